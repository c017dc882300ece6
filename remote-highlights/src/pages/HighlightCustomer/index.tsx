// Highlight - Customer: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function HighlightCustomer() {
  return <NotBuiltYet title="Highlight - Customer" />;
}
