import { Type, type Static } from 'typebox';
import { DateParam, PageQuery } from './envelope';

export const PostActivityBody = Type.Object({
  menu: Type.String({ minLength: 1, maxLength: 100 }),
  module: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PostActivityBody = Static<typeof PostActivityBody>;

export const ActivityLogQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 100, description: 'part of a username' })),
    start: Type.Optional(DateParam),
    end: Type.Optional(DateParam),
  }),
]);
export type ActivityLogQuery = Static<typeof ActivityLogQuery>;

export const ActivityRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  menu: Type.String(),
  module: Type.String(),
  created_at: Type.String({ description: 'ISO time' }),
});
export type ActivityRow = Static<typeof ActivityRow>;
