// What Highlight - Label Maker shows: cards, charts, titles and help texts
// (spec shell-highlights 2, "Highlight - Label Maker" and the label-maker
// metric meanings).
import type { HighlightStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'Highlight - Label Maker';
export const SELECTORS: FilterSelector[] = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'];

export const CARDS: StatDefinition<HighlightStats>[] = [
  {
    title: 'Total QR',
    value: (d) => d.total_qr,
    info: 'QR codes given to the label maker on the purchase orders of the period, plus the 4% spare.',
  },
  {
    title: 'Total Scan',
    value: (d) => d.total_scan,
    info: 'Printed labels scanned by the label maker, repeat scans included.',
  },
  { title: 'Total Active', value: (d) => d.active, info: 'Labels that passed verification.' },
  { title: 'Total Fail', value: (d) => d.failed, info: 'Labels that failed verification.' },
  {
    title: 'Total Inactive',
    value: (d) => d.total_inactive,
    info: 'Labels not yet used: QR codes of the period not scanned by the label maker yet.',
  },
];

export const SCAN_VS_ACTIVE_TITLE = 'Scan vs Active';
export const SCAN_VS_ACTIVE_INFO =
  'Per period and variant: labels that passed verification (Active) next to label scans, repeat scans included (Scan).';
export const BOTTLE_MAKER_TITLE = 'Detailed by Bottle Maker';
export const BOTTLE_MAKER_INFO =
  'Labels that passed verification (Success) and that failed it (Failed), per bottle maker.';
export const COMPANY_TITLE = 'QR Active By Label Maker';
export const COMPANY_INFO =
  'Labels that passed verification, per label maker. Click a slice to see its variants; the first label maker opens by itself.';
