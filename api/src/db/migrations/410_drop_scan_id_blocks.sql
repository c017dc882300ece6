-- The Scan History lists no longer sort by id (issue 11): no page offered
-- that sort, and on real data, where uploads arrive late, ids do not follow
-- scan time, so migration 402's id blocks could not seek it either. The
-- blocks and their triggers only cost every scan insert; they go.
drop trigger if exists scan_id_blocks_insert on scan_events;
drop trigger if exists scan_id_blocks_delete on scan_events;
drop trigger if exists scan_id_blocks_truncate on scan_events;
drop function if exists scan_id_blocks_apply();
drop function if exists scan_id_blocks_clear();
drop table if exists scan_id_blocks;
