// The endpoint table: method, path, who may call it, and the request and
// response schemas. The API registers each route from its entry here (so the
// schema that validates is the schema that types the client), and the client's
// service functions take their types from the same entries.
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, PagedEnvelope } from './envelope';
import { CrossClientBody, LoginBody, SessionUser, UpdateProfileBody } from './auth';
import {
  BottleMaker,
  CompanyProfile,
  InsuranceCompany,
  LabelMaker,
  MasterListQuery,
  Notification,
  NotificationEvent,
  OilMaker,
  ProductCategory,
  RoleFeed,
  SidebarModule,
  Variant,
  WorkOrder,
} from './master';
import { ActivityLogQuery, ActivityRow, PostActivityBody } from './settings';
import { PERMISSIONS, type PermissionCode } from './permissions';
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
  type DeviceAccess,
} from './ingest';
import { QrCodeDetail, QrCodeIdQuery, QrCodeQuery, QrCodeRow, QrHistoryEvent, ResetCustomerScanBody } from './qrcode';
import { highlightEndpoints } from './highlight';

/**
 * 'public': no token; 'user': any signed-in user; a code: users holding that permission (super admins hold all);
 * a DeviceAccess: a label maker's station key or a mobile-app token (ingest.ts).
 */
export type Access = 'public' | 'user' | PermissionCode | DeviceAccess;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
}

const endpoint = <E extends Endpoint>(e: E) => e;

export const Health = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ database: Type.String(), ok: Type.Boolean() }),
});

export const endpoints = {
  ...highlightEndpoints, // the highlight dashboards (issue 4): highlight.ts
  health: endpoint({ method: 'GET', url: '/health', access: 'public', response: Health }),

  // Sign-in and session (spec shell-highlights 3, 4, 7, 8)
  login: endpoint({
    method: 'POST',
    url: '/api/sso/login',
    access: 'public',
    body: LoginBody,
    response: Envelope(SessionUser),
  }),
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

  // Reference data
  variants: endpoint({
    method: 'GET',
    url: '/api/master/variants',
    access: 'user',
    querystring: MasterListQuery,
    response: Envelope(Type.Array(Variant)),
  }),
  oilMakers: endpoint({
    method: 'GET',
    url: '/api/master/oilmaker',
    access: 'user',
    querystring: MasterListQuery,
    response: Envelope(Type.Array(OilMaker)),
  }),
  labelMakers: endpoint({
    method: 'GET',
    url: '/api/master/labelmaker',
    access: 'user',
    querystring: MasterListQuery,
    response: Envelope(Type.Array(LabelMaker)),
  }),
  bottleMakers: endpoint({
    method: 'GET',
    url: '/api/master/bottlemaker',
    access: 'user',
    querystring: MasterListQuery,
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
    access: 'user',
    querystring: MasterListQuery,
    response: Envelope(Type.Array(WorkOrder)),
  }),
  insuranceCompanies: endpoint({
    method: 'GET',
    url: '/api/v1/insurance/company',
    access: 'user',
    querystring: MasterListQuery,
    response: Envelope(Type.Array(InsuranceCompany)),
  }),
  notifications: endpoint({
    method: 'GET',
    url: '/api/v1/notification',
    access: 'user',
    response: Envelope(Type.Array(Notification)),
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
  resetCustomerScan: endpoint({
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    access: PERMISSIONS.reportQrCode,
    body: ResetCustomerScanBody,
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
/** The query string an endpoint takes. */
export type QueryOf<K extends keyof Endpoints> = Endpoints[K] extends { querystring: infer Q extends TSchema }
  ? Static<Q>
  : never;
