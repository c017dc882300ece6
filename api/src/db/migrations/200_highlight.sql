-- The highlight dashboards (issue 4) read rollups only. Migrations 200-202 add
-- what the data engine's tables do not hold in a shape a dashboard can read
-- fast; the engine keeps all of it in the same transaction as each batch
-- (modules/highlight/engine-state.ts, called from modules/ingest/engine.ts):
--   200 oil_pending_daily: labels awaiting filling, by verification day;
--   202 highlight_company_daily, highlight_company_monthly: the highlight facts
--       without the customer type, by day and by month.
--
-- oil_pending_daily: verified labels still waiting for the filling line
-- (neither activated nor deactivated yet), by the local day their label
-- passed verification. "Total Inactive" on the oil-maker page is "of the
-- codes counted in total_qr (verified in the range), those not activated or
-- deactivated yet, as of now": a state, not an event count, so no rollup of
-- events can answer it. The engine adds 1 when a label passes verification
-- and takes 1 off when that code first reaches an oil maker.

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
