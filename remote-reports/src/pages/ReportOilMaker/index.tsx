// Report - Oil Maker: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function ReportOilMaker() {
  return <NotBuiltYet title="Report - Oil Maker" />;
}
