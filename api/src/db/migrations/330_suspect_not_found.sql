-- Issue 12: Report Suspect and the Not Found log (modules/suspects).
--
-- The Not Found log pages through customer scans of URLs that name no code,
-- newest first (the id breaks ties, as in every list). Those are a small share
-- of the scan events, so a partial index holds only them: a page is an index
-- walk whatever the range, where the actor's index would step over every
-- other customer scan.
create index scan_events_not_found_newest on scan_events (scanned_at desc, id desc)
  where actor = 'customer' and result = 'Not Found';

-- A log row offers the photo of the newest report of the same URL that names no
-- code; only the rows of one page look it up, each by its URL.
create index customer_reports_not_found_photo on customer_reports (url, reported_at desc, id desc)
  where qr_code_id is null and photo_key is not null;

-- The table's default sort, newest flag first, with the id breaking ties.
create index suspects_newest on suspects (flagged_at desc, id desc);
drop index if exists suspects_flagged_at;
