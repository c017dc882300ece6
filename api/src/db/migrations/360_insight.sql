-- Consumer Insight (issue 14; modules/insight). The page reads two rollup
-- tables only, never the raw scans: insight_daily (bucket = a business-local
-- day) and insight_monthly (bucket = the month's first day), both keyed by
-- (fact, bucket, variant_id, key). A range is read as whole months from the
-- monthly table and the days around them from the daily one, as the
-- highlights do. Facts (every customer scan is counted once in each of the
-- first five, so their totals agree):
--   status     key valid | inactive | expired | not_found   customer scans by outcome
--   channel    key the customer type (Web, HSO, ...)        customer scans by channel
--   hour       key '00'..'23' (business-local hour)         customer scans by hour of day
--   weekday    key '1'..'7' (ISO: 1 Monday .. 7 Sunday)     customer scans by day of week
--   city       key a known city's name (nearest within 150 km), 'Other' (farther), '' (not located)
--   suspicious key ''   customer scans of a code that was flagged suspect at (or by) that scan
--   flag       key the suspicion reason                     codes newly flagged
--   report     key the report reason                        customer reports
--   shelf      key lt7 | 7-29 | 30-89 | 90-179 | 180-364 | 365+ | unfilled
--              a code's first customer scan, by the days since its filling
--              (oil activation); unfilled: not activated when first scanned
--   repeat     key 1 | 2 | 3-5 | 6+   codes by their customer scans so far;
--              bucket = the day of the code's first customer scan (its cohort).
--              A state, not an event count: the engine moves a code from one
--              band to the next (-1 / +1) as it is scanned again.
-- Not-found scans have variant 0 (no code). Kept by the ingestion engine in
-- the same statement as the other rollups (modules/insight/engine-state.ts,
-- called from modules/ingest/engine.ts).

create table insight_daily (
  fact text not null,
  bucket date not null,
  variant_id integer not null default 0,
  key text not null default '',
  count bigint not null,
  primary key (fact, bucket, variant_id, key)
);

create table insight_monthly (
  fact text not null,
  bucket date not null check (extract(day from bucket) = 1),
  variant_id integer not null default 0,
  key text not null default '',
  count bigint not null,
  primary key (fact, bucket, variant_id, key)
);

-- ---- backfill ----
-- What the data already holds when this migration runs (the demo data of an
-- existing database). The business time zone is configuration the SQL cannot
-- see; the default (Asia/Jakarta) is assumed here, as 200 does. The API tests
-- run this part again on a programme built through the engine and compare.
create temporary table insight_cities (name text primary key, lat float8 not null, lng float8 not null) on commit drop;
insert into insight_cities (name, lat, lng) values
    ('Jakarta', -6.2088::float8, 106.8456::float8),
    ('Surabaya', -7.2575::float8, 112.7521::float8),
    ('Bandung', -6.9175::float8, 107.6191::float8),
    ('Bekasi', -6.2383::float8, 106.9756::float8),
    ('Tangerang', -6.1783::float8, 106.6319::float8),
    ('Depok', -6.4025::float8, 106.7942::float8),
    ('Medan', 3.5952::float8, 98.6722::float8),
    ('Semarang', -6.9667::float8, 110.4167::float8),
    ('Palembang', -2.9761::float8, 104.7754::float8),
    ('Makassar', -5.1477::float8, 119.4327::float8),
    ('Bogor', -6.5971::float8, 106.806::float8),
    ('Batam', 1.0456::float8, 104.0305::float8),
    ('Pekanbaru', 0.5071::float8, 101.4478::float8),
    ('Bandar Lampung', -5.3971::float8, 105.2668::float8),
    ('Padang', -0.9471::float8, 100.4172::float8),
    ('Malang', -7.9666::float8, 112.6326::float8),
    ('Denpasar', -8.6705::float8, 115.2126::float8),
    ('Yogyakarta', -7.7956::float8, 110.3695::float8),
    ('Surakarta', -7.5755::float8, 110.8243::float8),
    ('Samarinda', -0.5022::float8, 117.1536::float8),
    ('Balikpapan', -1.2379::float8, 116.8529::float8),
    ('Banjarmasin', -3.3186::float8, 114.5944::float8),
    ('Pontianak', -0.0263::float8, 109.3425::float8),
    ('Manado', 1.4748::float8, 124.8421::float8),
    ('Jambi', -1.6101::float8, 103.6131::float8),
    ('Mataram', -8.5833::float8, 116.1167::float8),
    ('Kupang', -10.1772::float8, 123.607::float8),
    ('Ambon', -3.6954::float8, 128.1814::float8),
    ('Jayapura', -2.5337::float8, 140.7181::float8),
    ('Cirebon', -6.732::float8, 108.5523::float8),
    ('Serang', -6.1201::float8, 106.1503::float8),
    ('Tasikmalaya', -7.3274::float8, 108.2207::float8);

insert into insight_daily (fact, bucket, variant_id, key, count)
with scans as (
  select e.id, e.qr_code_id, e.scanned_at, (e.scanned_at at time zone 'Asia/Jakarta') as local,
         coalesce(e.variant_id, 0) as variant_id, e.result, e.verdict, coalesce(e.customer_type, '') as customer_type, e.lat, e.lng
    from scan_events e where e.actor = 'customer'
),
located as (
  select s.id, case when c.km <= 150 then c.name else 'Other' end as city
    from scans s
    cross join lateral (
      select k.name, 2 * 6371 * asin(least(1, sqrt(
               sin(radians(k.lat - s.lat) / 2) ^ 2 + cos(radians(s.lat)) * cos(radians(k.lat)) * sin(radians(k.lng - s.lng) / 2) ^ 2))) as km
        from insight_cities k order by km, k.name limit 1) c
   where s.lat is not null and s.lng is not null and s.lat <> 0 and s.lng <> 0
),
firsts as (
  -- Each code's first customer scan since its last reset, and its customer scans so far.
  select q.id, q.variant_id, q.customer_scans, q.validity_start, f.first_at
    from qr_codes q
    cross join lateral (
      select min(e.scanned_at) as first_at from scan_events e
       where e.qr_code_id = q.id and e.actor = 'customer'
         and e.scanned_at > coalesce((select max(r.reset_at) from customer_scan_resets r where r.qr_code_id = q.id), '-infinity')) f
   where q.customer_scans > 0 and f.first_at is not null
),
facts as (
  select 'status' as fact, local::date as bucket, variant_id, case when result = 'Not Found' then 'not_found' else coalesce(verdict, '') end as key from scans
  union all select 'channel', local::date, variant_id, customer_type from scans
  union all select 'hour', local::date, variant_id, to_char(local, 'HH24') from scans
  union all select 'weekday', local::date, variant_id, extract(isodow from local)::int::text from scans
  union all select 'city', s.local::date, s.variant_id, coalesce(l.city, '') from scans s left join located l on l.id = s.id
  union all select 'suspicious', s.local::date, s.variant_id, '' from scans s
   where s.qr_code_id is not null and exists (
     select 1 from suspects x where x.qr_code_id = s.qr_code_id and x.flagged_at <= s.scanned_at
        and (x.cleared_at is null or x.cleared_at > s.scanned_at))
  union all select 'flag', (x.flagged_at at time zone 'Asia/Jakarta')::date, x.variant_id, x.reason from suspects x
  union all select 'report', (r.reported_at at time zone 'Asia/Jakarta')::date, coalesce(c.variant_id, 0), r.reason
      from customer_reports r left join qr_codes c on c.id = r.qr_code_id
  union all select 'shelf', (f.first_at at time zone 'Asia/Jakarta')::date, f.variant_id,
         case when f.validity_start is null or f.validity_start > f.first_at then 'unfilled'
              when f.first_at - f.validity_start < interval '7 days' then 'lt7'
              when f.first_at - f.validity_start < interval '30 days' then '7-29'
              when f.first_at - f.validity_start < interval '90 days' then '30-89'
              when f.first_at - f.validity_start < interval '180 days' then '90-179'
              when f.first_at - f.validity_start < interval '365 days' then '180-364'
              else '365+' end
      from firsts f
  union all select 'repeat', (f.first_at at time zone 'Asia/Jakarta')::date, f.variant_id,
         case when f.customer_scans = 1 then '1' when f.customer_scans = 2 then '2' when f.customer_scans <= 5 then '3-5' else '6+' end
      from firsts f
)
select fact, bucket, variant_id, key, count(*) from facts group by 1, 2, 3, 4;

insert into insight_monthly (fact, bucket, variant_id, key, count)
select fact, date_trunc('month', bucket)::date, variant_id, key, sum(count)
  from insight_daily group by 1, 2, 3, 4;
