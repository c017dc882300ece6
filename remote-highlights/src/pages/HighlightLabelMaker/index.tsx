// Highlight - Label Maker: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function HighlightLabelMaker() {
  return <NotBuiltYet title="Highlight - Label Maker" />;
}
