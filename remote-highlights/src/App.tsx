// remote_highlights: the routes of the highlight dashboards, relative to
// /dashboard (the host mounts every remote under /dashboard/*). Each page is
// its own chunk, so opening one page loads only that page's code (the charts
// library loads when the first chart is drawn). `preload` fetches the page a
// URL asks for: the host awaits it with this module, so the page is drawn in
// the same commit as the area (no Loading... and no Suspense pause between).
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOADING_TEXT, NotFoundMessage } from '@qrguard/shared-ui';
import { loadOnce, readyLazy } from '@qrguard/shared-ui/lazy';

/** The pages by their path segment under /dashboard/highlight ('' is the overview). */
const PAGES = {
  '': loadOnce(() => import('./pages/HighlightOverview')),
  'label-maker': loadOnce(() => import('./pages/HighlightLabelMaker')),
  'oil-maker': loadOnce(() => import('./pages/HighlightOilMaker')),
  customer: loadOnce(() => import('./pages/HighlightCustomer')),
};

const HighlightOverview = readyLazy(PAGES[''], (m) => m.default);
const HighlightLabelMaker = readyLazy(PAGES['label-maker'], (m) => m.default);
const HighlightOilMaker = readyLazy(PAGES['oil-maker'], (m) => m.default);
const HighlightCustomer = readyLazy(PAGES.customer, (m) => m.default);

/** Fetches the code of the page at `pathname` (nothing for a path that is not a highlight page). */
export function preload(pathname: string): Promise<unknown> {
  const match = /^\/dashboard\/highlight(?:\/([^/]*))?\/?$/.exec(pathname);
  const segment = match?.[1] ?? '';
  return match && Object.hasOwn(PAGES, segment) ? PAGES[segment as keyof typeof PAGES]() : Promise.resolve();
}

export default function App() {
  return (
    <Suspense fallback={<div className="qg-page-loading">{LOADING_TEXT}</div>}>
      <Routes>
        <Route path="highlight">
          <Route index element={<HighlightOverview />} />
          <Route path="label-maker" element={<HighlightLabelMaker />} />
          <Route path="oil-maker" element={<HighlightOilMaker />} />
          <Route path="customer" element={<HighlightCustomer />} />
        </Route>
        <Route path="*" element={<NotFoundMessage />} />
      </Routes>
    </Suspense>
  );
}
