import { Type, type Static } from 'typebox';
import { dateRange, DateParam } from './dates';
import { pageQueryFields } from './envelope';

export const PostActivityBody = Type.Object({
  menu: Type.String({ minLength: 1, maxLength: 100 }),
  module: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PostActivityBody = Static<typeof PostActivityBody>;

/** Columns of the activity log a user can sort by. */
export const ACTIVITY_SORT_KEYS = ['id', 'user_id', 'username', 'menu', 'module', 'created_at'] as const;

export const ActivityLogQuery = dateRange(
  Type.Object({
    ...pageQueryFields(ACTIVITY_SORT_KEYS),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'part of a username' })),
    start: Type.Optional(DateParam),
    end: Type.Optional(DateParam),
  }),
  { start: 'start', end: 'end' },
);
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
