-- Issue 15: real work orders. Issuing a purchase order to a label maker
-- creates its work order in the same transaction (modules/ingest/issue.ts):
-- form_code WO-<no_po>, the PO, the label maker, the quantities (ordered, and
-- qr_total = ordered + 4 % spare: the codes issued) and its progress. The data
-- engine (modules/ingest/engine.ts) adds the label maker's verification scans
-- (Success or Reject: each code is verified once) batch by batch and moves the
-- status: New -> In Progress at the first one, -> Completed when every code of
-- the PO is verified. The lines (per variant) are the PO's lines.
alter table work_orders
  add column po_id integer references purchase_orders (id),
  add column label_maker_id integer references label_makers (id),
  add column ordered integer not null default 0 check (ordered >= 0),
  add column qr_total integer not null default 0 check (qr_total >= 0),
  add column verified integer not null default 0 check (verified >= 0),
  add column status text not null default 'New' check (status in ('New', 'In Progress', 'Completed')),
  -- The first verification scan and the one that verified the last code (times of the scans).
  add column started_at timestamptz,
  add column completed_at timestamptz;
-- One work order per PO; the engine finds it by its PO.
create unique index work_orders_po on work_orders (po_id) where po_id is not null;
-- A label maker's users list their company's work orders, newest first.
create index work_orders_label_maker on work_orders (label_maker_id, created_at desc);

-- A dashboard user may belong to a label maker company: its work-order users
-- (role 2) see that company's work orders and are told of new ones.
alter table users add column label_maker_id integer references label_makers (id);

-- The fixed demo rows of the foundation's seed give way to real ones.
delete from notifications where work_order_code like 'WO-DEMO-%';
delete from work_orders where po_id is null and form_code like 'WO-DEMO-%';

-- POs issued before this migration get their work orders, with the progress
-- their lines' counters already hold (no notification: they are not new).
insert into work_orders (form_code, po_id, label_maker_id, ordered, qr_total, verified, status, created_at)
select 'WO-' || po.no_po, po.id, po.label_maker_id, l.ordered, l.qr_total, l.verified,
       case when l.verified = 0 then 'New' when l.verified >= l.qr_total then 'Completed' else 'In Progress' end,
       po.created_at
  from purchase_orders po
  join (select po_id, sum(ordered)::int as ordered, sum(qr_total)::int as qr_total,
               sum(label_success + label_reject)::int as verified
          from purchase_order_lines group by po_id) l on l.po_id = po.id
 where not exists (select 1 from work_orders w where w.po_id = po.id)
on conflict (form_code) do nothing;
