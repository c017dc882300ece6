import assert from 'node:assert/strict';
import { test } from 'node:test';
import { METRICS, sumOf, type Metric } from './highlight-metrics';

// Each rollup fact and the figures that count it (contract/highlight.ts).
const table: [actor: string, result: string, verdict: string, metrics: Metric[]][] = [
  ['label_maker', 'Success', '', ['labelScan', 'labelActive', 'oilTotalQr']],
  ['label_maker', 'Reject', '', ['labelScan', 'labelFailed']],
  ['label_maker', 'Double Scan', '', ['labelScan']],
  ['label_maker', 'Cross Scan', '', ['labelScan']],
  ['label_maker', 'Not Found', '', []],
  ['oil_maker', 'ACTIVATE', '', ['oilScan', 'oilActive']],
  ['oil_maker', 'DEACTIVATE', '', ['oilScan', 'oilDeactivate']],
  ['oil_maker', 'Double Scan', '', ['oilScan', 'oilFailed']],
  ['oil_maker', 'Cross Scan', '', ['oilScan', 'oilFailed']],
  ['oil_maker', 'Not Found', '', ['oilScan', 'oilFailed']],
  ['customer', 'Success', 'valid', ['customerScan', 'customerValid']],
  ['customer', 'Success', 'inactive', ['customerScan', 'customerInvalid', 'customerInactive']],
  ['customer', 'Success', 'expired', ['customerScan', 'customerInvalid', 'customerExpired']],
  ['customer', 'Not Found', '', ['customerScan', 'customerInvalid']],
  ['customer', 'Report', '', ['report']],
  ['enforcement', 'Success', 'valid', []],
  ['provider', 'Issued', '', []],
  ['system', 'Suspect', '', []],
];

for (const [actor, result, verdict, expected] of table) {
  test(`${actor} ${result} ${verdict || '-'} counts in ${expected.join(', ') || 'no figure'}`, () => {
    const counted = (Object.keys(METRICS) as Metric[]).filter((m) => METRICS[m]({ actor, result, verdict }));
    assert.deepEqual(counted.sort(), [...expected].sort());
  });
}

test('total = valid + invalid for customer scans, whatever the mix', () => {
  const rows = table.map(([actor, result, verdict], i) => ({ actor, result, verdict, n: i + 1 }));
  assert.equal(sumOf(rows, 'customerScan'), sumOf(rows, 'customerValid') + sumOf(rows, 'customerInvalid'));
});
