-- Issues 11/12 figures: the QR Code report's pager totals without counting.
--
-- The report filtered by status (ACTIVE is about 900,000 codes in the
-- 10-million-scan set) counted every matching code for its pager (580 ms).
-- The number of codes per lifecycle status is kept here instead, in the same
-- transaction as every write of qr_codes, by statement-level triggers (one
-- grouped upsert per statement, whatever the number of rows: the ingestion
-- engine writes a batch's codes in one UPDATE, issuing a PO in one INSERT), so
-- nothing that writes codes has to remember it. Readers sum the slots.
--
-- Slots: each backend adds to its own row (pg_backend_pid() % 16), so
-- concurrent ingestion transactions do not queue on one hot counter row; the
-- row is locked at the end of the writing statement, after the rollups' rows.
--
-- A block (migration 310) overlays the status without changing it: readers
-- adjust these counts by the open blocks (few, found by qr_code_blocks_open).
create table qr_code_status_counts (
  status smallint not null,
  slot smallint not null,
  n bigint not null,
  primary key (status, slot)
);

create function qr_code_status_counts_apply() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into qr_code_status_counts (status, slot, n)
    select status, pg_backend_pid() % 16, count(*) from new_rows group by status order by status
    on conflict (status, slot) do update set n = qr_code_status_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into qr_code_status_counts (status, slot, n)
    select status, pg_backend_pid() % 16, -count(*) from old_rows group by status order by status
    on conflict (status, slot) do update set n = qr_code_status_counts.n + excluded.n;
  else
    -- An UPDATE: only the net change per status (most updates change scans, not status).
    insert into qr_code_status_counts (status, slot, n)
    select status, pg_backend_pid() % 16, sum(d)
      from (select status, 1 as d from new_rows union all select status, -1 from old_rows) x
     group by status having sum(d) <> 0 order by status
    on conflict (status, slot) do update set n = qr_code_status_counts.n + excluded.n;
  end if;
  return null;
end $$;

create function qr_code_status_counts_clear() returns trigger
language plpgsql as $$
begin
  delete from qr_code_status_counts;
  return null;
end $$;

-- No write may slip between the count below and the triggers.
lock table qr_codes in share row exclusive mode;

create trigger qr_code_status_counts_insert after insert on qr_codes
  referencing new table as new_rows for each statement execute function qr_code_status_counts_apply();
create trigger qr_code_status_counts_update after update on qr_codes
  referencing old table as old_rows new table as new_rows for each statement execute function qr_code_status_counts_apply();
create trigger qr_code_status_counts_delete after delete on qr_codes
  referencing old table as old_rows for each statement execute function qr_code_status_counts_apply();
create trigger qr_code_status_counts_truncate after truncate on qr_codes
  for each statement execute function qr_code_status_counts_clear();

insert into qr_code_status_counts (status, slot, n)
select status, 0, count(*) from qr_codes group by status;
