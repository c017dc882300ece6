// The activity log table: newest first, 15 rows a request, the next page
// appended when the user scrolls near the bottom.
import { DataTable, type PageRequest, type PageResult } from '@qrguard/shared-ui';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_SORT, buildActivityLogQuery } from '../query';
import type { ActivityLogFilters, ActivityLogQuery, ActivityRow } from '../types';
import { activityColumns } from './columns';

export interface ActivityTableProps {
  filters: ActivityLogFilters;
  /** The service call; the page passes the real one, tests a stand-in. */
  fetchLog: (query: ActivityLogQuery) => Promise<PageResult<ActivityRow>>;
}

export function ActivityTable({ filters, fetchLog }: ActivityTableProps) {
  return (
    <DataTable<ActivityRow, ActivityLogFilters>
      aria-label="Dashboard activity log"
      mode="infinite"
      pageSize={ACTIVITY_PAGE_SIZE}
      columns={activityColumns}
      rowKey="id"
      defaultSort={ACTIVITY_SORT}
      filters={filters}
      fetchPage={(request: PageRequest, current: ActivityLogFilters) =>
        fetchLog(buildActivityLogQuery(current, request))
      }
    />
  );
}
