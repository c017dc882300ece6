// Reference lists, the company profile and the sidebar tree.
import {
  ROLE_WORK_ORDER,
  type CompanyProfile,
  type MASTER_SORT_KEYS,
  type SidebarModule,
  type WorkOrder,
  type WorkOrderDetail,
} from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { orderBy, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';

export interface Sort {
  by?: string | undefined;
  order?: SortOrder | undefined;
}

/** Sortable columns of each list (name -> SQL); names sort case-insensitively. */
export const LIST_COLUMNS = {
  variants: { id: 'id', name: 'lower(name)' },
  oil_makers: { id: 'id', code: 'lower(code)', name: 'lower(name)' },
  label_makers: { id: 'id', name: 'lower(name)' },
  bottle_makers: { id: 'id', name: 'lower(name)' },
  insurance_companies: { id: 'id', name: 'lower(name)' },
  work_orders: { id: 'w.id', form_code: 'lower(w.form_code)', created_at: 'w.created_at' },
} as const satisfies { [L in keyof typeof MASTER_SORT_KEYS]: Record<(typeof MASTER_SORT_KEYS)[L][number], string> };

const BY_NAME = { by: 'name', order: 'ASC' } as const;

export function listNamed(
  q: Queryable,
  table: 'variants' | 'label_makers' | 'bottle_makers' | 'insurance_companies',
  sort: Sort,
) {
  return q.query<{ id: number; name: string }>(
    `select id, name from ${table} order by ${orderBy(LIST_COLUMNS[table], sort, BY_NAME)}`,
  );
}

export function listOilMakers(q: Queryable, sort: Sort) {
  return q.query<{ id: number; code: string; name: string }>(
    `select id, code, name from oil_makers order by ${orderBy(LIST_COLUMNS.oil_makers, sort, BY_NAME)}`,
  );
}

const WORK_ORDER_COLUMNS = `w.id, w.form_code, w.created_at, w.po_id, po.no_po, w.label_maker_id, lm.name as label_maker,
       w.ordered, w.qr_total, w.verified, w.status`;

type WorkOrderRow = Omit<WorkOrder, 'created_at'> & { created_at: Date };
const workOrderOf = (r: WorkOrderRow): WorkOrder => ({ ...r, created_at: iso(r.created_at) });

/**
 * Whose work orders a user reads (issue 15): a holder of the work-order role
 * reads its own company's only (none when its account has no label maker);
 * super admins and other holders of the WORK_ORDER permission read all.
 */
export interface WorkOrderScope {
  /** The label maker whose work orders are visible; undefined: all. null: none (a role-2 user without a company). */
  labelMakerId: number | null | undefined;
}

/** The scope of the signed-in user: role 2 (and not a super admin) is bound to its account's label maker. */
export async function workOrderScope(
  q: Queryable,
  user: { id: number; superAdmin: boolean; roles: readonly { id: number }[] },
): Promise<WorkOrderScope> {
  if (user.superAdmin || !user.roles.some((r) => r.id === ROLE_WORK_ORDER)) return { labelMakerId: undefined };
  const [row] = await q.query<{ label_maker_id: number | null }>('select label_maker_id from users where id = $1', [
    user.id,
  ]);
  return { labelMakerId: row?.label_maker_id ?? null };
}

/** Newest first unless asked otherwise: the list exists to find recent work orders. */
export async function listWorkOrders(q: Queryable, sort: Sort, scope: WorkOrderScope): Promise<WorkOrder[]> {
  if (scope.labelMakerId === null) return [];
  const params = scope.labelMakerId === undefined ? [] : [scope.labelMakerId];
  const rows = await q.query<WorkOrderRow>(
    `select ${WORK_ORDER_COLUMNS}
       from work_orders w left join purchase_orders po on po.id = w.po_id left join label_makers lm on lm.id = w.label_maker_id
      ${params.length ? 'where w.label_maker_id = $1' : ''}
      order by ${orderBy(LIST_COLUMNS.work_orders, sort, { by: 'created_at', order: 'DESC' }, 'w.id')}`,
    params,
  );
  return rows.map(workOrderOf);
}

/** One work order with its lines (per variant) and progress; undefined when unknown or outside the scope. */
export async function workOrderDetail(
  q: Queryable,
  code: string,
  scope: WorkOrderScope,
): Promise<WorkOrderDetail | undefined> {
  if (scope.labelMakerId === null) return undefined;
  const [row] = await q.query<
    WorkOrderRow & { po_date: string | null; started_at: Date | null; completed_at: Date | null }
  >(
    `select ${WORK_ORDER_COLUMNS}, to_char(po.po_date, 'YYYY-MM-DD') as po_date, w.started_at, w.completed_at
       from work_orders w left join purchase_orders po on po.id = w.po_id left join label_makers lm on lm.id = w.label_maker_id
      where w.form_code = $1 and ($2::int is null or w.label_maker_id = $2)`,
    [code, scope.labelMakerId ?? null],
  );
  if (!row) return undefined;
  const lines =
    row.po_id === null
      ? []
      : await q.query<WorkOrderDetail['lines'][number]>(
          `select v.name as variant, sum(l.ordered)::int as ordered, sum(l.qr_total)::int as qr_total,
                  sum(l.label_success + l.label_reject)::int as verified
             from purchase_order_lines l join variants v on v.id = l.variant_id
            where l.po_id = $1 group by v.name order by v.name`,
          [row.po_id],
        );
  const { po_date, started_at, completed_at, ...order } = row;
  return {
    ...workOrderOf(order),
    po_date,
    started_at: started_at && iso(started_at),
    completed_at: completed_at && iso(completed_at),
    lines,
  };
}

export async function companyProfile(q: Queryable): Promise<CompanyProfile | undefined> {
  const [row] = await q.query<CompanyProfile & { created_at: Date; updated_at: Date }>(
    `select name, fullname, address, email, phone_number, fax_number, website, logo, logo_alternate, created_at, updated_at
       from company_profile where id = 1`,
  );
  return row && { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

interface ModuleRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  link: string;
  icon: string;
}

/** The whole module tree in menu order (up to two child levels). */
export async function sidebarTree(q: Queryable): Promise<SidebarModule[]> {
  const rows = await q.query<ModuleRow>(
    'select id, parent_id, code, name, link, icon from sidebar_modules order by position, id',
  );
  const node = (r: ModuleRow) => ({ link: r.link, name: r.name, icon: r.icon, code: r.code });
  const childrenOf = (id: number) => rows.filter((r) => r.parent_id === id);
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({
      ...node(top),
      children: childrenOf(top.id).map((child) => ({ ...node(child), children: childrenOf(child.id).map(node) })),
    }));
}
