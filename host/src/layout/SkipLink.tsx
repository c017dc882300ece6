// "Skip to main content": the first thing Tab reaches on every signed-in
// page, hidden until focused (WCAG 2.4.1). It moves focus to the page's main
// region, past the sidebar and the header, without touching the URL (a #hash
// would be a history entry the router sees).
import { useT } from '@qrguard/shared-ui/i18n';
import type { MouseEvent } from 'react';

/** The id of the layout's <main>; it takes focus (tabIndex -1) but is not in the Tab order. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="qg-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('header.skipToContent')}
    </a>
  );
}
