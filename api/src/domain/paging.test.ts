import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderBy, pageMeta, pageRequest, SortColumnError, limitOffset } from './paging';

test('pages count from 1 and the last page is at least 1', () => {
  const p = pageRequest({ page: 2, limit: 10 });
  assert.deepEqual(limitOffset(p), { limit: 10, offset: 10 });
  assert.deepEqual(pageMeta(p, 21), { current_page: 2, last_page: 3, per_page: 10, total: 21 });
  assert.deepEqual(pageMeta(pageRequest({}), 0), { current_page: 1, last_page: 1, per_page: 15, total: 0 });
});

test('pagination=false returns everything on one page, up to the cap', () => {
  const p = pageRequest({ pagination: false, page: 3 }, 100);
  assert.deepEqual(limitOffset(p), { limit: 100, offset: 0 });
  assert.deepEqual(pageMeta(p, 40), { current_page: 1, last_page: 1, per_page: 40, total: 40 });
  // The cap cut the list: the meta says there is more than this page.
  assert.deepEqual(pageMeta(p, 250), { current_page: 1, last_page: 3, per_page: 100, total: 250 });
});

test('sort keys are own properties only: constructor, __proto__ and toString are refused', () => {
  const cols = { id: 'id', name: 'lower(name)' };
  for (const by of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    assert.throws(() => orderBy(cols, { by }, { by: 'id', order: 'DESC' }), SortColumnError, by);
  }
});

test('only whitelisted columns sort, with the id breaking ties', () => {
  const cols = { id: 'id', name: 'lower(name)' };
  assert.equal(orderBy(cols, {}, { by: 'name', order: 'ASC' }), 'lower(name) ASC, id ASC');
  assert.equal(orderBy(cols, { by: 'id', order: 'DESC' }, { by: 'name', order: 'ASC' }), 'id DESC');
  assert.equal(orderBy(cols, { by: 'name' }, { by: 'id', order: 'DESC' }), 'lower(name) ASC, id ASC');
  assert.throws(() => orderBy(cols, { by: 'name; drop table users' }, { by: 'id', order: 'DESC' }), SortColumnError);
});
