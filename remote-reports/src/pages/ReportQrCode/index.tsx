// Report QR Code: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function ReportQrCode() {
  return <NotBuiltYet title="Report QR Code" />;
}
