// What the three user-management pages share (issue 13; spec reports-settings
// 2, 5, 8): the form's values as the form holds them, its choices, and the
// calls a page hands to the shared page. The API's shapes are the contract's
// (shared-api); each page's service.ts turns these into its request bodies.
import type { PageRequest, PageResult } from '@qrguard/shared-ui';

/** Which form: its title (New/Edit User Dashboard, User Oil Maker, User Penindakan) and its fields. */
export type UserFormKind = 'dashboard' | 'oilMaker' | 'penindakan';

/** The form's fields as typed; empty means not given. */
export interface UserFormValues {
  /** New users only. */
  username: string;
  /** Type: a role id (as text) on the dashboard form, an app user type on the app forms. */
  type: string | undefined;
  /** 1 ACTIVE, 0 INACTIVE. */
  status: number | undefined;
  /** Product Type: product-category ids. */
  productTypes: number[];
  /** New users only. */
  password: string;
  /** Oil-maker form only: the oil maker code. */
  company: string | undefined;
  /**
   * Dashboard form only: the label maker company (id) of the user, whose work
   * orders a Work Order user sees; required for that role.
   */
  labelMaker?: number | undefined;
}

export const EMPTY_FORM: UserFormValues = {
  username: '',
  type: undefined,
  status: undefined,
  productTypes: [],
  password: '',
  company: undefined,
  labelMaker: undefined,
};

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** The choices of the form's selects. */
export interface UserFormChoices {
  types: Choice<string>[];
  products: Choice<number>[];
  /** Oil-maker form only. */
  companies?: Choice<string>[];
  /** Dashboard form only: the master label-maker list. */
  labelMakers?: Choice<number>[];
}

/** The filters of a user table: the username search (kept in the URL). */
export interface UserListFilters {
  search: string;
}

/** Every user row has these. */
export interface UserRowBase {
  id: number;
  username: string;
}

/** The calls of one user-management page (its service.ts); tests pass stand-ins. */
export interface UserService<Row extends UserRowBase> {
  fetchPage(request: PageRequest, filters: UserListFilters): Promise<PageResult<Row>>;
  /** The choices of the form that do not come from the shared reference lists (roles, product categories). */
  loadChoices(): Promise<Omit<UserFormChoices, 'companies' | 'labelMakers'>>;
  create(values: UserFormValues): Promise<unknown>;
  update(row: Row, values: UserFormValues): Promise<unknown>;
  remove(row: Row): Promise<unknown>;
  /** App pages only: lifts the device lock. */
  resetLock?(row: Row): Promise<unknown>;
}
