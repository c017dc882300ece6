/**
 * @jest-environment node
 */
// The highlight schemas accept the answers the pages are built for and refuse
// what the API must not send. The examples are the contract in miniature for
// whoever builds the API half.
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { highlightEndpoints as h } from './highlight';
import { HIGHLIGHT_MODES, reasonVariantKey, variantKey } from './highlight-keys';

const ok = (data: unknown) => ({ status: true, message: 'OK', data });
const accepts = (schema: TSchema, value: unknown) => Value.Check(schema, value);

describe('queries', () => {
  it('takes comma-joined ids and whole days', () => {
    expect(
      accepts(h.highlightOverview.querystring, {
        start: '2026-03-01 00:00:00',
        end: '2026-03-18 23:59:59',
        variant: '1,3',
        oilmaker: '2',
      }),
    ).toBe(true);
    expect(accepts(h.highlightOverview.querystring, {})).toBe(true);
  });

  it('refuses names where ids are expected', () => {
    expect(accepts(h.highlightOverview.querystring, { variant: 'MPX1' })).toBe(false);
    expect(accepts(h.highlightOverview.querystring, { variant: '1,' })).toBe(false);
  });

  it('needs start, end and a known mode on a series endpoint', () => {
    const base = { start: '2026-03-01', end: '2026-03-18' };
    expect(accepts(h.highlightScanChart.querystring, { ...base, mode: 'MONTHLY' })).toBe(true);
    expect(accepts(h.highlightScanChart.querystring, base)).toBe(false);
    expect(accepts(h.highlightScanChart.querystring, { ...base, mode: 'HOURLY' })).toBe(false);
    expect(accepts(h.highlightScanChart.querystring, { start: '2026-03-01', mode: 'DAILY' })).toBe(false);
  });
});

describe('answers', () => {
  it('overview: highlight stats and dashboard stats together', () => {
    const stats = { total_qr: 1040, total_scan: 900, active: 800, failed: 20, total_inactive: 220, deactivate: 0 };
    expect(accepts(h.highlightOverview.response, ok({ ...stats, total: 30, valid: 25, invalid: 5 }))).toBe(true);
    expect(accepts(h.highlightOverview.response, ok(stats))).toBe(false);
    expect(accepts(h.labelMakerScanOverview.response, ok({ ...stats, active: -1 }))).toBe(false);
  });

  it('period rows carry one key pair per variant, spaces removed', () => {
    const row = {
      period: '2026-03-18 09:00',
      activate_MPX1: 2,
      totalscan_MPX1: 3,
      activate_SPX2: 0,
      totalscan_SPX2: 0,
    };
    expect(accepts(h.labelMakerVariantOverview.response, ok([row]))).toBe(true);
    expect(accepts(h.labelMakerVariantOverview.response, ok([{ ...row, 'activate_MPX 1': 1 }]))).toBe(false);
    expect(accepts(h.labelMakerVariantOverview.response, ok([{ ...row, activated_MPX1: 1 }]))).toBe(false);
    expect(accepts(h.labelMakerVariantOverview.response, ok([{ ...row, period: '18 Mar' }]))).toBe(false);
    expect(
      accepts(h.oilMakerVariantOverview.response, ok([{ period: '2026-03-01', activated_MPX1: 1, totalqr_MPX1: 4 }])),
    ).toBe(true);
    expect(variantKey('MPX 1')).toBe('MPX1');
  });

  it('declares the per-variant keys so the response serializer keeps them', () => {
    const row = h.labelMakerVariantOverview.response.properties.data.items as { patternProperties?: object };
    expect(Object.keys(row.patternProperties ?? {})).toEqual(['^activate_\\S+$', '^totalscan_\\S+$']);
  });

  it('reason rows: lowercased variant keys plus unknown', () => {
    const row = { reason: 'Segel terbuka', mpx1: 1, mpx2: 0, mpx3: 0, spx1: 2, spx2: 0, unknown: 1 };
    expect(accepts(h.reportReasonOverview.response, ok([row]))).toBe(true);
    expect(accepts(h.reportReasonOverview.response, ok([{ ...row, MPX1: 1 }]))).toBe(false);
    expect(accepts(h.reportReasonOverview.response, ok([{ ...row, reason: 3 }]))).toBe(false);
    expect(reasonVariantKey('SPX 2')).toBe('spx2');
  });

  it('company rows with their variant split, bottle-maker rows, products', () => {
    expect(
      accepts(
        h.labelMakerCompanyOverview.response,
        ok([{ company: 'Cahaya', count: 3, sub_data: [{ variant: 'MPX1', count: 3 }] }]),
      ),
    ).toBe(true);
    expect(
      accepts(h.labelMakerBottleMakerOverview.response, ok([{ bottle_maker: 'Botol Jaya', active: 5, failed: 1 }])),
    ).toBe(true);
    expect(accepts(h.highlightByProduct.response, ok([{ name: 'Unknown', count: 2 }]))).toBe(true);
    expect(
      accepts(h.customerVariantOverview.response, ok({ scan: 9, report: 1, valid: 6, invalid: 2, expired: 1 })),
    ).toBe(true);
    expect(accepts(h.scanReportOverview.response, ok([{ period: '2026-03-01', scan: 9, valid: 6, report: 1 }]))).toBe(
      true,
    );
  });
});

it('gives every highlight endpoint a highlight permission', () => {
  expect(new Set(Object.values(h).map((e) => e.access))).toEqual(
    new Set(['HIGHLIGHT', 'HIGHLIGHT_LABEL_MAKER', 'HIGHLIGHT_OIL_MAKER', 'HIGHLIGHT_CUSTOMER']),
  );
});

it('spells the modes as the filter bar does', () => {
  expect(h.highlightScanChart.querystring.properties.mode.anyOf.map((s: { const: string }) => s.const)).toEqual([
    ...HIGHLIGHT_MODES,
  ]);
});
