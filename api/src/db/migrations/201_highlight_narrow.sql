-- The highlight dashboards' narrow rollups (issue 4; see 200_highlight.sql):
-- the facts of the label-maker, oil-maker and customer actors by day and by
-- month (bucket = the month's first day) with only result, verdict, reason
-- and variant. A view filtered by variant alone, the usual one, reads these:
-- customer types and the three companies multiply the rows of the engine's
-- rollups several times over, and a year is 12 monthly buckets instead of 365
-- daily ones. Views filtered by a company read the company rollups (202).
-- Kept by the engine wherever it writes rollup_daily
-- (modules/highlight/engine-state.ts, called from modules/ingest/engine.ts).

create table highlight_daily (
  bucket date not null,
  actor text not null,
  result text not null,
  verdict text not null default '',
  reason text not null default '',
  variant_id integer not null default 0,
  count bigint not null,
  primary key (bucket, actor, result, verdict, reason, variant_id)
);

create table highlight_monthly (
  bucket date not null check (extract(day from bucket) = 1),
  actor text not null,
  result text not null,
  verdict text not null default '',
  reason text not null default '',
  variant_id integer not null default 0,
  count bigint not null,
  primary key (bucket, actor, result, verdict, reason, variant_id)
);

insert into highlight_daily (bucket, actor, result, verdict, reason, variant_id, count)
select bucket, actor, result, verdict, reason, variant_id, sum(count)
  from rollup_daily where actor in ('label_maker', 'oil_maker', 'customer')
 group by 1, 2, 3, 4, 5, 6;

insert into highlight_monthly (bucket, actor, result, verdict, reason, variant_id, count)
select date_trunc('month', bucket)::date, actor, result, verdict, reason, variant_id, sum(count)
  from rollup_daily where actor in ('label_maker', 'oil_maker', 'customer')
 group by 1, 2, 3, 4, 5, 6;
