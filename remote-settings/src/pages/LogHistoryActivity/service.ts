// Calls of the Log Dashboard Activity page, through the one authenticated client.
import { api, type ResponseOf } from '@qrguard/shared-api';
import type { PageResult } from '@qrguard/shared-ui';
import type { ActivityLogQuery, ActivityRow } from './types';

// GET /api/settings/log-dashboard-activity
export async function fetchActivityLog(query: ActivityLogQuery): Promise<PageResult<ActivityRow>> {
  const { data, meta } = await api
    .get('api/settings/log-dashboard-activity', { searchParams: query })
    .json<ResponseOf<'activityLog'>>();
  return { data, meta };
}
