// Settings - User Management - Penindakan App (spec reports-settings 2): not built yet.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function PenindakanAppUserManagement() {
  return <NotBuiltYet title="Penindakan App" />;
}
