// Reference data (spec shell-highlights 3 and 7).
import { Type, type Static } from 'typebox';
import { DATE_IN_WINDOW_FORMAT } from './dates';
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

/** An id of a table row (int4): a larger number is a 400, never a database error. */
const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The subject of a new work order's notification (spec 3). */
export const WORK_ORDER_SUBJECT = 'work-order';
/** A work order's status, moved by the label maker's verification scans (issue 15). */
export const WORK_ORDER_STATUSES = ['New', 'In Progress', 'Completed'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/**
 * A work order (spec 3: form_code): the work of printing and verifying the
 * labels of one purchase order, created when the PO is issued (issue 15).
 * Rows older than that have no PO (po_id, no_po and label_maker null, quantities 0).
 */
export const WorkOrder = Type.Object({
  id: Type.Integer(),
  form_code: Type.String(),
  created_at: Type.String(),
  po_id: Type.Union([Type.Integer(), Type.Null()]),
  no_po: Type.Union([Type.String(), Type.Null()]),
  label_maker_id: Type.Union([Type.Integer(), Type.Null()]),
  label_maker: Type.Union([Type.String(), Type.Null()]),
  /** Labels ordered on the PO. */
  ordered: Type.Integer(),
  /** Codes issued: ordered plus the 4 % spare. */
  qr_total: Type.Integer(),
  /** Codes the label maker verified (Success or Reject). */
  verified: Type.Integer(),
  status: literals(WORK_ORDER_STATUSES),
});
export type WorkOrder = Static<typeof WorkOrder>;

/** GET /api/v1/masterData/workorder/detail?wo=CODE */
export const WorkOrderDetailQuery = Type.Object({
  wo: Type.String({ minLength: 1, maxLength: 120, description: 'the work order code (form_code)' }),
});
export type WorkOrderDetailQuery = Static<typeof WorkOrderDetailQuery>;
/** One line of a work order: a variant's quantities and progress. */
export const WorkOrderLine = Type.Object({
  variant: Type.String(),
  ordered: Type.Integer(),
  qr_total: Type.Integer(),
  verified: Type.Integer(),
});
export type WorkOrderLine = Static<typeof WorkOrderLine>;
export const WorkOrderDetail = Type.Object({
  ...WorkOrder.properties,
  po_date: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  started_at: Type.Union([Type.String(), Type.Null()]),
  completed_at: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(WorkOrderLine),
});
export type WorkOrderDetail = Static<typeof WorkOrderDetail>;

/**
 * POST /api/v1/masterData/purchase-order: the QR provider issues a purchase
 * order to a label maker (the codes, their rollups and the work order, in one
 * transaction). A line names its product by part number; its variant is the product's.
 */
export const IssuePurchaseOrderBody = Type.Object({
  no_po: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9][A-Za-z0-9/_.-]*$' }),
  label_maker_id: RowId,
  po_date: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    format: DATE_IN_WINDOW_FORMAT,
    maxLength: 10,
    description: 'YYYY-MM-DD',
  }),
  lines: Type.Array(
    Type.Object({
      part_no: Type.String({
        minLength: 1,
        maxLength: 40,
        description: "the product's part number, e.g. QG-MPX1-0800",
      }),
      bottle_maker_id: RowId,
      oil_maker_id: RowId,
      ordered: Type.Integer({ minimum: 1, maximum: 50_000, description: 'labels ordered; the 4 % spare is added' }),
    }),
    { minItems: 1, maxItems: 10 },
  ),
});
export type IssuePurchaseOrderBody = Static<typeof IssuePurchaseOrderBody>;
export const IssuedPurchaseOrder = Type.Object({
  po_id: Type.Integer(),
  no_po: Type.String(),
  work_order_code: Type.String(),
  qr_total: Type.Integer(),
});
export type IssuedPurchaseOrder = Static<typeof IssuedPurchaseOrder>;
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

/** POST /api/v1/notification/read: marks one of the signed-in user's notifications read. */
export const MarkNotificationReadBody = Type.Object({ id: RowId });
export type MarkNotificationReadBody = Static<typeof MarkNotificationReadBody>;
/** The answer of both mark-read calls: the user's unread count afterwards. */
export const NotificationReadState = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationReadState = Static<typeof NotificationReadState>;

export const ProductCategory = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });
export type ProductCategory = Static<typeof ProductCategory>;
export const RoleFeed = Type.Object({ id: Type.Integer(), name: Type.String() });
export type RoleFeed = Static<typeof RoleFeed>;
