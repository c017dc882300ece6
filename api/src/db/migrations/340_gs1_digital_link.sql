-- Issue 12: GS1 Digital Link and EPCIS 2.0.
--
-- Each variant carries a GTIN-14 (the trade item the label identifies); a
-- code's Digital Link is https://<DIGITAL_LINK_HOST>/01/<gtin>/21/<serial>
-- (domain/digital-link.ts). The starting variants get theirs from the seed
-- (reference-data.ts VARIANT_GTINS), on new and existing databases alike; a
-- variant without one has no Digital Link (its codes still scan by their
-- legacy URL). The check digit is checked by the code that writes it; here
-- only the shape.
alter table variants add column gtin text check (gtin ~ '^[0-9]{14}$');
create unique index variants_gtin on variants (gtin) where gtin is not null;

-- The EPCIS export of a purchase order (?po=) pages through its codes in id
-- order (keyset): without this index every page would read the whole table.
create index qr_codes_po on qr_codes (po_id, id);
