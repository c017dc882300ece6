// Seeding, idempotent. What the code defines (permissions, roles, sidebar) is
// written at every start; the starting reference lists once per database (so
// admins' edits survive); demo data (users admin/admin, workorder/workorder of the label maker
// Cahaya, workorder.menara/workorder of Menara, viewer/viewer) is written once per database, only when asked.
// Work orders and their notifications come from the demo's POs (issue 15).
import { PERMISSIONS, ROLE_SUPER_ADMIN, ROLE_WORK_ORDER } from '@qrguard/shared-api/contract';
import { createUser, findUserByUsername } from '../modules/users/queries';
import {
  BOTTLE_MAKERS,
  COMPANY_PROFILE,
  INSURANCE_COMPANIES,
  LABEL_MAKERS,
  OIL_MAKERS,
  PERMISSION_NAMES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_OIL,
  ROLES,
  ROLE_PERMISSIONS,
  ROLE_VIEWER,
  SIDEBAR,
  VARIANTS,
  VARIANT_GTINS,
  type ModuleNode,
} from './reference-data';
import type { Db, Queryable } from './types';

const SEED_LOCK_KEY = 0x71726773; // "qrgs"
const DEMO_MARKER = 'demo_seeded_at';
const LISTS_MARKER = 'reference_lists_seeded_at';
const DEMO_USER_MANAGEMENT_MARKER = 'demo_user_management_seeded_at';
const DEMO_WORK_ORDER_MARKER = 'demo_work_order_users_seeded_at';

async function marked(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('select 1 from app_state where key = $1', [key])).length > 0;
}

async function mark(q: Queryable, key: string): Promise<void> {
  await q.query('insert into app_state (key, value) values ($1, $2) on conflict (key) do nothing', [
    key,
    new Date().toISOString(),
  ]);
}

/** After rows were inserted with explicit ids, move the identity past them. */
async function syncIdentity(q: Queryable, table: string): Promise<void> {
  await q.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
}

async function insertNames(q: Queryable, table: string, names: readonly string[]): Promise<void> {
  for (const name of names) await q.query(`insert into ${table} (name) values ($1) on conflict do nothing`, [name]);
}

async function upsertModules(q: Queryable, nodes: ModuleNode[], parentId: number | null): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    const [row] = await q.query<{ id: number }>(
      `insert into sidebar_modules (parent_id, code, name, link, icon, position)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (code) do update set parent_id = excluded.parent_id, name = excluded.name,
         link = excluded.link, icon = excluded.icon, position = excluded.position
       returning id`,
      [parentId, node.code, node.name, node.link, node.icon, position],
    );
    if (node.children) await upsertModules(q, node.children, row!.id);
  }
}

/**
 * What the code defines: permissions, built-in roles and the sidebar. Written at
 * every start, so a new version's modules appear without a manual step.
 */
export async function seedStructure(q: Queryable): Promise<void> {
  for (const [code, name] of Object.entries(PERMISSION_NAMES)) {
    await q.query(
      'insert into permissions (code, name) values ($1, $2) on conflict (code) do update set name = excluded.name',
      [code, name],
    );
  }
  for (const role of ROLES)
    await q.query('insert into roles (id, name) values ($1, $2) on conflict do nothing', [role.id, role.name]);
  await syncIdentity(q, 'roles');
  await upsertModules(q, SIDEBAR, null);
}

/**
 * The starting content of the lists admins maintain (variants, makers, insurers,
 * products, company profile, built-in role permissions). Written once per
 * database, so a renamed or removed entry is not brought back at the next start.
 */
export async function seedLists(q: Queryable): Promise<boolean> {
  if (await marked(q, LISTS_MARKER)) return false;
  for (const [roleId, codes] of Object.entries(ROLE_PERMISSIONS)) {
    for (const code of codes) {
      await q.query('insert into role_permissions (role_id, permission_code) values ($1, $2) on conflict do nothing', [
        Number(roleId),
        code,
      ]);
    }
  }
  for (const pc of PRODUCT_CATEGORIES) {
    await q.query('insert into product_categories (id, name, url) values ($1, $2, $3) on conflict do nothing', [
      pc.id,
      pc.name,
      pc.url,
    ]);
  }
  await syncIdentity(q, 'product_categories');
  await insertNames(q, 'variants', VARIANTS);
  for (const om of OIL_MAKERS)
    await q.query('insert into oil_makers (code, name) values ($1, $2) on conflict do nothing', [om.code, om.name]);
  await insertNames(q, 'label_makers', LABEL_MAKERS);
  await insertNames(q, 'bottle_makers', BOTTLE_MAKERS);
  await insertNames(q, 'insurance_companies', INSURANCE_COMPANIES);
  await q.query(
    `insert into company_profile (id, name, fullname, address) values (1, $1, $2, $3) on conflict do nothing`,
    [COMPANY_PROFILE.name, COMPANY_PROFILE.fullname, COMPANY_PROFILE.address],
  );
  await mark(q, LISTS_MARKER);
  return true;
}

const DEMO_USERS = [
  {
    username: 'admin',
    password: 'admin',
    display_name: 'Administrator',
    fullname: 'Demo Administrator',
    roleIds: [ROLE_SUPER_ADMIN],
    productCategoryIds: [1, 2, 3],
  },
  {
    username: 'workorder',
    password: 'workorder',
    display_name: 'Work Order',
    fullname: 'Demo Work Order Officer',
    roleIds: [ROLE_WORK_ORDER],
    productCategoryIds: [PRODUCT_CATEGORY_OIL],
  },
  {
    username: 'viewer',
    password: 'viewer',
    display_name: 'Viewer',
    fullname: 'Demo Highlight Viewer',
    roleIds: [ROLE_VIEWER],
    productCategoryIds: [PRODUCT_CATEGORY_OIL],
  },
];

/** Demo rows: three users showing the three sidebar rules. Returns false when already seeded. */
export async function seedDemo(q: Queryable): Promise<boolean> {
  if (await marked(q, DEMO_MARKER)) return false;
  for (const user of DEMO_USERS) {
    if (!(await findUserByUsername(q, user.username))) await createUser(q, user);
  }
  // Work orders and their notifications are real (issue 15): issuing a PO makes them, the demo's POs
  // too (modules/ingest/issue.ts); the work-order users' companies: seedDemoWorkOrderUsers.
  await mark(q, DEMO_MARKER);
  return true;
}

/**
 * The demo's work-order users (issue 15), each of a label maker: workorder
 * (Cahaya) and workorder.menara (Menara), password "workorder". Told of their
 * company's new work orders, they see only those. Its own marker, so a
 * database seeded before issue 15 gets them too.
 */
export async function seedDemoWorkOrderUsers(q: Queryable): Promise<boolean> {
  if (await marked(q, DEMO_WORK_ORDER_MARKER)) return false;
  const users = [
    { username: 'workorder', labelMaker: 'Cahaya', fullname: 'Demo Work Order Officer' },
    { username: 'workorder.menara', labelMaker: 'Menara', fullname: 'Demo Work Order Officer (Menara)' },
  ];
  for (const u of users) {
    const id =
      (await findUserByUsername(q, u.username))?.id ??
      (await createUser(q, {
        username: u.username,
        password: 'workorder',
        display_name: `Work Order ${u.labelMaker}`,
        fullname: u.fullname,
        roleIds: [ROLE_WORK_ORDER],
        productCategoryIds: [PRODUCT_CATEGORY_OIL],
      }));
    await q.query(
      'update users set label_maker_id = (select id from label_makers where name = $2) where id = $1 and label_maker_id is null',
      [id, u.labelMaker],
    );
  }
  await mark(q, DEMO_WORK_ORDER_MARKER);
  return true;
}

/** A demo role that manages the apps' accounts and reads the dashboard's users, without being a super admin. */
export const DEMO_USER_MANAGER_ROLE = 'User Manager';
const DEMO_USER_MANAGER_PERMISSIONS = [
  PERMISSIONS.settings,
  PERMISSIONS.userManagement,
  PERMISSIONS.userDashboard,
  PERMISSIONS.userOilMakerApp,
  PERMISSIONS.userPenindakanApp,
];

/**
 * More demo users for the User Management pages (issue 13): several roles, a
 * second super admin, an inactive account. Its own marker, so a database
 * seeded before these existed gets them too. (The apps' demo accounts, some
 * with a device lock set, come with the demo programme: demo/users.ts.)
 */
export async function seedDemoUserManagement(q: Queryable): Promise<boolean> {
  if (await marked(q, DEMO_USER_MANAGEMENT_MARKER)) return false;
  await q.query('insert into roles (name) values ($1) on conflict (name) do nothing', [DEMO_USER_MANAGER_ROLE]);
  const [role] = await q.query<{ id: number }>('select id from roles where name = $1', [DEMO_USER_MANAGER_ROLE]);
  for (const code of DEMO_USER_MANAGER_PERMISSIONS) {
    await q.query('insert into role_permissions (role_id, permission_code) values ($1, $2) on conflict do nothing', [
      role!.id,
      code,
    ]);
  }
  const users = [
    { username: 'supervisor', fullname: 'Demo Programme Supervisor', roleIds: [ROLE_SUPER_ADMIN], products: [1, 2, 3] },
    { username: 'usermanager', fullname: 'Demo User Manager', roleIds: [role!.id], products: [PRODUCT_CATEGORY_OIL] },
    { username: 'analyst', fullname: 'Demo Analyst', roleIds: [ROLE_VIEWER], products: [PRODUCT_CATEGORY_OIL, 3] },
    { username: 'former.staff', fullname: 'Demo Former Staff', roleIds: [ROLE_VIEWER], products: [1], status: 0 },
  ];
  for (const u of users) {
    if (await findUserByUsername(q, u.username)) continue;
    await createUser(q, {
      username: u.username,
      password: u.username,
      display_name: u.fullname.replace(/^Demo /, ''),
      fullname: u.fullname,
      status: u.status ?? 1,
      roleIds: u.roleIds,
      productCategoryIds: u.products,
    });
  }
  await mark(q, DEMO_USER_MANAGEMENT_MARKER);
  return true;
}

/**
 * The GTINs of the starting variants (issue 12), at every start: a database
 * seeded before migration 340 gets them too. Only where a variant has none,
 * so a GTIN set otherwise is kept.
 */
export async function seedVariantGtins(q: Queryable): Promise<void> {
  for (const [name, gtin] of Object.entries(VARIANT_GTINS))
    await q.query(
      'update variants set gtin = $2 where name = $1 and gtin is null and not exists (select 1 from variants where gtin = $2)',
      [name, gtin],
    );
}

export interface SeedResult {
  demoSeeded: boolean;
}

/** Reference data always; demo data when `demo`. One transaction, serialised across instances. */
export function seed(db: Db, { demo }: { demo: boolean }): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await seedStructure(tx);
    await seedLists(tx);
    await seedVariantGtins(tx);
    const demoSeeded = demo ? await seedDemo(tx) : false;
    if (demo) await seedDemoUserManagement(tx);
    if (demo) await seedDemoWorkOrderUsers(tx);
    return { demoSeeded };
  });
}
