// The calls of an app's user-management page (Oil Maker App, Penindakan App),
// from that app's typed service functions in shared-api: the two pages differ
// only in their endpoints, their account types and whether a company is kept.
import type { AppUserRow } from '@qrguard/shared-api';
import { fixedChoices, productChoices } from './choices';
import { buildUserListQuery } from './query';
import type { UserFormValues, UserService } from './types';

/** An app's account body as both apps' Create and Edit forms send it. */
interface AppUserBody {
  type?: string;
  status?: number;
  product_category?: number[];
  company?: string;
}

export interface AppUserCalls<Query, CreateBody extends AppUserBody, UpdateBody extends AppUserBody> {
  list: (query: Query) => ReturnType<UserService<AppUserRow>['fetchPage']>;
  create: (body: CreateBody) => Promise<unknown>;
  update: (body: UpdateBody) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  resetLock: (id: number) => Promise<unknown>;
  /** The account types the form offers (the contract's list). */
  types: readonly string[];
  /** Whether the app's accounts belong to a company (the oil-maker app: an oil maker's code). */
  company: boolean;
}

/** The form's fields both Create and Edit send; Company only where the app keeps one. */
function commonFields(values: UserFormValues, company: boolean) {
  return {
    type: values.type,
    status: values.status,
    product_category: values.productTypes,
    ...(company ? { company: values.company } : {}),
  };
}

/** The Create form's body (sent once the form's check passed: every field is there). */
export function toCreateBody<B>(values: UserFormValues, company: boolean): B {
  return { username: values.username.trim(), ...commonFields(values, company), password: values.password } as B;
}

/** The Edit form's body: the account's id and the form's fields (no password: not a field of Edit). */
export function toUpdateBody<B>(id: number, values: UserFormValues, company: boolean): B {
  return { id, ...commonFields(values, company) } as B;
}

export function appUserService<Query, CreateBody extends AppUserBody, UpdateBody extends AppUserBody>(
  calls: AppUserCalls<Query, CreateBody, UpdateBody>,
): UserService<AppUserRow> {
  return {
    fetchPage: (request, filters) => calls.list(buildUserListQuery(filters, request) as Query),
    loadChoices: async () => ({ types: fixedChoices(calls.types), products: await productChoices() }),
    create: (values) => calls.create(toCreateBody<CreateBody>(values, calls.company)),
    update: (row, values) => calls.update(toUpdateBody<UpdateBody>(row.id, values, calls.company)),
    remove: (row) => calls.remove(row.id),
    resetLock: (row) => calls.resetLock(row.id),
  };
}
