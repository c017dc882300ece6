import type { Queryable } from '../../db';

export const productCategories = (q: Queryable) =>
  q.query<{ id: number; name: string; url: string }>('select id, name, url from product_categories order by id');

export const roles = (q: Queryable) => q.query<{ id: number; name: string }>('select id, name from roles order by id');
