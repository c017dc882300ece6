// Settings - User Management - Dashboard User (spec reports-settings 2, 5, 6,
// 8; issue 13). New User and Edit only for a super administrator (the API
// refuses every write to anyone else); Delete too, with a plain warning in
// place of the original's joke, and never on the reader's own account (the
// API refuses that as well).
import { useCallback, useMemo } from 'react';
import { holderOf, useSession } from '@qrguard/shared-api';
import { apiValueText, useT } from '@qrguard/shared-ui';
import type { UserFormValues, UserService } from '../../userManagement/types';
import { UserManagementPage } from '../../userManagement/UserManagementPage';
import { dashboardUserColumns } from './components/columns';
import { dashboardUserService } from './service';
import type { DashboardUserRow } from './types';

export interface DashboardUserManagementProps {
  /** The page's calls; only tests pass others. */
  service?: UserService<DashboardUserRow>;
}

function formValues(row: DashboardUserRow): UserFormValues {
  return {
    username: row.username,
    type: row.role === null ? undefined : String(row.role),
    status: row.status,
    productTypes: row.product_category_ids,
    password: '',
    company: undefined,
    labelMaker: row.label_maker_id ?? undefined,
  };
}

export default function DashboardUserManagement({ service = dashboardUserService }: DashboardUserManagementProps) {
  const t = useT();
  const session = useSession();
  const superAdmin = session ? holderOf(session).superAdmin : false;
  const ownId = session?.id;
  const columns = useMemo(() => dashboardUserColumns(t), [t]);
  const canDelete = useCallback((row: DashboardUserRow) => superAdmin && row.id !== ownId, [superAdmin, ownId]);
  const typeText = useCallback((name: string) => apiValueText(t, 'role', name), [t]);
  return (
    <UserManagementPage<DashboardUserRow>
      kind="dashboard"
      title={t('page.dashboardUser')}
      tableLabel={t('userManagement.table.dashboard')}
      columns={columns}
      service={service}
      canWrite={superAdmin}
      canDelete={canDelete}
      deleteText={t('userManagement.deleteDashboardText')}
      toFormValues={formValues}
      typeText={typeText}
      notice={superAdmin ? undefined : t('userManagement.onlySuperAdmin')}
    />
  );
}
