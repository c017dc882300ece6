-- The highlight dashboards' rollups (issue 4; see 200_highlight.sql): the
-- facts of the label-maker, oil-maker and customer actors by day and by month
-- (bucket = the month's first day), by variant, label maker, oil maker and
-- bottle maker but without the customer type, which no highlight reads and
-- which multiplies the customer rows of the engine's rollups about fivefold.
-- A month reads about 4 times fewer rows than rollup_daily, and a year 12
-- monthly buckets instead of 365 daily ones. Kept by the engine wherever it
-- writes rollup_daily (modules/highlight/engine-state.ts, called from
-- modules/ingest/engine.ts). (201 is not used: it held an early draft.)

create table highlight_company_daily (
  bucket date not null,
  actor text not null,
  result text not null,
  verdict text not null default '',
  reason text not null default '',
  variant_id integer not null default 0,
  label_maker_id integer not null default 0,
  oil_maker_id integer not null default 0,
  bottle_maker_id integer not null default 0,
  count bigint not null,
  primary key (bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
);

create table highlight_company_monthly (
  bucket date not null check (extract(day from bucket) = 1),
  actor text not null,
  result text not null,
  verdict text not null default '',
  reason text not null default '',
  variant_id integer not null default 0,
  label_maker_id integer not null default 0,
  oil_maker_id integer not null default 0,
  bottle_maker_id integer not null default 0,
  count bigint not null,
  primary key (bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
);

insert into highlight_company_daily (bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, count)
select bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, sum(count)
  from rollup_daily where actor in ('label_maker', 'oil_maker', 'customer')
 group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

insert into highlight_company_monthly (bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, count)
select date_trunc('month', bucket)::date, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, sum(count)
  from rollup_daily where actor in ('label_maker', 'oil_maker', 'customer')
 group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- Tables of early drafts of 200 and 201, replaced by these.
drop table if exists rollup_monthly;
drop table if exists highlight_daily;
drop table if exists highlight_monthly;
