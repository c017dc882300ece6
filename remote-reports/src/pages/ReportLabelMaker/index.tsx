// Report - Label Maker: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function ReportLabelMaker() {
  return <NotBuiltYet title="Report - Label Maker" />;
}
