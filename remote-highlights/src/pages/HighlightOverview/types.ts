// What the Highlights overview shows: its cards with their units and help
// texts (spec shell-highlights 2, "Highlights overview", the first-version
// pieces and the metric meanings).
import type { OverviewStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'highlight.overview.title';
/** Spec 2: the first-version filter bar has the variant multi-select. */
export const SELECTORS: FilterSelector[] = ['variant'];

// Texts are translation keys (shared-ui's i18n resources), translated where shown.
export const LABEL_CARDS: StatDefinition<OverviewStats>[] = [
  { title: 'highlight.stat.totalQr', value: (d) => d.total_qr, info: 'highlight.overview.info.totalQr' },
  { title: 'highlight.stat.totalScan', value: (d) => d.total_scan, info: 'highlight.overview.info.totalScan' },
  { title: 'highlight.stat.totalActive', value: (d) => d.active, info: 'highlight.overview.info.totalActive' },
  { title: 'highlight.stat.totalFail', value: (d) => d.failed, info: 'highlight.overview.info.totalFail' },
  {
    title: 'highlight.stat.totalInactive',
    value: (d) => d.total_inactive,
    info: 'highlight.overview.info.totalInactive',
  },
];

export const SCAN_CARDS: StatDefinition<OverviewStats>[] = [
  {
    title: 'highlight.stat.bottleScan',
    unit: 'highlight.unit.activities',
    value: (d) => d.total,
    info: 'highlight.overview.info.bottleScan',
  },
  {
    title: 'highlight.stat.verifiedScan',
    unit: 'highlight.unit.activities',
    value: (d) => d.valid,
    info: 'highlight.overview.info.verifiedScan',
  },
  {
    title: 'highlight.stat.suspiciousFound',
    unit: 'highlight.unit.totalReport',
    value: (d) => d.invalid,
    info: 'highlight.overview.info.suspiciousFound',
  },
];

export const SCAN_CHART_INFO = 'highlight.overview.scanChartInfo';
export const PRODUCT_CHART_INFO = 'highlight.overview.productChartInfo';
