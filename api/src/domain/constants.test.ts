import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  CUSTOMER_TYPE_VALUES,
  QR_STATUS_LABELS,
  REPORT_REASON_VALUES,
  SCAN_RESULT_VALUES,
} from '@qrguard/shared-api/contract';
import { CUSTOMER_TYPES, QR_STATUS_LABEL, REPORT_REASONS, SCAN_RESULTS } from './constants';
import { REASON_DISTANT, REASON_TOO_MANY } from './suspicion';

test('the contract and the domain name the same values', () => {
  assert.deepEqual([...CUSTOMER_TYPE_VALUES], [...CUSTOMER_TYPES]);
  assert.deepEqual([...REPORT_REASON_VALUES], [...REPORT_REASONS]);
  assert.deepEqual([...SCAN_RESULT_VALUES], [...SCAN_RESULTS]);
  assert.deepEqual([...QR_STATUS_LABELS], Object.values(QR_STATUS_LABEL));
});

test('the database accepts exactly the domain values', () => {
  const sql = readFileSync(path.join(__dirname, '../db/migrations/100_data_engine.sql'), 'utf8');
  const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
  assert.ok(sql.includes(`result in (${inList(SCAN_RESULTS)})`), 'scan_events.result');
  assert.ok(sql.includes(`customer_type in (${inList(CUSTOMER_TYPES)})`), 'scan_events.customer_type');
  assert.ok(sql.includes(`reason in (${inList([REASON_TOO_MANY, REASON_DISTANT])})`), 'suspects.reason');
});
