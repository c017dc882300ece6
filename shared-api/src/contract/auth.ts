import { Type, type Static } from 'typebox';
import { literals } from './literals';

export const Role = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Role = Static<typeof Role>;

/** A product category id (spec shell-highlights 3: oil=1, pad;shoe=2, vanbelt=3). */
const productCategoryId = () => Type.Integer({ minimum: 1, maximum: 1000, description: 'the product the host serves' });

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  /** The product the host signs in to (issue 15: one API, several product hosts); default the API's PRODUCT_CATEGORY_ID. */
  product_category: Type.Optional(productCategoryId()),
});
export type LoginBody = Static<typeof LoginBody>;

/** The languages the dashboard speaks (issue 10): English (the default) and Bahasa Indonesia. */
export const USER_LANGUAGES = ['en', 'id'] as const;
export const UserLanguage = literals(USER_LANGUAGES);
export type UserLanguage = Static<typeof UserLanguage>;

/** PUT /api/auth/language: the language the signed-in user chose in the header. */
export const UpdateLanguageBody = Type.Object({ language: UserLanguage });
export type UpdateLanguageBody = Static<typeof UpdateLanguageBody>;

/** The signed-in user as the client keeps it (spec shell-highlights 3, "User session"). */
export const SessionUser = Type.Object({
  token: Type.String(),
  expires_at: Type.String({ description: 'ISO time the token stops being accepted' }),
  id: Type.Integer(),
  display_name: Type.String(),
  name: Type.String({ description: 'the login user name' }),
  fullname: Type.String(),
  language: UserLanguage,
  role: Type.Array(Role),
  permissions: Type.Array(Type.String()),
  product_category: Type.Integer({ description: 'oil=1, pad;shoe=2, vanbelt=3' }),
  /** Every product the user may use (issue 15): the product-app switcher offers these. */
  product_categories: Type.Array(Type.Integer(), { description: 'the products the user may switch to' }),
  super_admin: Type.Integer({ description: '1 when the user is a super administrator' }),
});
export type SessionUser = Static<typeof SessionUser>;

export const UpdateProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  old_password: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/**
 * The product switch (spec shell-highlights 4): the signed-in user asks their
 * API for a one-time code for another product, the browser carries the code to
 * that product's /cross-client, and its host exchanges it. The code lives two
 * minutes and works once, so a URL in a history or a log is worth nothing;
 * the long-lived session token never leaves its own product.
 */
export const CrossClientCodeBody = Type.Object({
  product_category: Type.Integer({ minimum: 1, maximum: 1000, description: 'the product to switch to' }),
});
export type CrossClientCodeBody = Static<typeof CrossClientCodeBody>;

export const CrossClientCode = Type.Object({
  code: Type.String(),
  expires_at: Type.String({ description: 'ISO time the code stops being accepted' }),
});
export type CrossClientCode = Static<typeof CrossClientCode>;

export const CrossClientBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096 }),
  /** The product of the host exchanging the code; it must be the code's (default the API's PRODUCT_CATEGORY_ID). */
  product_category: Type.Optional(productCategoryId()),
});
export type CrossClientBody = Static<typeof CrossClientBody>;
