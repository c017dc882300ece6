// An app's user-management page (spec reports-settings 2, 4, 5, 8; issue 13):
// the shared user page with the app accounts' columns (Company on the
// oil-maker app), Device Lock and the lock's reset on SET rows. Spec
// reports-settings 6: New User, Edit, Delete and the reset for anyone who
// reaches the page.
import { useCallback, useMemo } from 'react';
import type { AppUserRow } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';
import { appTypeText, appUserColumns, appUserFormValues, lockIsSet } from './appUsers';
import type { UserService } from './types';
import { UserManagementPage } from './UserManagementPage';

export interface AppUserManagementPageProps {
  kind: 'oilMaker' | 'penindakan';
  /** Translation keys of the page's title and its table's name. */
  titleKey: string;
  tableKey: string;
  service: UserService<AppUserRow>;
}

const anyRow = () => true;

export function AppUserManagementPage({ kind, titleKey, tableKey, service }: AppUserManagementPageProps) {
  const t = useT();
  const columns = useMemo(() => appUserColumns(t, { company: kind === 'oilMaker' }), [t, kind]);
  const typeText = useCallback((type: string) => appTypeText(t, type), [t]);
  return (
    <UserManagementPage<AppUserRow>
      kind={kind}
      title={t(titleKey)}
      tableLabel={t(tableKey)}
      columns={columns}
      service={service}
      canWrite
      canDelete={anyRow}
      deleteText={t('userManagement.deleteAppText')}
      toFormValues={appUserFormValues}
      lockIsSet={lockIsSet}
      typeText={typeText}
    />
  );
}
