-- Issue 11 figures: Scan History filtered by status, and sorted by status.
--
-- The list filtered by a result (e.g. Not Found, about 1 % of the scans)
-- walked the newest-first index and threw away the other results; sorted by
-- status it sorted the whole range. This index serves both: one result's
-- scans in time order (either direction), and the status order
-- (result, scanned_at, id) group after group. Partial like
-- scan_events_activity_newest (migration 320): an officer's check is no
-- activity. See modules/activities/seek.ts for how pages are found in it.
create index scan_events_activity_result on scan_events (result, scanned_at, id) where actor <> 'enforcement';
