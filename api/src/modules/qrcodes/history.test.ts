import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activityText, type HistoryFact } from './history';

const fact = (over: Partial<HistoryFact>): HistoryFact => ({
  kind: 'scan',
  actor: 'customer',
  result: 'Success',
  verdict: null,
  customerType: null,
  company: null,
  detail: null,
  ...over,
});

test('history lines, table-driven', () => {
  const cases: Array<[HistoryFact, string]> = [
    [
      fact({ kind: 'issued', actor: 'provider', result: 'Issued', company: 'Cahaya', detail: 'PO-2026-0001' }),
      'Issued on PO PO-2026-0001 to Cahaya',
    ],
    [fact({ actor: 'label_maker', result: 'Success', company: 'Cahaya' }), 'Label scan Success by Cahaya'],
    [fact({ actor: 'label_maker', result: 'Cross Scan', company: 'Menara' }), 'Label scan Cross Scan by Menara'],
    [fact({ actor: 'oil_maker', result: 'ACTIVATE', company: 'FEDERAL' }), 'Activated by FEDERAL'],
    [fact({ actor: 'oil_maker', result: 'DEACTIVATE', company: 'FEDERAL' }), 'Deactivated by FEDERAL'],
    [
      fact({
        actor: 'oil_maker',
        result: 'Cross Scan',
        company: 'NIPPON',
        detail: 'This code belongs to another oil maker.',
      }),
      'Oil maker scan Cross Scan by NIPPON (refused: This code belongs to another oil maker.)',
    ],
    [fact({ actor: 'customer', verdict: 'valid', customerType: 'Web' }), 'Customer scan (Web): valid'],
    [fact({ actor: 'enforcement', verdict: 'expired' }), 'Enforcement check: expired'],
    [
      fact({ kind: 'report', actor: 'customer', result: 'Report', detail: 'Kemasan rusak' }),
      'Customer report: Kemasan rusak',
    ],
    [
      fact({ kind: 'suspect', actor: 'system', result: 'Suspect', detail: 'Scan beda tempat' }),
      'Flagged as suspect: Scan beda tempat',
    ],
    [
      fact({ kind: 'reset', actor: 'admin', result: 'Reset', company: 'admin', detail: '7' }),
      'Customer scans reset by admin (7 cleared)',
    ],
  ];
  for (const [input, expected] of cases) assert.equal(activityText(input), expected);
});
