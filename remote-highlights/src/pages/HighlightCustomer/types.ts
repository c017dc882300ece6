// What Highlight - Customer shows (spec shell-highlights 2, "Highlight -
// Customer" and the customer metric meanings; spec 4: its fetch waits 100 ms).
import type { CustomerStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'highlight.customer.title';
/** Spec 2: variant and oil maker only (no date controls). */
export const SELECTORS: FilterSelector[] = ['variant', 'oilmaker'];
/** Spec 4: the customer highlight fetch delay. */
export const FETCH_DELAY_MS = 100;

// Texts are translation keys (shared-ui's i18n resources), translated where shown.
export const CARDS: StatDefinition<CustomerStats>[] = [
  { title: 'highlight.stat.totalScanProduct', value: (d) => d.scan, info: 'highlight.customer.info.totalScanProduct' },
  {
    title: 'highlight.stat.totalReportCustomer',
    value: (d) => d.report,
    info: 'highlight.customer.info.totalReportCustomer',
  },
  { title: 'highlight.stat.validProduct', value: (d) => d.valid, info: 'highlight.customer.info.validProduct' },
  { title: 'highlight.stat.inactiveProduct', value: (d) => d.invalid, info: 'highlight.customer.info.inactiveProduct' },
  { title: 'highlight.stat.expiredProduct', value: (d) => d.expired, info: 'highlight.customer.info.expiredProduct' },
];

export const REASONS_TITLE = 'highlight.customer.reasons';
export const REASONS_INFO = 'highlight.customer.reasonsInfo';
export const SCAN_REPORT_TITLE = 'highlight.customer.scanReport';
export const SCAN_REPORT_INFO = 'highlight.customer.scanReportInfo';
