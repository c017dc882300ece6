// Settings - User Management - Oil Maker App (spec reports-settings 2, 4, 5, 8;
// issue 13): the oil-maker app's accounts, with Company (an oil maker, chosen
// by its code), Device Lock and the lock's reset on SET rows.
import { useCallback, useMemo } from 'react';
import { useT } from '@qrguard/shared-ui';
import { appTypeText, appUserColumns, appUserFormValues, lockIsSet } from '../../userManagement/appUsers';
import type { UserService } from '../../userManagement/types';
import { UserManagementPage } from '../../userManagement/UserManagementPage';
import { oilMakerAppUserService } from './service';
import type { AppUserRow } from './types';

export interface OilMakerAppUserManagementProps {
  /** The page's calls; only tests pass others. */
  service?: UserService<AppUserRow>;
}

const anyRow = () => true;

export default function OilMakerAppUserManagement({
  service = oilMakerAppUserService,
}: OilMakerAppUserManagementProps) {
  const t = useT();
  const columns = useMemo(() => appUserColumns(t, { company: true }), [t]);
  const typeText = useCallback((type: string) => appTypeText(t, type), [t]);
  return (
    <UserManagementPage<AppUserRow>
      kind="oilMaker"
      title={t('page.oilMakerApp')}
      tableLabel={t('userManagement.table.oilMaker')}
      columns={columns}
      service={service}
      // Spec reports-settings 6: New User, Edit, Delete and the reset for anyone who reaches the page.
      canWrite
      canDelete={anyRow}
      deleteText={t('userManagement.deleteAppText')}
      toFormValues={appUserFormValues}
      lockIsSet={lockIsSet}
      typeText={typeText}
    />
  );
}
