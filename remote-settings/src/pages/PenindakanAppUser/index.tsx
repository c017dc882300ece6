// Settings - User Management - Penindakan App (spec reports-settings 2, 4, 5, 8;
// issue 13): the enforcement app's accounts, with Device Lock and the lock's
// reset on SET rows.
import type { UserService } from '../../userManagement/types';
import { AppUserManagementPage } from '../../userManagement/AppUserManagementPage';
import { penindakanAppUserService } from './service';
import type { AppUserRow } from './types';

export interface PenindakanAppUserManagementProps {
  /** The page's calls; only tests pass others. */
  service?: UserService<AppUserRow>;
}

export default function PenindakanAppUserManagement({
  service = penindakanAppUserService,
}: PenindakanAppUserManagementProps) {
  return (
    <AppUserManagementPage
      kind="penindakan"
      titleKey="page.penindakanApp"
      tableKey="userManagement.table.penindakan"
      service={service}
    />
  );
}
