-- The highlight dashboards (issue 4) read rollups only. Two facts the data
-- engine's tables do not hold in a shape a dashboard can read fast:
--
-- 1. rollup_monthly: rollup_daily summed per local calendar month (bucket =
--    the month's first day). A year or the whole history is then 12 rows per
--    dimension set instead of 365: a year's highlight answer stays within a
--    few milliseconds on the 10-million-scan set. Kept by the engine wherever
--    it writes rollup_daily (modules/ingest/engine.ts).
--
-- 2. oil_pending_daily: verified labels still waiting for the filling line
--    (neither activated nor deactivated yet), by the local day their label
--    passed verification. "Total Inactive" on the oil-maker page is "of the
--    codes counted in total_qr (verified in the range), those not activated
--    or deactivated yet, as of now": a state, not an event count, so no
--    rollup of events can answer it. The engine adds 1 when a label passes
--    verification and takes 1 off when that code first reaches an oil maker.

create table rollup_monthly (
  bucket date not null check (extract(day from bucket) = 1),
  actor text not null,
  result text not null,
  verdict text not null default '',
  reason text not null default '',
  customer_type text not null default '',
  variant_id integer not null default 0,
  label_maker_id integer not null default 0,
  oil_maker_id integer not null default 0,
  bottle_maker_id integer not null default 0,
  count bigint not null,
  primary key (bucket, actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
);

insert into rollup_monthly (bucket, actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, count)
select date_trunc('month', bucket)::date, actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, sum(count)
  from rollup_daily
 group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

create table oil_pending_daily (
  -- The business-local day the label passed verification.
  day date not null,
  variant_id integer not null,
  label_maker_id integer not null,
  oil_maker_id integer not null default 0,
  bottle_maker_id integer not null,
  -- No check (pending >= 0): a count that went wrong must never refuse a scan; readers clamp at 0.
  pending bigint not null,
  primary key (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
);

-- Codes already verified when this migration runs. The business time zone is
-- configuration the SQL cannot see; the default (Asia/Jakarta) is assumed for
-- these existing rows, and every later change is cut in the configured zone.
insert into oil_pending_daily (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, pending)
select (label_scanned_at at time zone 'Asia/Jakarta')::date, variant_id, label_maker_id, coalesce(oil_maker_id, 0), bottle_maker_id, count(*)
  from qr_codes
 where status = 1 and not label_failed and label_scanned_at is not null and oil_activated_at is null
 group by 1, 2, 3, 4, 5;
