// What the Highlights overview shows: its cards with their units and help
// texts (spec shell-highlights 2, "Highlights overview", the first-version
// pieces and the metric meanings).
import type { OverviewStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'Highlights';
/** Spec 2: the first-version filter bar has the variant multi-select. */
export const SELECTORS: FilterSelector[] = ['variant'];

export const LABEL_CARDS: StatDefinition<OverviewStats>[] = [
  {
    title: 'Total QR',
    value: (d) => d.total_qr,
    info: 'QR codes given to the label makers on the purchase orders of the period, plus the 4% spare.',
  },
  {
    title: 'Total Scan',
    value: (d) => d.total_scan,
    info: 'Printed labels scanned by the label makers, repeat scans included.',
  },
  { title: 'Total Active', value: (d) => d.active, info: 'Labels that passed verification.' },
  { title: 'Total Fail', value: (d) => d.failed, info: 'Labels that failed verification.' },
  {
    title: 'Total Inactive',
    value: (d) => d.total_inactive,
    info: 'Labels not yet used: QR codes of the period not scanned by their label maker yet.',
  },
];

export const SCAN_CARDS: StatDefinition<OverviewStats>[] = [
  {
    title: 'No. of Bottle Scan',
    unit: 'Activities',
    value: (d) => d.total,
    info: 'Bottles scanned by customers, repeat scans included.',
  },
  {
    title: 'No. of Verified Scan',
    unit: 'Activities',
    value: (d) => d.valid,
    info: 'Customer scans of genuine bottles: activated by an oil maker and not expired.',
  },
  {
    title: 'Suspicious Item Found',
    unit: 'Total Report',
    value: (d) => d.invalid,
    info: 'Customer scans that were not valid: a QR code never activated, expired (older than 3 years) or never issued.',
  },
];

export const SCAN_CHART_INFO =
  'Customer scans per period: Scan counts the valid scans, Suspicious the scans that were not valid. Together they make the No. of Bottle Scan.';
export const PRODUCT_CHART_INFO =
  'The products most often found suspicious: customer scans that were not valid, per variant (Unknown: a QR code that was never issued).';
