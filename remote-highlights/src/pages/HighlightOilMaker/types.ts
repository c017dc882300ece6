// What Highlight - Oil Maker shows (spec shell-highlights 2, "Highlight - Oil
// Maker" and the oil-maker metric meanings).
import type { HighlightStats } from '@qrguard/shared-api';
import type { FilterSelector, StatDefinition } from '@qrguard/shared-ui';

export const TITLE = 'Highlight - Oil Maker';
/** Spec 2: the same filter bar as the label-maker page. */
export const SELECTORS: FilterSelector[] = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'];

export const CARDS: StatDefinition<HighlightStats>[] = [
  { title: 'Total QR', value: (d) => d.total_qr, info: 'Labelled bottles sent from the label maker.' },
  { title: 'Total Scan', value: (d) => d.total_scan, info: 'Scans on the filling conveyor, repeat scans included.' },
  { title: 'Total Active', value: (d) => d.active, info: 'Bottles activated at filling.' },
  { title: 'Total Deactivate', value: (d) => d.deactivate, info: 'Bottles deactivated at filling.' },
];

export const QR_VS_ACTIVE_TITLE = 'QR vs Active';
export const QR_VS_ACTIVE_INFO =
  'Per period and variant: bottles activated at filling (Active) next to labelled bottles sent from the label maker (QR).';
export const COMPANY_TITLE = 'QR Active by Oil Maker';
export const COMPANY_INFO =
  'Bottles activated at filling, per oil maker. Click a slice to see its variants; the first oil maker opens by itself.';
