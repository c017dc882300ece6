-- Issue 11 figures: Scan History sorted by id, deep pages without walking the offset.
--
-- Sorted by scan time or status, a page is found through the rollups (per
-- day); sorted by id they cannot help. This table counts the events of each
-- block of 4096 ids per actor and result, with the earliest and latest scan
-- time in it: a block whose times lie inside a list's date range holds
-- exactly `n` of its rows, one outside holds none, and only the few blocks
-- across the range's ends are counted on the spot (4096 ids each, by the
-- primary key). So the page's block and the rows to skip inside it are known
-- (modules/activities/id-seek.ts).
--
-- Kept by statement-level triggers in the transaction of every write of
-- scan_events (the engine inserts a batch's events in one statement: one
-- grouped upsert per batch). Events are append-only; a delete only lowers n
-- (the times stay valid bounds); a truncate empties it.
create table scan_id_blocks (
  block bigint not null,
  actor text not null,
  result text not null,
  n bigint not null,
  first_at timestamptz not null,
  last_at timestamptz not null,
  primary key (block, actor, result)
);

create function scan_id_blocks_apply() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into scan_id_blocks (block, actor, result, n, first_at, last_at)
    select id >> 12, actor, result, count(*), min(scanned_at), max(scanned_at)
      from new_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (block, actor, result) do update
      set n = scan_id_blocks.n + excluded.n,
          first_at = least(scan_id_blocks.first_at, excluded.first_at),
          last_at = greatest(scan_id_blocks.last_at, excluded.last_at);
  else
    update scan_id_blocks b set n = b.n - o.n
      from (select id >> 12 as block, actor, result, count(*) as n from old_rows group by 1, 2, 3) o
     where b.block = o.block and b.actor = o.actor and b.result = o.result;
  end if;
  return null;
end $$;

create function scan_id_blocks_clear() returns trigger
language plpgsql as $$
begin
  delete from scan_id_blocks;
  return null;
end $$;

-- No write may slip between the count below and the triggers.
lock table scan_events in share row exclusive mode;

create trigger scan_id_blocks_insert after insert on scan_events
  referencing new table as new_rows for each statement execute function scan_id_blocks_apply();
create trigger scan_id_blocks_delete after delete on scan_events
  referencing old table as old_rows for each statement execute function scan_id_blocks_apply();
create trigger scan_id_blocks_truncate after truncate on scan_events
  for each statement execute function scan_id_blocks_clear();

insert into scan_id_blocks (block, actor, result, n, first_at, last_at)
select id >> 12, actor, result, count(*), min(scanned_at), max(scanned_at) from scan_events group by 1, 2, 3;
