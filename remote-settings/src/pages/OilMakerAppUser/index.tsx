// Settings - User Management - Oil Maker App (spec reports-settings 2): not built yet.
import { NotBuiltYet } from '@qrguard/shared-ui';

export default function OilMakerAppUserManagement() {
  return <NotBuiltYet title="Oil Maker App" />;
}
