// remote_highlights: the routes of the highlight dashboards, relative to
// /dashboard (the host mounts every remote under /dashboard/*). Each page is
// its own chunk, so opening one page loads only that page's code (the charts
// library loads when the first chart is drawn).
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOADING_TEXT, NotFoundMessage } from '@qrguard/shared-ui';

const HighlightOverview = lazy(() => import('./pages/HighlightOverview'));
const HighlightLabelMaker = lazy(() => import('./pages/HighlightLabelMaker'));
const HighlightOilMaker = lazy(() => import('./pages/HighlightOilMaker'));
const HighlightCustomer = lazy(() => import('./pages/HighlightCustomer'));

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
