// Settings - User Management - Dashboard User (spec reports-settings 2): not built yet.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function DashboardUserManagement() {
  return <NotBuiltYet title="Dashboard User" />;
}
