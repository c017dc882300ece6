// Highlight - Oil Maker: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function HighlightOilMaker() {
  return <NotBuiltYet title="Highlight - Oil Maker" />;
}
