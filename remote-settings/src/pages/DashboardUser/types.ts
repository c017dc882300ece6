// Types of the Dashboard User page (spec reports-settings 2, 3): the contract's.
import type { BodyOf, DashboardUserRow, QueryOf } from '@qrguard/shared-api';

export type { DashboardUserRow };
export type DashboardUserQuery = QueryOf<'dashboardUsers'>;
export type CreateDashboardUserBody = BodyOf<'createDashboardUser'>;
export type UpdateDashboardUserBody = BodyOf<'updateDashboardUser'>;
