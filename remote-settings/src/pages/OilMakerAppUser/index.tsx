// Settings - User Management - Oil Maker App (spec reports-settings 2, 4, 5, 8;
// issue 13): the oil-maker app's accounts, with Company (an oil maker, chosen
// by its code), Device Lock and the lock's reset on SET rows.
import type { UserService } from '../../userManagement/types';
import { AppUserManagementPage } from '../../userManagement/AppUserManagementPage';
import { oilMakerAppUserService } from './service';
import type { AppUserRow } from './types';

export interface OilMakerAppUserManagementProps {
  /** The page's calls; only tests pass others. */
  service?: UserService<AppUserRow>;
}

export default function OilMakerAppUserManagement({
  service = oilMakerAppUserService,
}: OilMakerAppUserManagementProps) {
  return (
    <AppUserManagementPage
      kind="oilMaker"
      titleKey="page.oilMakerApp"
      tableKey="userManagement.table.oilMaker"
      service={service}
    />
  );
}
