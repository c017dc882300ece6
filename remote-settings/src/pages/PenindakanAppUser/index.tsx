// Settings - User Management - Penindakan App (spec reports-settings 2, 4, 5, 8;
// issue 13): the enforcement app's accounts, with Device Lock and the lock's
// reset on SET rows.
import { useCallback, useMemo } from 'react';
import { useT } from '@qrguard/shared-ui';
import { appTypeText, appUserColumns, appUserFormValues, lockIsSet } from '../../userManagement/appUsers';
import type { UserService } from '../../userManagement/types';
import { UserManagementPage } from '../../userManagement/UserManagementPage';
import { penindakanAppUserService } from './service';
import type { AppUserRow } from './types';

export interface PenindakanAppUserManagementProps {
  /** The page's calls; only tests pass others. */
  service?: UserService<AppUserRow>;
}

const anyRow = () => true;

export default function PenindakanAppUserManagement({
  service = penindakanAppUserService,
}: PenindakanAppUserManagementProps) {
  const t = useT();
  const columns = useMemo(() => appUserColumns(t, { company: false }), [t]);
  const typeText = useCallback((type: string) => appTypeText(t, type), [t]);
  return (
    <UserManagementPage<AppUserRow>
      kind="penindakan"
      title={t('page.penindakanApp')}
      tableLabel={t('userManagement.table.penindakan')}
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
