// The calls of Highlight - Oil Maker (a prop of the page, so tests can pass their own).
import {
  fetchOilMakerCompanyOverview,
  fetchOilMakerScanOverview,
  fetchOilMakerVariantOverview,
} from '@qrguard/shared-api';

export const oilMakerServices = {
  stats: fetchOilMakerScanOverview,
  variants: fetchOilMakerVariantOverview,
  companies: fetchOilMakerCompanyOverview,
};
export type OilMakerServices = typeof oilMakerServices;
