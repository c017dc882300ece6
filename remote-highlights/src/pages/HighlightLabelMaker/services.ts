// The calls of Highlight - Label Maker (a prop of the page, so tests can pass their own).
import {
  fetchLabelMakerBottleMakerOverview,
  fetchLabelMakerCompanyOverview,
  fetchLabelMakerScanOverview,
  fetchLabelMakerVariantOverview,
} from '@qrguard/shared-api';

export const labelMakerServices = {
  stats: fetchLabelMakerScanOverview,
  variants: fetchLabelMakerVariantOverview,
  bottleMakers: fetchLabelMakerBottleMakerOverview,
  companies: fetchLabelMakerCompanyOverview,
};
export type LabelMakerServices = typeof labelMakerServices;
