// Reference lists, the company profile and the sidebar tree.
import type { CompanyProfile, MASTER_SORT_KEYS, SidebarModule } from '@qrguard/shared-api/contract';
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
  work_orders: { id: 'id', form_code: 'lower(form_code)', created_at: 'created_at' },
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

/** Newest first unless asked otherwise: the list exists to find recent work orders. */
export async function listWorkOrders(q: Queryable, sort: Sort) {
  const rows = await q.query<{ id: number; form_code: string; created_at: Date }>(
    `select id, form_code, created_at from work_orders order by ${orderBy(LIST_COLUMNS.work_orders, sort, { by: 'created_at', order: 'DESC' })}`,
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
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
