// What Highlight - Customer shows (spec shell-highlights 2, "Highlight -
// Customer" and the customer metric meanings; spec 4: its fetch waits 100 ms).
import type { CustomerStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'Highlight - Customer';
/** Spec 2: variant and oil maker only (no date controls). */
export const SELECTORS: FilterSelector[] = ['variant', 'oilmaker'];
/** Spec 4: the customer highlight fetch delay. */
export const FETCH_DELAY_MS = 100;

export const CARDS: StatDefinition<CustomerStats>[] = [
  { title: 'Total Scan Product', value: (d) => d.scan, info: 'Bottles scanned by customers, repeat scans included.' },
  { title: 'Total Report Customer', value: (d) => d.report, info: 'Reports sent by customers.' },
  { title: 'Valid Product', value: (d) => d.valid, info: 'Scans of bottles activated by an oil maker.' },
  { title: 'Inactive Product', value: (d) => d.invalid, info: 'Scans of inactive QR codes (never activated).' },
  { title: 'Expired Product', value: (d) => d.expired, info: 'Scans of bottles older than 3 years.' },
];

export const REASONS_TITLE = 'Reasons for Report';
export const REASONS_INFO = 'Customer reports per reason, split by variant (Unknown: a QR code that was never issued).';
export const SCAN_REPORT_TITLE = 'Scan vs Report';
export const SCAN_REPORT_INFO =
  'Per period: bottles scanned by customers (Scan), scans of valid bottles (Valid) and customer reports (Report).';
