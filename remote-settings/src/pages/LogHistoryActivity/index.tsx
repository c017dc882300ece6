// Log Dashboard Activity (spec reports-settings 2 and 4): who opened which
// page when, searchable by username and limited to a period.
import { useState } from 'react';
import { Card, Flex } from 'antd';
import { DateFilterBar, PageHeader, useT, type DateFilterValue, type DatePreset } from '@qrguard/shared-ui';
import { ActivityTable, type ActivityTableProps } from './components/ActivityTable';
import { UsernameSearch } from './components/UsernameSearch';
import { fetchActivityLog } from './service';
import type { ActivityLogFilters } from './types';

/** Spec: This Week, This Month and This Year; no Today on this page. */
const PRESETS: DatePreset[] = ['week', 'month', 'year'];

export interface LogHistoryActivityProps {
  /** The service call; only tests pass another. */
  fetchLog?: ActivityTableProps['fetchLog'];
}

export default function LogHistoryActivity({ fetchLog = fetchActivityLog }: LogHistoryActivityProps) {
  const [search, setSearch] = useState('');
  const t = useT();
  // Set by the date bar's immediate first emit; the table waits for it so the
  // first request already carries the default period.
  const [range, setRange] = useState<DateFilterValue | null>(null);
  const filters: ActivityLogFilters | null = range ? { search, start: range.start, end: range.end } : null;

  return (
    <section aria-label={t('activityLog.title')}>
      <PageHeader title={t('activityLog.title')} />
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
          <UsernameSearch onSearch={setSearch} />
          <DateFilterBar presets={PRESETS} defaultPreset="month" onChange={setRange} />
        </Flex>
        {filters ? <ActivityTable filters={filters} fetchLog={fetchLog} /> : null}
      </Card>
    </section>
  );
}
