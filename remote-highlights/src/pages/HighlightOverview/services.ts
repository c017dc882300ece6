// The calls of the Highlights overview. The page takes them as a prop, so a
// test can hand it its own (the real round trip is covered by e2e).
import { fetchHighlightByProduct, fetchHighlightOverview, fetchHighlightScanChart } from '@qrguard/shared-api';

export const overviewServices = {
  stats: fetchHighlightOverview,
  scanChart: fetchHighlightScanChart,
  byProduct: fetchHighlightByProduct,
};
export type OverviewServices = typeof overviewServices;
