// What Highlight - Oil Maker shows (spec shell-highlights 2, "Highlight - Oil
// Maker" and the oil-maker metric meanings).
import type { HighlightStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'highlight.oilMaker.title';
/** Spec 2: the same filter bar as the label-maker page. */
export const SELECTORS: FilterSelector[] = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'];

// Texts are translation keys (shared-ui's i18n resources), translated where shown.
export const CARDS: StatDefinition<HighlightStats>[] = [
  { title: 'highlight.stat.totalQr', value: (d) => d.total_qr, info: 'highlight.oilMaker.info.totalQr' },
  { title: 'highlight.stat.totalScan', value: (d) => d.total_scan, info: 'highlight.oilMaker.info.totalScan' },
  { title: 'highlight.stat.totalActive', value: (d) => d.active, info: 'highlight.oilMaker.info.totalActive' },
  {
    title: 'highlight.stat.totalDeactivate',
    value: (d) => d.deactivate,
    info: 'highlight.oilMaker.info.totalDeactivate',
  },
];

export const QR_VS_ACTIVE_TITLE = 'highlight.oilMaker.qrVsActive';
export const QR_VS_ACTIVE_INFO = 'highlight.oilMaker.qrVsActiveInfo';
export const COMPANY_TITLE = 'highlight.oilMaker.company';
export const COMPANY_INFO = 'highlight.oilMaker.companyInfo';
