-- The highlight dashboards' company rollups (issue 4; see 200 and 201): the
-- facts of the label-maker, oil-maker and customer actors by day and by month,
-- with the label maker, oil maker and bottle maker but without the customer
-- type (which no highlight reads and which multiplies customer rows about
-- fivefold). Views filtered by a company, and the charts per company, read
-- these; views without a company filter read the narrow highlight_daily and
-- highlight_monthly. Kept by the engine wherever it writes rollup_daily.

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

-- An early draft of 200 kept a monthly copy of rollup_daily; these tables replace it.
drop table if exists rollup_monthly;
