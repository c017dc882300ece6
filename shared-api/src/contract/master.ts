// Reference data (spec shell-highlights 3 and 7).
import { Type, type Static } from 'typebox';
import { literals } from './literals';

/** A reference list: every row at once (small lists), sorted by one of its own columns. */
export const MasterListQuery = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  Type.Object({
    pagination: Type.Optional(Type.Boolean()),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
    by: Type.Optional(literals(sortKeys)),
  });
/** The sort keys of each reference list (the API maps each to its SQL column). */
export const MASTER_SORT_KEYS = {
  variants: ['id', 'name'],
  oil_makers: ['id', 'code', 'name'],
  label_makers: ['id', 'name'],
  bottle_makers: ['id', 'name'],
  insurance_companies: ['id', 'name'],
  work_orders: ['id', 'form_code', 'created_at'],
} as const;
export type MasterListQuery = Static<ReturnType<typeof MasterListQuery>>;

export const Variant = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Variant = Static<typeof Variant>;
/** Shown as "code - name". */
export const OilMaker = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type OilMaker = Static<typeof OilMaker>;
export const LabelMaker = Type.Object({ id: Type.Integer(), name: Type.String() });
export type LabelMaker = Static<typeof LabelMaker>;
export const BottleMaker = Type.Object({ id: Type.Integer(), name: Type.String() });
export type BottleMaker = Static<typeof BottleMaker>;

export const CompanyProfile = Type.Object({
  name: Type.String(),
  fullname: Type.String(),
  address: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  fax_number: Type.String(),
  website: Type.String(),
  logo: Type.String(),
  logo_alternate: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type CompanyProfile = Static<typeof CompanyProfile>;

const moduleFields = {
  link: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  code: Type.String(),
};
export const SidebarLeaf = Type.Object(moduleFields);
export const SidebarChild = Type.Object({ ...moduleFields, children: Type.Array(SidebarLeaf) });
/** A sidebar module with up to two child levels. */
export const SidebarModule = Type.Object({ ...moduleFields, children: Type.Array(SidebarChild) });
export type SidebarLeaf = Static<typeof SidebarLeaf>;
export type SidebarChild = Static<typeof SidebarChild>;
export type SidebarModule = Static<typeof SidebarModule>;

export const WorkOrder = Type.Object({ id: Type.Integer(), form_code: Type.String(), created_at: Type.String() });
export type WorkOrder = Static<typeof WorkOrder>;
export const InsuranceCompany = Type.Object({ id: Type.Integer(), name: Type.String() });
export type InsuranceCompany = Static<typeof InsuranceCompany>;

export const Notification = Type.Object({
  id: Type.Integer(),
  subject: Type.String({ description: 'work-order, estimation or PO Sparepart' }),
  message: Type.String(),
  data: Type.Object({ created_at: Type.String(), work_order_code: Type.Union([Type.String(), Type.Null()]) }),
  step_data: Type.Object({ icon: Type.String() }),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

/**
 * One event of GET /api/v1/notification/stream (text/event-stream, event name
 * `notification`, this JSON as its data): new notifications were committed for
 * some users. The stream says that something arrived, not for whom: a client
 * refetches its own list (GET /api/v1/notification), which the permissions
 * decide.
 */
export const NotificationEvent = Type.Object({
  subject: Type.String({ description: 'e.g. "Suspect QR"' }),
  count: Type.Integer({ minimum: 1, description: 'how many notifications (per recipient) the batch raised' }),
});
export type NotificationEvent = Static<typeof NotificationEvent>;

export const ProductCategory = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });
export type ProductCategory = Static<typeof ProductCategory>;
export const RoleFeed = Type.Object({ id: Type.Integer(), name: Type.String() });
export type RoleFeed = Static<typeof RoleFeed>;
