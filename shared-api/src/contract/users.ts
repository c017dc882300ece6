// User management (spec reports-settings 2, 3, 5, 6, 7): the dashboard's users
// and the accounts of the two mobile apps (oil maker, Penindakan).
//
// The form's fields are optional in the request schemas on purpose: the schema
// checks types and bounds, and the API then checks the form's rules together
// (required fields, password length, unknown role or company) and answers one
// 400 whose `details` list EVERY failing field in the spec's words
// (USER_FORM_MESSAGES), instead of stopping at the first missing one. An empty
// string or an empty list counts as not given.
import { Type, type Static } from 'typebox';
import { pageQueryFields } from './envelope';
import { literals } from './literals';
import { Role } from './auth';
import {
  DEVICE_LOCK_VALUES,
  OIL_MAKER_APP_USER_TYPES,
  PASSWORD_MAX_LENGTH,
  PENINDAKAN_APP_USER_TYPES,
  USERNAME_MAX_LENGTH,
} from './user-values';

export * from './user-values';
export * from './user-form';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** 1 ACTIVE, 0 INACTIVE (spec reports-settings 9). */
export const UserStatus = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 ACTIVE, 0 INACTIVE' });

const Username = Type.String({
  maxLength: USERNAME_MAX_LENGTH,
  description: 'required; no spaces; unique per kind of user (any case)',
});
const Password = Type.String({
  maxLength: PASSWORD_MAX_LENGTH,
  description: 'at least 8 characters (checked with the other form rules)',
});
const ProductCategoryIds = Type.Array(Id, {
  maxItems: 100,
  description: 'Product Type: ids of the product-category feed; at least one',
});
/** The fields of every user form (Status, Product Type); each form adds its Type (a role or an app type). */
const formFields = {
  status: Type.Optional(UserStatus),
  product_category: Type.Optional(ProductCategoryIds),
};
/** New User: the username and the first password. */
const newUserFields = { username: Type.Optional(Username), password: Type.Optional(Password) };
/** Edit: a password with its retype changes it (and ends the user's sessions). */
const passwordChangeFields = { password: Type.Optional(Password), retype_password: Type.Optional(Password) };

/** The account's id as a query (DELETE ...?id=). */
export const UserIdQuery = Type.Object({ id: Id });
export type UserIdQuery = Static<typeof UserIdQuery>;
/** The account's id as a path parameter (/:id). */
export const UserIdParams = Type.Object({ id: Id });
export type UserIdParams = Static<typeof UserIdParams>;

/** A user list: search by username, paged and sorted (the shared table). */
const userListQuery = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  Type.Object({
    ...pageQueryFields(sortKeys),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'part of a username, any case' })),
  });

// ---- Dashboard users (GET/POST /api/admin/user, PUT /api/admin/user/:id, DELETE /api/user/deleteUserDashboard) ----

export const DASHBOARD_USER_SORT_KEYS = ['id', 'username', 'status', 'last_login', 'created_at'] as const;
export const DashboardUserQuery = userListQuery(DASHBOARD_USER_SORT_KEYS);
export type DashboardUserQuery = Static<typeof DashboardUserQuery>;

/** A row of the Dashboard User table (spec reports-settings 3, "Dashboard user"). */
export const DashboardUserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  /** Type column: the user's roles, first one first (the form edits the first). */
  roles: Type.Array(Role),
  /** The role the form's Type select shows (the first role), null when the user has none. */
  role: Type.Union([Type.Integer(), Type.Null()]),
  status: UserStatus,
  /** Product column: the product categories' names, comma-separated. */
  product_category: Type.String(),
  product_category_ids: Type.Array(Type.Integer()),
  /** The label maker company the user belongs to (work-order users see its work orders); null when none. */
  label_maker_id: Type.Union([Type.Integer(), Type.Null()]),
  label_maker: Type.Union([Type.String(), Type.Null()], { description: "the label maker's name" }),
  super_admin: Type.Union([Type.Literal(0), Type.Literal(1)]),
  last_login: Type.Union([Type.String(), Type.Null()], { description: 'ISO time' }),
  created_at: Type.String({ description: 'ISO time' }),
});
export type DashboardUserRow = Static<typeof DashboardUserRow>;

/**
 * Label maker: the company of a work-order user (master label-maker list), null
 * for none; on Edit, leaving it out keeps the current one.
 */
const LabelMakerId = Type.Union([Id, Type.Null()], {
  description: 'label maker id (master label-maker list) or null; required by the page for the Work Order role',
});

/** New User on the Dashboard User page (super administrators only). */
export const CreateDashboardUserBody = Type.Object({
  ...newUserFields,
  /** Type: the role id (roles feed). */
  role: Type.Optional(Id),
  ...formFields,
  label_maker_id: Type.Optional(LabelMakerId),
});
export type CreateDashboardUserBody = Static<typeof CreateDashboardUserBody>;

/** Edit on the Dashboard User page; a password (with its retype) changes it and ends the user's sessions. */
export const UpdateDashboardUserBody = Type.Object({
  role: Type.Optional(Id),
  ...formFields,
  label_maker_id: Type.Optional(LabelMakerId),
  ...passwordChangeFields,
});
export type UpdateDashboardUserBody = Static<typeof UpdateDashboardUserBody>;

// ---- App users (/api/settings/userOilmaker*, /api/settings/userMaindealer*) ----

export const APP_USER_SORT_KEYS = ['id', 'username', 'type', 'company', 'status', 'last_login', 'created_at'] as const;
export const AppUserQuery = userListQuery(APP_USER_SORT_KEYS);
export type AppUserQuery = Static<typeof AppUserQuery>;

/** A row of the Oil Maker App and Penindakan App tables (spec reports-settings 3, "App user"). */
export const AppUserRow = Type.Object({
  id: Type.Integer(),
  app: literals(['oilmaker', 'penindakan'] as const),
  username: Type.String(),
  type: Type.String(),
  /** Oil maker code (oil-maker app only; null for Penindakan). */
  company: Type.Union([Type.String(), Type.Null()]),
  company_name: Type.Union([Type.String(), Type.Null()]),
  status: UserStatus,
  /** SET when the account is bound to a device (the reset is offered only then), NONE otherwise. */
  device_lock: literals(DEVICE_LOCK_VALUES),
  product_category: Type.String({ description: 'names, comma-separated' }),
  product_category_ids: Type.Array(Type.Integer()),
  last_login: Type.Union([Type.String(), Type.Null()], { description: 'ISO time' }),
  created_at: Type.String({ description: 'ISO time' }),
});
export type AppUserRow = Static<typeof AppUserRow>;

const OilMakerType = literals(OIL_MAKER_APP_USER_TYPES);
const PenindakanType = literals(PENINDAKAN_APP_USER_TYPES);
const Company = Type.String({ maxLength: 50, description: 'the oil maker code (master oil maker list)' });

export const CreateOilMakerAppUserBody = Type.Object({
  ...newUserFields,
  type: Type.Optional(OilMakerType),
  ...formFields,
  company: Type.Optional(Company),
});
export type CreateOilMakerAppUserBody = Static<typeof CreateOilMakerAppUserBody>;

/** PUT /api/settings/updateUserOilmaker: the account's id and the Edit form's fields. */
export const UpdateOilMakerAppUserBody = Type.Object({
  id: Id,
  type: Type.Optional(OilMakerType),
  ...formFields,
  company: Type.Optional(Company),
  ...passwordChangeFields,
});
export type UpdateOilMakerAppUserBody = Static<typeof UpdateOilMakerAppUserBody>;

export const CreatePenindakanAppUserBody = Type.Object({
  ...newUserFields,
  type: Type.Optional(PenindakanType),
  ...formFields,
});
export type CreatePenindakanAppUserBody = Static<typeof CreatePenindakanAppUserBody>;

/** PUT /api/settings/updateUserMaindealer: the account's id and the Edit form's fields. */
export const UpdatePenindakanAppUserBody = Type.Object({
  id: Id,
  type: Type.Optional(PenindakanType),
  ...formFields,
  ...passwordChangeFields,
});
export type UpdatePenindakanAppUserBody = Static<typeof UpdatePenindakanAppUserBody>;
