import { Type, type Static } from 'typebox';

export const Role = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Role = Static<typeof Role>;

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The signed-in user as the client keeps it (spec shell-highlights 3, "User session"). */
export const SessionUser = Type.Object({
  token: Type.String(),
  expires_at: Type.String({ description: 'ISO time the token stops being accepted' }),
  id: Type.Integer(),
  display_name: Type.String(),
  name: Type.String({ description: 'the login user name' }),
  fullname: Type.String(),
  role: Type.Array(Role),
  permissions: Type.Array(Type.String()),
  product_category: Type.Integer({ description: 'oil=1, pad;shoe=2, vanbelt=3' }),
  super_admin: Type.Integer({ description: '1 when the user is a super administrator' }),
});
export type SessionUser = Static<typeof SessionUser>;

export const UpdateProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  old_password: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const CrossClientBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
export type CrossClientBody = Static<typeof CrossClientBody>;
