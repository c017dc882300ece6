// What Highlight - Label Maker shows: cards, charts, titles and help texts
// (spec shell-highlights 2, "Highlight - Label Maker" and the label-maker
// metric meanings). Texts are translation keys (shared-ui's i18n resources), translated where shown.
import type { HighlightStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'highlight.labelMaker.title';
export const SELECTORS: FilterSelector[] = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'];

export const CARDS: StatDefinition<HighlightStats>[] = [
  { title: 'highlight.stat.totalQr', value: (d) => d.total_qr, info: 'highlight.labelMaker.info.totalQr' },
  { title: 'highlight.stat.totalScan', value: (d) => d.total_scan, info: 'highlight.labelMaker.info.totalScan' },
  { title: 'highlight.stat.totalActive', value: (d) => d.active, info: 'highlight.labelMaker.info.totalActive' },
  { title: 'highlight.stat.totalFail', value: (d) => d.failed, info: 'highlight.labelMaker.info.totalFail' },
  {
    title: 'highlight.stat.totalInactive',
    value: (d) => d.total_inactive,
    info: 'highlight.labelMaker.info.totalInactive',
  },
];

export const SCAN_VS_ACTIVE_TITLE = 'highlight.labelMaker.scanVsActive';
export const SCAN_VS_ACTIVE_INFO = 'highlight.labelMaker.scanVsActiveInfo';
export const BOTTLE_MAKER_TITLE = 'highlight.labelMaker.bottleMaker';
export const BOTTLE_MAKER_INFO = 'highlight.labelMaker.bottleMakerInfo';
export const COMPANY_TITLE = 'highlight.labelMaker.company';
export const COMPANY_INFO = 'highlight.labelMaker.companyInfo';
