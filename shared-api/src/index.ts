// @qrguard/shared-api: the API contract's types, the one authenticated client,
// the session state and one service function per endpoint. A federation
// singleton: the host and every remote share this module instance.
//
// Only `import type` from the contract here (apart from permissions.ts, which
// has no typebox import): the schemas stay out of the browser bundle.
export type * from './contract';
export { PERMISSIONS, ROLE_SUPER_ADMIN, ROLE_WORK_ORDER } from './contract/permissions';

export { api, configureApi, getApiBase, setUnauthorizedHandler } from './client';
export { ApiError, errorMessage } from './errors';
export { addDayBounds } from './dates';
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
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
  loginWithCrossClientToken,
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
