// Summary Report: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function SummaryReport() {
  return <NotBuiltYet title="Summary Report" />;
}
