// The route table of spec 2 as React Router routes (history mode). The pages
// a signed-out visitor sees (login, cross-client, not found) are plain and
// part of this chunk; everything behind the sign-in loads on demand, and only
// that code brings antd.
import { readyLazy } from '@qrguard/shared-ui/lazy';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingRedirect } from '../auth/PageAccess';
import { RequireAuth } from '../auth/RequireAuth';
import CrossClientPage from '../pages/CrossClientPage';
import LoginPage from '../pages/LoginPage';
import NotFoundPage from '../pages/NotFoundPage';
import { PageLoading } from '../plain/PageLoading';
import { loadDashboard } from './chunks';

const DashboardLayout = readyLazy(loadDashboard, (chunk) => chunk.DashboardLayout);
const RemoteArea = readyLazy(loadDashboard, (chunk) => chunk.RemoteArea);
const EditProfilePage = lazy(() => import('../pages/editProfile/EditProfilePage'));
const WorkOrderListingPage = lazy(() => import('../pages/WorkOrderListingPage'));
const WorkOrderDetailPage = lazy(() => import('../pages/WorkOrderDetailPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
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
            <Route index element={<LandingRedirect />} />
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
