// Report Suspect: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function ReportSuspect() {
  return <NotBuiltYet title="Report Suspect" />;
}
