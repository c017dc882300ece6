// remote_reports: customer activities, consumer insights and the reports,
// relative to /dashboard (the host mounts every remote under /dashboard/*).
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@qrguard/shared-ui';
import CustomerActivities from './pages/CustomerActivities';
import ConsumerInsights from './pages/ConsumerInsights';
import ReportCustomer from './pages/ReportCustomer';
import ReportLabelMaker from './pages/ReportLabelMaker';
import ReportOilMaker from './pages/ReportOilMaker';
import ReportQrCode from './pages/ReportQrCode';
import ReportSuspect from './pages/ReportSuspect';
import NotFoundLog from './pages/NotFoundLog';
import SummaryReport from './pages/SummaryReport';

export default function App() {
  return (
    <Routes>
      <Route path="customer-activities" element={<CustomerActivities />} />
      <Route path="consumer-insights" element={<ConsumerInsights />} />
      <Route path="reports">
        <Route index element={<Navigate to="customer" replace />} />
        <Route path="customer" element={<ReportCustomer />} />
        <Route path="label-maker" element={<ReportLabelMaker />} />
        <Route path="oil-maker" element={<ReportOilMaker />} />
        <Route path="qrcode" element={<ReportQrCode />} />
        <Route path="suspect" element={<ReportSuspect />} />
        <Route path="summary-report" element={<SummaryReport />} />
        {/* Issue 12: the original defined this view but never routed it. */}
        <Route path="not-found" element={<NotFoundLog />} />
      </Route>
      <Route path="*" element={<NotFoundMessage />} />
    </Routes>
  );
}
