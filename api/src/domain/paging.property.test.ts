// Properties of paging and sorting over every valid page and size (the
// contract bounds them: page 1..MAX_PAGE, limit 1..MAX_PAGE_SIZE): the pages
// of a list hold every row exactly once, the meta agrees with them, the SQL
// numbers stay small, and only a list's own sort keys ever reach ORDER BY.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MAX_PAGE, MAX_PAGE_SIZE } from '@qrguard/shared-api/contract';
import { limitOffset, orderBy, pageMeta, pageRequest, SortColumnError } from './paging';

const page = fc.integer({ min: 1, max: MAX_PAGE });
const limit = fc.integer({ min: 1, max: MAX_PAGE_SIZE });
const total = fc.integer({ min: 0, max: 5_000_000 });

test('LIMIT/OFFSET are non-negative safe integers, bounded by the contract', () => {
  fc.assert(
    fc.property(page, limit, (p, l) => {
      const { limit: sqlLimit, offset } = limitOffset(pageRequest({ page: p, limit: l }));
      assert.equal(sqlLimit, l);
      assert.equal(offset, (p - 1) * l);
      assert.ok(Number.isSafeInteger(offset) && offset >= 0);
      assert.ok(offset <= (MAX_PAGE - 1) * MAX_PAGE_SIZE);
    }),
  );
});

test('the pages of a list hold every row exactly once, and the meta says how many pages', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 400 }), (l, n) => {
      const rows = Array.from({ length: n }, (_, i) => i);
      const first = pageMeta(pageRequest({ page: 1, limit: l }), n);
      const seen: number[] = [];
      for (let p = 1; p <= first.last_page; p++) {
        const { limit: sqlLimit, offset } = limitOffset(pageRequest({ page: p, limit: l }));
        seen.push(...rows.slice(offset, offset + sqlLimit));
      }
      assert.deepEqual(seen, rows);
      // A page past the last is empty, never an error.
      const past = limitOffset(pageRequest({ page: first.last_page + 1, limit: l }));
      assert.deepEqual(rows.slice(past.offset, past.offset + past.limit), []);
    }),
  );
});

test('paged meta: the asked page and size, enough pages for the total and not one more', () => {
  fc.assert(
    fc.property(page, limit, total, (p, l, n) => {
      const meta = pageMeta(pageRequest({ page: p, limit: l }), n);
      assert.equal(meta.current_page, p);
      assert.equal(meta.per_page, l);
      assert.equal(meta.total, n);
      assert.ok(meta.last_page >= 1 && Number.isInteger(meta.last_page));
      assert.ok(meta.last_page * l >= n, 'the pages hold the total');
      assert.ok(meta.last_page === 1 || (meta.last_page - 1) * l < n, 'no empty last page');
    }),
  );
});

test('pagination=false is one capped page whose meta tells when the cap cut the list', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 100_000 }), total, (cap, n) => {
      const req = pageRequest({ pagination: false, page: 7, limit: 3 }, cap);
      assert.deepEqual(limitOffset(req), { limit: cap, offset: 0 });
      const meta = pageMeta(req, n);
      assert.equal(meta.current_page, 1);
      assert.equal(meta.total, n);
      assert.ok(meta.per_page >= 1);
      if (n <= cap) assert.equal(meta.last_page, 1);
      else assert.ok(meta.last_page > 1, 'a cut list says there is more');
    }),
  );
});

const COLUMNS = { id: 'q.id', qrcode: 'q.qrcode', created_at: 'q.created_at' };
/** Keys that live on Object.prototype, and text that would be SQL if it reached the query. */
const hostile = fc.oneof(
  fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'id; drop table users', ''),
  fc.string({ maxLength: 64 }),
);

test('ORDER BY is built only from the own sort keys of the list', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.constantFrom(...Object.keys(COLUMNS)), hostile),
      fc.constantFrom('ASC', 'DESC', undefined),
      (by, order) => {
        const own = Object.hasOwn(COLUMNS, by);
        if (!own) {
          assert.throws(() => orderBy(COLUMNS, { by, order }, { by: 'id', order: 'DESC' }), SortColumnError);
          return;
        }
        const sql = orderBy(COLUMNS, { by, order }, { by: 'id', order: 'DESC' });
        // Only whitelisted expressions, directions and the tie-breaker: nothing the caller typed.
        assert.match(sql, /^q\.(id|qrcode|created_at) (ASC|DESC)(, id (ASC|DESC))?$/);
        assert.ok(sql.startsWith(COLUMNS[by as keyof typeof COLUMNS]));
      },
    ),
  );
});
