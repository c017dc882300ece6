// Reads of the QR Code report (spec reports-settings 3 and 7).
import type {
  QR_SORT_KEYS,
  QrBlockReason,
  QrCodeDetail,
  QrCodeRow,
  QrHistoryEvent,
} from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { QR_STATUS, QR_STATUS_LABEL, type QrStatus } from '../../domain/constants';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { digitalLinkOrNull } from '../../domain/digital-link';
import { REASON_DISTANT, REASON_TOO_MANY } from '../../domain/suspicion';
import { expiresAt, isExpired } from '../../domain/validity';
import { iso } from '../../lib/time';
import { inSnapshot } from '../activities/queries';
import { activityText, type HistoryFact } from './history';

/** The SQL of each sort key the contract allows (QR_SORT_KEYS): a key added there must be mapped here. */
export const QR_COLUMNS: Record<(typeof QR_SORT_KEYS)[number], string> = {
  id: 'c.id',
  qrcode: 'c.qrcode',
  serial_number: 'c.serial_number',
  status: 'c.status',
  created_at: 'c.created_at',
};

const STATUS_BY_LABEL: Record<string, QrStatus> = {
  INACTIVE: QR_STATUS.unverified,
  ACTIVE: QR_STATUS.verified,
  DEACTIVATED: QR_STATUS.deactivated,
};

export interface QrFilter {
  search?: string | undefined;
  searchBy?: 'qrcode' | 'serial' | undefined;
  status?: 'INACTIVE' | 'ACTIVE' | 'DEACTIVATED' | undefined;
}

/** Whether code `c` has an open block (issue 12; the partial unique index answers it). */
const BLOCKED = 'exists (select 1 from qr_code_blocks b where b.qr_code_id = c.id and b.unblocked_at is null)';

/** LIKE metacharacters are matched literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: QrFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const search = f.search?.trim();
  if (search) {
    params.push(prefixPattern(search));
    // A prefix match on the byte-ordered unique indexes: fast on millions of codes.
    clauses.push(`${f.searchBy === 'serial' ? 'c.serial_number' : 'c.qrcode'} like $${params.length}`);
  }
  if (f.status) {
    params.push(STATUS_BY_LABEL[f.status]);
    // A blocked code (issue 12) counts as Deactivated, whatever its lifecycle status.
    clauses.push(
      f.status === 'DEACTIVATED'
        ? `(c.status = $${params.length} or ${BLOCKED})`
        : `c.status = $${params.length} and not ${BLOCKED}`,
    );
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * The number of codes of each report status, from the counts kept by the
 * triggers of migration 400 (a few rows, not a count of a million codes),
 * with the open blocks overlaid: a blocked code counts as DEACTIVATED
 * whatever its lifecycle status, as the filter reads it.
 */
export async function qrStatusTotals(q: Queryable): Promise<Record<'all' | NonNullable<QrFilter['status']>, number>> {
  const rows = await q.query<{ status: number; n: string; blocked: string }>(
    `select s.status, s.n::text as n, coalesce(b.n, 0)::text as blocked
       from (select status, sum(n) as n from qr_code_status_counts group by status) s
       left join (select c.status, count(*) as n from qr_code_blocks b join qr_codes c on c.id = b.qr_code_id
                   where b.unblocked_at is null group by c.status) b on b.status = s.status`,
  );
  const n = [0, 0, 0];
  const blocked = [0, 0, 0];
  for (const r of rows) {
    n[Number(r.status)] = Number(r.n);
    blocked[Number(r.status)] = Number(r.blocked);
  }
  return {
    all: n[0]! + n[1]! + n[2]!,
    INACTIVE: n[0]! - blocked[0]!,
    ACTIVE: n[1]! - blocked[1]!,
    DEACTIVATED: n[2]! + blocked[0]! + blocked[1]!,
  };
}

/**
 * One page of the report and its total. Without a search the total comes from
 * the kept counts (qrStatusTotals); a search counts its prefix matches on the
 * unique index. A page in the second half of the list is read in the reverse
 * order with the offset counted from the end, so the last page costs what the
 * first does. The total and the rows come from one snapshot.
 */
export async function qrCodePage(
  q: Queryable,
  filter: QrFilter,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: QrCodeRow[]; total: number }> {
  const by = sort.by ?? 'created_at';
  const direction: SortOrder = sort.order ?? (sort.by ? 'ASC' : 'DESC');
  const order = orderBy(QR_COLUMNS, { by, order: direction }, { by: 'created_at', order: 'DESC' }, 'c.id');
  const w = where(filter);
  const win = limitOffset(page);
  return inSnapshot(q, async (tx) => {
    let total: number;
    if (filter.search?.trim()) {
      const [count] = await tx.query<{ total: number }>(
        `select count(*)::int as total from qr_codes c ${w.sql}`,
        w.params,
      );
      total = count?.total ?? 0;
    } else total = (await qrStatusTotals(tx))[filter.status ?? 'all'];
    if (win.offset >= total) return { rows: [], total };
    const size = Math.min(win.limit, total - win.offset);
    const fromEnd = total - win.offset - size;
    const inner =
      fromEnd < win.offset
        ? `${orderBy(QR_COLUMNS, { by, order: direction === 'ASC' ? 'DESC' : 'ASC' }, { by, order: direction }, 'c.id')} limit ${size} offset ${fromEnd}`
        : `${order} limit ${size} offset ${win.offset}`;
    const rows = await tx.query<{
      id: number;
      qrcode: string;
      serial_number: string;
      status: QrStatus;
      variant: string;
      created_at: Date;
      blocked: boolean;
    }>(
      `select c.id, c.qrcode, c.serial_number, c.status, v.name as variant, c.created_at, ${BLOCKED} as blocked
         from (select c.* from qr_codes c ${w.sql} order by ${inner}) c
         join variants v on v.id = c.variant_id
        order by ${order}`,
      w.params,
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        qrcode: r.qrcode,
        serial_number: r.serial_number,
        status: QR_STATUS_LABEL[r.blocked ? QR_STATUS.deactivated : r.status],
        variant: r.variant,
        created_at: iso(r.created_at),
      })),
      total,
    };
  });
}

const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** `digitalLinkHost`: the resolver host of the code's GS1 Digital Link (config DIGITAL_LINK_HOST, issue 12). */
export async function qrCodeDetail(
  q: Queryable,
  id: number,
  now: Date,
  digitalLinkHost: string,
): Promise<QrCodeDetail | undefined> {
  const [r] = await q.query<{
    id: number;
    qrcode: string;
    serial_number: string;
    status: QrStatus;
    validity_start: Date | null;
    variant: string;
    part_no: string;
    type: string;
    volume_ml: number;
    description: string;
    image: string;
    no_po: string;
    label_maker: string;
    label_scanned_at: Date | null;
    label_failed: boolean;
    oil_maker: string | null;
    oil_activated_at: Date | null;
    bottle_maker: string;
    oil_received_at: Date | null;
    customer_scans: number;
    report_date: Date | null;
    report_reasons: string | null;
    suspect_too_many: boolean;
    suspect_distant: boolean;
    created_at: Date;
    block_reason: QrBlockReason | null;
    block_note: string | null;
    blocked_by: string | null;
    blocked_at: Date | null;
    gtin: string | null;
  }>(
    `select c.id, c.qrcode, c.serial_number, c.status, c.validity_start, v.name as variant, v.gtin, p.part_no, p.type, p.volume_ml, p.description, p.image,
            po.no_po, lm.name as label_maker, c.label_scanned_at, c.label_failed, om.code as oil_maker, c.oil_activated_at, bm.name as bottle_maker,
            c.oil_received_at, c.customer_scans, rep.report_date, rep.report_reasons, c.suspect_too_many, c.suspect_distant, c.created_at,
            blk.reason as block_reason, blk.note as block_note, blk.blocked_by, blk.blocked_at
       from qr_codes c
       join variants v on v.id = c.variant_id
       join products p on p.id = c.product_id
       join purchase_orders po on po.id = c.po_id
       join label_makers lm on lm.id = c.label_maker_id
       join bottle_makers bm on bm.id = c.bottle_maker_id
       left join oil_makers om on om.id = c.oil_maker_id
       left join lateral (
         select max(reported_at) as report_date, string_agg(distinct reason, ', ') as report_reasons
           from customer_reports where qr_code_id = c.id
       ) rep on true
       left join qr_code_blocks blk on blk.qr_code_id = c.id and blk.unblocked_at is null
      where c.id = $1`,
    [id],
  );
  if (!r) return undefined;
  const start = r.validity_start === null ? null : new Date(r.validity_start);
  return {
    id: r.id,
    qrcode: r.qrcode,
    serial: r.serial_number,
    // A blocked code shows as Deactivated, with the block's reason (issue 12).
    status: r.block_reason ? QR_STATUS.deactivated : r.status,
    is_expired: isExpired(start, now) ? 1 : 0,
    expires_at: start ? expiresAt(start).toISOString() : null,
    variant: r.variant,
    part_no: r.part_no,
    type: r.type,
    volume: r.volume_ml,
    description: r.description,
    image: r.image,
    no_po: r.no_po,
    label_maker: r.label_maker,
    // The date the label passed verification; a rejected label was never active.
    label_active_date: r.label_failed ? null : isoOrNull(r.label_scanned_at),
    oil_maker: r.oil_maker,
    oil_active_date: isoOrNull(r.oil_activated_at),
    bottle_maker: r.bottle_maker,
    oil_received_data_date: isoOrNull(r.oil_received_at),
    customer_scans: r.customer_scans,
    customer_report_date: isoOrNull(r.report_date),
    customer_report_status: r.report_reasons,
    suspect_reasons: [...(r.suspect_too_many ? [REASON_TOO_MANY] : []), ...(r.suspect_distant ? [REASON_DISTANT] : [])],
    created_at: iso(r.created_at),
    block:
      r.block_reason && r.blocked_by && r.blocked_at
        ? { reason: r.block_reason, note: r.block_note, blocked_by: r.blocked_by, blocked_at: iso(r.blocked_at) }
        : null,
    digital_link: digitalLinkOrNull(digitalLinkHost, r.gtin, r.serial_number),
  };
}

/** Most history lines returned: a cloned code can have thousands of scans; the newest matter. */
export const HISTORY_LIMIT = 1000;

/** Oldest first; the newest HISTORY_LIMIT facts of the code. */
export async function qrCodeHistory(q: Queryable, id: number): Promise<QrHistoryEvent[] | undefined> {
  const exists = await q.query('select 1 from qr_codes where id = $1', [id]);
  if (exists.length === 0) return undefined;
  const rows = await q.query<{
    kind: HistoryFact['kind'];
    at: Date;
    actor: string;
    result: string;
    verdict: string | null;
    customer_type: string | null;
    company: string | null;
    detail: string | null;
  }>(
    `select * from (
       select 'issued' as kind, c.created_at as at, 'provider' as actor, 'Issued' as result, null::text as verdict, null::text as customer_type,
              lm.name as company, po.no_po as detail
         from qr_codes c join purchase_orders po on po.id = c.po_id join label_makers lm on lm.id = c.label_maker_id where c.id = $1
       union all
       select 'scan', e.scanned_at, e.actor, e.result, e.verdict, e.customer_type,
              case e.actor when 'label_maker' then lm.name when 'oil_maker' then om.code end, e.note
         from scan_events e left join label_makers lm on lm.id = e.label_maker_id left join oil_makers om on om.id = e.oil_maker_id
        where e.qr_code_id = $1
       union all
       select 'report', r.reported_at, 'customer', 'Report', null, null, null, r.reason from customer_reports r where r.qr_code_id = $1
       union all
       select 'suspect', s.flagged_at, 'system', 'Suspect', null, null, null, s.reason from suspects s where s.qr_code_id = $1
       union all
       select 'reset', x.reset_at, 'admin', 'Reset', null, null, x.username, x.scans_before::text from customer_scan_resets x where x.qr_code_id = $1
       union all
       select 'block', b.blocked_at, 'admin', 'Block', null, null, b.blocked_by,
              b.reason || coalesce(': ' || b.note, '') from qr_code_blocks b where b.qr_code_id = $1
       union all
       select 'unblock', b.unblocked_at, 'admin', 'Unblock', null, null, b.unblocked_by, b.unblock_note
         from qr_code_blocks b where b.qr_code_id = $1 and b.unblocked_at is not null
     ) h order by at desc limit ${HISTORY_LIMIT}`,
    [id],
  );
  return rows.reverse().map((r) => ({
    activity: activityText({
      kind: r.kind,
      actor: r.actor,
      result: r.result,
      verdict: r.verdict,
      customerType: r.customer_type,
      company: r.company,
      detail: r.detail,
    }),
    activity_date: iso(r.at),
    actor: r.actor,
    result: r.result,
  }));
}
