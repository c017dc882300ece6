// remote_highlights: the routes of the highlight dashboards, relative to
// /dashboard (the host mounts every remote under /dashboard/*).
import { Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@qrguard/shared-ui';
import HighlightOverview from './pages/HighlightOverview';
import HighlightLabelMaker from './pages/HighlightLabelMaker';
import HighlightOilMaker from './pages/HighlightOilMaker';
import HighlightCustomer from './pages/HighlightCustomer';

export default function App() {
  return (
    <Routes>
      <Route path="highlight">
        <Route index element={<HighlightOverview />} />
        <Route path="label-maker" element={<HighlightLabelMaker />} />
        <Route path="oil-maker" element={<HighlightOilMaker />} />
        <Route path="customer" element={<HighlightCustomer />} />
      </Route>
      <Route path="*" element={<NotFoundMessage />} />
    </Routes>
  );
}
