// The route table of spec 2 as React Router routes (history mode). Every page
// is its own chunk; the sign-in page does not load the dashboard layout.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { AreaLoading, RemoteArea } from '../federation/RemoteArea';
import { LANDING_PATH } from './routeTable';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const CrossClientPage = lazy(() => import('../pages/CrossClientPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const DashboardLayout = lazy(() => import('../layout/DashboardLayout'));
const EditProfilePage = lazy(() => import('../pages/editProfile/EditProfilePage'));
const WorkOrderListingPage = lazy(() => import('../pages/WorkOrderListingPage'));
const WorkOrderDetailPage = lazy(() => import('../pages/WorkOrderDetailPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<AreaLoading />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/cross-client" element={<CrossClientPage />} />
        <Route
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          <Route path="/dashboard">
            <Route index element={<Navigate to={LANDING_PATH} replace />} />
            {/* The remotes render their own <Routes> relative to /dashboard. */}
            <Route path="*" element={<RemoteArea />} />
          </Route>
          <Route path="/edit-profile" element={<EditProfilePage />} />
          <Route path="/work-order-listing" element={<WorkOrderListingPage />} />
          <Route path="/work-order-detail" element={<WorkOrderDetailPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
