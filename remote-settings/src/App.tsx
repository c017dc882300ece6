// remote_settings: the routes of the settings area, relative to /dashboard
// (the host mounts every remote under /dashboard/*).
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundMessage } from '@qrguard/shared-ui';
import LogHistoryActivity from './pages/LogHistoryActivity';
import DashboardUserManagement from './pages/DashboardUser';
import OilMakerAppUserManagement from './pages/OilMakerAppUser';
import PenindakanAppUserManagement from './pages/PenindakanAppUser';
import AuditTrail from './pages/AuditTrail';
import AlertRules from './pages/AlertRules';

export default function App() {
  return (
    <Routes>
      <Route path="settings">
        <Route index element={<Navigate to="log-history-activity" replace />} />
        <Route path="log-history-activity" element={<LogHistoryActivity />} />
        <Route path="user-management">
          <Route index element={<Navigate to="dashboard-user" replace />} />
          <Route path="dashboard-user" element={<DashboardUserManagement />} />
          <Route path="oil-maker-app" element={<OilMakerAppUserManagement />} />
          <Route path="penindakan-app" element={<PenindakanAppUserManagement />} />
        </Route>
        <Route path="audit-trail" element={<AuditTrail />} />
        <Route path="alert-rules" element={<AlertRules />} />
      </Route>
      <Route path="*" element={<NotFoundMessage />} />
    </Routes>
  );
}
