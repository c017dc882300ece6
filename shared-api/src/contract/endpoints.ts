// The endpoint table: method, path, who may call it, and the request and
// response schemas. The API registers each route from its entry here (so the
// schema that validates is the schema that types the client), and the client's
// service functions take their types from the same entries.
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, PagedEnvelope } from './envelope';
import {
  CrossClientBody,
  CrossClientCode,
  CrossClientCodeBody,
  LoginBody,
  SessionUser,
  UpdateLanguageBody,
  UpdateProfileBody,
} from './auth';
import {
  BottleMaker,
  CompanyProfile,
  InsuranceCompany,
  LabelMaker,
  MASTER_SORT_KEYS,
  MasterListQuery,
  Notification,
  NotificationEvent,
  OilMaker,
  ProductCategory,
  RoleFeed,
  SidebarModule,
  Variant,
  WorkOrder,
  IssuePurchaseOrderBody,
  IssuedPurchaseOrder,
  MarkNotificationReadBody,
  NotificationReadState,
  WorkOrderDetail,
  WorkOrderDetailQuery,
} from './master';
import { ActivityLogQuery, ActivityRow, PostActivityBody } from './settings';
import { PERMISSIONS } from './permissions';
import {
  AppLoginBody,
  AppSession,
  EnforcementScanBody,
  IngestScanData,
  LabelScanBody,
  OilScanBody,
  ReportData,
  ScanBody,
  ScanData,
} from './ingest';
import {
  BlockQrCodeBody,
  EpcisDocument,
  QrCodeDetail,
  QrCodeEpcisQuery,
  QrCodeIdQuery,
  QrCodeQuery,
  QrCodeRow,
  QrHistoryEvent,
  ResetCustomerScanBody,
  UnblockQrCodeBody,
} from './qrcode';
import { highlightEndpoints } from './highlight';
import { insightEndpoints } from './insight';
import { activityEndpoints } from './activities';
import { reportEndpoints } from './reports';
import { summaryEndpoints } from './summary';
import {
  AppUserQuery,
  AppUserRow,
  CreateDashboardUserBody,
  CreateOilMakerAppUserBody,
  CreatePenindakanAppUserBody,
  DashboardUserQuery,
  DashboardUserRow,
  UpdateDashboardUserBody,
  UpdateOilMakerAppUserBody,
  UpdatePenindakanAppUserBody,
  UserIdParams,
  UserIdQuery,
} from './users';
import { AuditEventRow, AuditTrailQuery } from './audit';
import { endpoint } from './endpoint';
import { photoEndpoints } from './photos';
import { suspectEndpoints } from './suspect';
import { alertEndpoints } from './alerts';

export type { Access, Endpoint } from './endpoint';

export const Health = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ database: Type.String(), ok: Type.Boolean() }),
});

export const endpoints = {
  ...highlightEndpoints, // the highlight dashboards (issue 4): highlight.ts
  ...activityEndpoints, // Customer Activities (issue 11): activities.ts
  ...reportEndpoints, // Report - Consumer, Label Maker, Oil Maker (issue 11): reports.ts
  ...summaryEndpoints, // Summary report (issue 14): summary.ts
  ...insightEndpoints, // Consumer Insight (issue 14): insight.ts
  ...photoEndpoints, // report photos (issue 11): photos.ts
  ...suspectEndpoints, // Report Suspect and the Not Found log (issue 12): suspect.ts
  ...alertEndpoints, // Alert rules by e-mail and webhook (issue 15): alerts.ts
  health: endpoint({ method: 'GET', url: '/health', access: 'public', response: Health }),

  // Sign-in and session (spec shell-highlights 3, 4, 7, 8)
  login: endpoint({
    method: 'POST',
    url: '/api/sso/login',
    access: 'public',
    body: LoginBody,
    response: Envelope(SessionUser),
  }),
  /** A one-time code that signs the current user in to another product's host (auth.ts, CrossClientCodeBody). */
  crossClientCode: endpoint({
    method: 'POST',
    url: '/api/sso/cross-client/code',
    access: 'user',
    body: CrossClientCodeBody,
    response: Envelope(CrossClientCode),
  }),
  /** Exchanges a one-time code from another product for a session here. */
  crossClient: endpoint({
    method: 'POST',
    url: '/api/sso/cross-client',
    access: 'public',
    body: CrossClientBody,
    response: Envelope(SessionUser),
  }),
  updateProfile: endpoint({
    method: 'POST',
    url: '/api/auth/update-profile',
    access: 'user',
    body: UpdateProfileBody,
    response: Envelope(SessionUser),
  }),
  /** The language the signed-in user reads the dashboard in (issue 10), kept with the user. */
  updateLanguage: endpoint({
    method: 'PUT',
    url: '/api/auth/language',
    access: 'user',
    body: UpdateLanguageBody,
    response: Envelope(UpdateLanguageBody),
  }),

  // Reference data
  variants: endpoint({
    method: 'GET',
    url: '/api/master/variants',
    access: 'user',
    querystring: MasterListQuery(MASTER_SORT_KEYS.variants),
    response: Envelope(Type.Array(Variant)),
  }),
  oilMakers: endpoint({
    method: 'GET',
    url: '/api/master/oilmaker',
    access: 'user',
    querystring: MasterListQuery(MASTER_SORT_KEYS.oil_makers),
    response: Envelope(Type.Array(OilMaker)),
  }),
  labelMakers: endpoint({
    method: 'GET',
    url: '/api/master/labelmaker',
    access: 'user',
    querystring: MasterListQuery(MASTER_SORT_KEYS.label_makers),
    response: Envelope(Type.Array(LabelMaker)),
  }),
  bottleMakers: endpoint({
    method: 'GET',
    url: '/api/master/bottlemaker',
    access: 'user',
    querystring: MasterListQuery(MASTER_SORT_KEYS.bottle_makers),
    response: Envelope(Type.Array(BottleMaker)),
  }),
  companyProfile: endpoint({
    method: 'GET',
    url: '/api/v1/company_profile',
    access: 'user',
    response: Envelope(CompanyProfile),
  }),
  sidebar: endpoint({
    method: 'GET',
    url: '/api/v1/masterData/sidebar',
    access: 'user',
    response: Envelope(Type.Array(SidebarModule)),
  }),
  workOrders: endpoint({
    method: 'GET',
    url: '/api/v1/masterData/workorder',
    access: PERMISSIONS.workOrder,
    querystring: MasterListQuery(MASTER_SORT_KEYS.work_orders),
    response: Envelope(Type.Array(WorkOrder)),
  }),
  /** Issue 15: one work order with its lines and progress; a role-2 user reads only its company's (404 otherwise). */
  workOrderDetail: endpoint({
    method: 'GET',
    url: '/api/v1/masterData/workorder/detail',
    access: PERMISSIONS.workOrder,
    querystring: WorkOrderDetailQuery,
    response: Envelope(WorkOrderDetail),
  }),
  /** Issue 15: the QR provider issues a PO to a label maker; its work order is created with it. */
  issuePurchaseOrder: endpoint({
    method: 'POST',
    url: '/api/v1/masterData/purchase-order',
    access: 'superAdmin',
    body: IssuePurchaseOrderBody,
    response: Envelope(IssuedPurchaseOrder),
  }),
  insuranceCompanies: endpoint({
    method: 'GET',
    url: '/api/v1/insurance/company',
    access: 'user',
    querystring: MasterListQuery(MASTER_SORT_KEYS.insurance_companies),
    response: Envelope(Type.Array(InsuranceCompany)),
  }),
  notifications: endpoint({
    method: 'GET',
    url: '/api/v1/notification',
    access: 'user',
    response: Envelope(Type.Array(Notification)),
  }),
  /** Issue 15: read state kept per user by the API, so every browser of the user agrees. */
  markNotificationRead: endpoint({
    method: 'POST',
    url: '/api/v1/notification/read',
    access: 'user',
    body: MarkNotificationReadBody,
    response: Envelope(NotificationReadState),
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    url: '/api/v1/notification/read-all',
    access: 'user',
    body: Type.Object({}),
    response: Envelope(NotificationReadState),
  }),
  /** Server-sent events, not JSON: `response` is the data of each `notification` event. */
  notificationStream: endpoint({
    method: 'GET',
    url: '/api/v1/notification/stream',
    access: 'user',
    response: NotificationEvent,
  }),
  productCategories: endpoint({
    method: 'GET',
    url: '/api/admin/feeds/product-category',
    access: 'user',
    response: Envelope(Type.Array(ProductCategory)),
  }),
  roles: endpoint({
    method: 'GET',
    url: '/api/admin/feeds/roles',
    access: 'user',
    response: Envelope(Type.Array(RoleFeed)),
  }),

  // Activity log (spec reports-settings 2, 7)
  postActivity: endpoint({
    method: 'POST',
    url: '/api/settings/post-activity',
    access: 'user',
    body: PostActivityBody,
    response: Envelope(Type.Null()),
  }),
  activityLog: endpoint({
    method: 'GET',
    url: '/api/settings/log-dashboard-activity',
    access: PERMISSIONS.logActivity,
    querystring: ActivityLogQuery,
    response: PagedEnvelope(ActivityRow),
  }),

  // ---- User management (issue 13; spec reports-settings 2, 5, 6, 7) ----
  // Dashboard users: read with the Dashboard User permission; every write by a super administrator only
  // (a write could hand out role 1). The product-category and roles feeds above fill the form.
  dashboardUsers: endpoint({
    method: 'GET',
    url: '/api/admin/user',
    access: PERMISSIONS.userDashboard,
    querystring: DashboardUserQuery,
    response: PagedEnvelope(DashboardUserRow),
  }),
  createDashboardUser: endpoint({
    method: 'POST',
    url: '/api/admin/user',
    access: 'superAdmin',
    body: CreateDashboardUserBody,
    response: Envelope(DashboardUserRow),
  }),
  updateDashboardUser: endpoint({
    method: 'PUT',
    url: '/api/admin/user/:id',
    access: 'superAdmin',
    params: UserIdParams,
    body: UpdateDashboardUserBody,
    response: Envelope(DashboardUserRow),
  }),
  /** Soft delete: the account is gone for sign-in and lists, its sessions end; audit and activity rows keep it. */
  deleteDashboardUser: endpoint({
    method: 'DELETE',
    url: '/api/user/deleteUserDashboard',
    access: 'superAdmin',
    querystring: UserIdQuery,
    response: Envelope(Type.Null()),
  }),
  // Oil-maker app accounts
  oilMakerAppUsers: endpoint({
    method: 'GET',
    url: '/api/settings/userOilmakerList',
    access: PERMISSIONS.userOilMakerApp,
    querystring: AppUserQuery,
    response: PagedEnvelope(AppUserRow),
  }),
  createOilMakerAppUser: endpoint({
    method: 'POST',
    url: '/api/settings/userOilmakerRegister',
    access: PERMISSIONS.userOilMakerApp,
    body: CreateOilMakerAppUserBody,
    response: Envelope(AppUserRow),
  }),
  updateOilMakerAppUser: endpoint({
    method: 'PUT',
    url: '/api/settings/updateUserOilmaker',
    access: PERMISSIONS.userOilMakerApp,
    body: UpdateOilMakerAppUserBody,
    response: Envelope(AppUserRow),
  }),
  deleteOilMakerAppUser: endpoint({
    method: 'DELETE',
    url: '/api/settings/deleteUserOilmaker',
    access: PERMISSIONS.userOilMakerApp,
    querystring: UserIdQuery,
    response: Envelope(Type.Null()),
  }),
  /** Lifts the device lock: the next device to sign in (POST /api/app/login) takes it. */
  resetOilMakerDeviceLock: endpoint({
    method: 'POST',
    url: '/api/settings/userOilmaker/:id/device-lock/reset',
    access: PERMISSIONS.userOilMakerApp,
    params: UserIdParams,
    response: Envelope(AppUserRow),
  }),
  // Penindakan app accounts (the paths keep the original's "main dealer" naming)
  penindakanAppUsers: endpoint({
    method: 'GET',
    url: '/api/settings/userMaindealerList',
    access: PERMISSIONS.userPenindakanApp,
    querystring: AppUserQuery,
    response: PagedEnvelope(AppUserRow),
  }),
  createPenindakanAppUser: endpoint({
    method: 'POST',
    url: '/api/settings/userMaindealerRegister',
    access: PERMISSIONS.userPenindakanApp,
    body: CreatePenindakanAppUserBody,
    response: Envelope(AppUserRow),
  }),
  updatePenindakanAppUser: endpoint({
    method: 'PUT',
    url: '/api/settings/updateUserMaindealer',
    access: PERMISSIONS.userPenindakanApp,
    body: UpdatePenindakanAppUserBody,
    response: Envelope(AppUserRow),
  }),
  deletePenindakanAppUser: endpoint({
    method: 'DELETE',
    url: '/api/settings/deleteUserMaindealer',
    access: PERMISSIONS.userPenindakanApp,
    querystring: UserIdQuery,
    response: Envelope(Type.Null()),
  }),
  resetPenindakanDeviceLock: endpoint({
    method: 'POST',
    url: '/api/settings/userMaindealer/:id/device-lock/reset',
    access: PERMISSIONS.userPenindakanApp,
    params: UserIdParams,
    response: Envelope(AppUserRow),
  }),

  // ---- Audit trail (issue 13): every administrative write, newest first ----
  auditTrail: endpoint({
    method: 'GET',
    url: '/api/settings/audit-trail',
    access: PERMISSIONS.auditTrail,
    querystring: AuditTrailQuery,
    response: PagedEnvelope(AuditEventRow),
  }),

  // ---- Data engine (issue 3): ingestion from the apps and the scan page, and the QR code reads ----
  appLogin: endpoint({
    method: 'POST',
    url: '/api/app/login',
    access: 'public',
    body: AppLoginBody,
    response: Envelope(AppSession),
  }),
  labelScan: endpoint({
    method: 'POST',
    url: '/api/ingest/label-scan',
    access: 'station',
    body: LabelScanBody,
    response: Envelope(IngestScanData),
  }),
  oilScan: endpoint({
    method: 'POST',
    url: '/api/ingest/oil-scan',
    access: 'app:oilmaker',
    body: OilScanBody,
    response: Envelope(IngestScanData),
  }),
  enforcementScan: endpoint({
    method: 'POST',
    url: '/api/ingest/enforcement-scan',
    access: 'app:penindakan',
    body: EnforcementScanBody,
    response: Envelope(ScanData),
  }),
  /** Public, rate-limited per client address. */
  scan: endpoint({ method: 'POST', url: '/api/scan', access: 'public', body: ScanBody, response: Envelope(ScanData) }),
  /** Public, rate-limited; multipart/form-data with the fields of ReportFields and an optional file `photo`. */
  scanReport: endpoint({ method: 'POST', url: '/api/scan/report', access: 'public', response: Envelope(ReportData) }),
  qrCodes: endpoint({
    method: 'GET',
    url: '/api/reports/qrcode',
    access: PERMISSIONS.reportQrCode,
    querystring: QrCodeQuery,
    response: PagedEnvelope(QrCodeRow),
  }),
  /** A list of exactly one record (the client checks that). */
  qrCodeDetails: endpoint({
    method: 'GET',
    url: '/api/reports/qrcode/details',
    access: PERMISSIONS.reportQrCode,
    querystring: QrCodeIdQuery,
    response: Envelope(Type.Array(QrCodeDetail)),
  }),
  qrCodeHistory: endpoint({
    method: 'GET',
    url: '/api/reports/qrcode/history',
    access: PERMISSIONS.reportQrCode,
    querystring: QrCodeIdQuery,
    response: Envelope(Type.Array(QrHistoryEvent)),
  }),
  /**
   * Issue 12: the code's (`id`) or a PO's (`po`) life as an EPCIS 2.0 JSON-LD document,
   * streamed as `application/ld+json` (not the JSON envelope; `response` documents the body).
   */
  qrCodeEpcis: endpoint({
    method: 'GET',
    url: '/api/reports/qrcode/epcis',
    access: PERMISSIONS.reportQrCode,
    querystring: QrCodeEpcisQuery,
    response: EpcisDocument,
  }),
  /** A write: its own right, which reading the QR Code report (REPORT_QRCODE) does not give. */
  resetCustomerScan: endpoint({
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    access: PERMISSIONS.resetCustomerScan,
    body: ResetCustomerScanBody,
    response: Envelope(Type.Null()),
  }),
  /** Issue 12 (beyond the original): a write with its own right, QRCODE_BLOCK. */
  blockQrCode: endpoint({
    method: 'POST',
    url: '/api/reports/qrcode/block',
    access: PERMISSIONS.blockQrCode,
    body: BlockQrCodeBody,
    response: Envelope(Type.Null()),
  }),
  unblockQrCode: endpoint({
    method: 'POST',
    url: '/api/reports/qrcode/unblock',
    access: PERMISSIONS.blockQrCode,
    body: UnblockQrCodeBody,
    response: Envelope(Type.Null()),
  }),
} as const;

export type Endpoints = typeof endpoints;
/** The success body of an endpoint. */
export type ResponseOf<K extends keyof Endpoints> = Static<Endpoints[K]['response']>;
/** The JSON body an endpoint takes. */
export type BodyOf<K extends keyof Endpoints> = Endpoints[K] extends { body: infer B extends TSchema }
  ? Static<B>
  : never;
/** The path parameters an endpoint takes. */
export type ParamsOf<K extends keyof Endpoints> = Endpoints[K] extends { params: infer P extends TSchema }
  ? Static<P>
  : never;
/** The query string an endpoint takes. */
export type QueryOf<K extends keyof Endpoints> = Endpoints[K] extends { querystring: infer Q extends TSchema }
  ? Static<Q>
  : never;
