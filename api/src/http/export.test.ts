import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_PAGE, MAX_PAGE_SIZE } from '@qrguard/shared-api/contract';
import { EXPORT_MAX_PAGES, EXPORT_PAGE_LIMIT, EXPORT_ROW_CAP } from '@qrguard/shared-api/contract';
import { DEFAULT_EXPORT_ROW_CAP, MAX_EXPORT_ROW_CAP, exportRowCap, rowsWithinCap } from './export';

test('the cap is the contract one, and a capped export fits the contract paging', () => {
  assert.equal(DEFAULT_EXPORT_ROW_CAP, EXPORT_ROW_CAP);
  assert.equal(MAX_EXPORT_ROW_CAP, MAX_PAGE * MAX_PAGE_SIZE);
  assert.equal(EXPORT_PAGE_LIMIT, MAX_PAGE_SIZE);
  assert.equal(EXPORT_MAX_PAGES, 500);
  assert.ok(EXPORT_MAX_PAGES <= MAX_PAGE);
});

test('EXPORT_ROW_CAP configures the cap, and a bad value is refused', () => {
  assert.equal(exportRowCap({}), 500_000);
  assert.equal(exportRowCap({ EXPORT_ROW_CAP: '' }), 500_000);
  assert.equal(exportRowCap({ EXPORT_ROW_CAP: '20000' }), 20_000);
  for (const bad of ['0', '-5', '1.5', 'abc', '1e6', String(MAX_EXPORT_ROW_CAP + 1)]) {
    assert.throws(() => exportRowCap({ EXPORT_ROW_CAP: bad }), /EXPORT_ROW_CAP/);
  }
});

test('rows of a page within the cap', () => {
  assert.equal(rowsWithinCap(1, 1000, 500_000), 1000);
  assert.equal(rowsWithinCap(500, 1000, 500_000), 1000);
  assert.equal(rowsWithinCap(501, 1000, 500_000), 0);
  assert.equal(rowsWithinCap(2, 1000, 1500), 500);
});
