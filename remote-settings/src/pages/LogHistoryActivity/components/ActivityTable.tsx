// The activity log table: newest first, 15 rows a request, the next page
// appended when the user scrolls near the bottom.
import { useMemo } from 'react';
import { DataTable, useT, type PageRequest, type PageResult } from '@qrguard/shared-ui';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_SORT, buildActivityLogQuery } from '../query';
import type { ActivityLogFilters, ActivityLogQuery, ActivityRow } from '../types';
import { activityColumns } from './columns';

export interface ActivityTableProps {
  filters: ActivityLogFilters;
  /** The service call; the page passes the real one, tests a stand-in. */
  fetchLog: (query: ActivityLogQuery) => Promise<PageResult<ActivityRow>>;
}

export function ActivityTable({ filters, fetchLog }: ActivityTableProps) {
  const t = useT();
  const columns = useMemo(() => activityColumns(t), [t]);
  return (
    <DataTable<ActivityRow, ActivityLogFilters>
      aria-label={t('activityLog.table')}
      mode="infinite"
      pageSize={ACTIVITY_PAGE_SIZE}
      columns={columns}
      rowKey="id"
      defaultSort={ACTIVITY_SORT}
      filters={filters}
      export={{ fileName: 'Log Dashboard Activity Download' }}
      fetchPage={(request: PageRequest, current: ActivityLogFilters) =>
        fetchLog(buildActivityLogQuery(current, request))
      }
    />
  );
}
