// @qrguard/shared-api: the API contract's types, the one authenticated client,
// the session state and one service function per endpoint. A federation
// singleton: the host and every remote share this module instance.
//
// Only `import type` from the contract here (apart from permissions.ts and
// access.ts, which have no typebox import): the schemas stay out of the browser bundle.
export type * from './contract';
export { PERMISSIONS, ROLE_SUPER_ADMIN, ROLE_WORK_ORDER } from './contract/permissions';
// Values of user management and the audit trail (no typebox in it): the pages offer and show the same words.
export {
  USER_STATUS,
  userStatusLabel,
  OIL_MAKER_APP_USER_TYPES,
  PENINDAKAN_APP_USER_TYPES,
  DEVICE_LOCK_VALUES,
  USERNAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_FORM_MESSAGES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
} from './contract/user-values';
export { userFormFailures } from './contract/user-form';
// The reports' value lists (no typebox in it): the pages' filters offer what the API accepts.
export { REPORT_CASE_STATUSES, LABEL_SCAN_RESULT_VALUES, OIL_SCAN_RESULT_VALUES } from './contract/report-values';
// The map's reference cities (issue 11; no typebox in it): the map groups points by them when Google Maps is unavailable.
export { KNOWN_CITIES, distanceKm, nearestCity, type KnownCity } from './contract/cities';
// The export's limits (no typebox in it): the browser's export and the API cap alike.
export { EXPORT_ROW_CAP, EXPORT_PAGE_LIMIT } from './contract/export';
export { holderOf, landingPath, mayOpen, mayOpenPage, pageAccess, PAGES, visibleMenu } from './contract/access';
// Report Suspect and the Not Found log's value lists (issue 12; no typebox in it).
export {
  NOT_FOUND_PAGE_SIZE,
  NOT_FOUND_SORT_KEYS,
  SUSPECT_DETAIL_MAX_SCANS,
  SUSPECT_REASON_VALUES,
  SUSPECT_SORT_KEYS,
} from './contract/suspect-values';

export { api, configureApi, getApiBase, setUnauthorizedHandler } from './client';
export { ApiError, errorMessage } from './errors';
export { addDayBounds } from './dates';
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  currentProduct,
  contrastRatio,
  underPath,
  type RuntimeConfig,
  type ProductConfig,
  type ProductApp,
  type RemoteKey,
} from './config';

export {
  store,
  sessionAtom,
  rememberAtom,
  setSession,
  filterListsAtom,
  modulesAtom,
  lastDataAtom,
  EMPTY_FILTER_LISTS,
  type FilterLists,
} from './session/state';
export {
  login,
  loginWithCrossClientCode,
  logout,
  isTokenExpired,
  loadFilterLists,
  ensureFilterLists,
} from './session/actions';
export { useSession, useFilterLists } from './session/hooks';

export * from './services/auth';
export * from './services/master';
export * from './services/settings';
export * from './services/highlight';
export * from './services/qrcode';
export * from './services/users';
export * from './services/audit';
export * from './services/activities';
export * from './services/reports';
export * from './services/summary';
export * from './services/insight';
export * from './services/photos';
export * from './services/suspect';
export * from './services/alerts';
