// Customer Activities (issue 11; spec reports-settings 2, 3, 7, 9): the date
// filter bar (This Month by default, kept in the URL), the Scan Activity bar
// chart, the Customer Distribution map of the last 1000 scans and the Scan
// History table (newest first, status filter, Download Excel, view on map).
//
// Beyond the original: the chart's status dropdown was a placeholder with no
// options; here one status filter (in the URL) drives the chart and the table
// alike, so the chart's total is the table's total for the same filter.
import { useCallback, useMemo, useState } from 'react';
import { Card, Flex, Modal, Select, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import {
  fetchActivityHistory,
  fetchActivityMapDistribution,
  fetchActivityOverview,
  type ActivityHistoryRow,
  type ActivityOverviewRow,
} from '@qrguard/shared-api';
import {
  Column,
  Columns,
  BarChartCard,
  DataTable,
  DateFilterBar,
  GeoMap,
  PageHeader,
  apiValueText,
  formatDateTime,
  formatNumber,
  periodBarChart,
  useBlockData,
  useT,
  useUrlFilter,
  type DataTableButton,
  type DataTableColumn,
  type PeriodMode,
  type TranslateFn,
} from '@qrguard/shared-ui';
import {
  ACTIVITY_SELECTORS,
  ACTIVITY_STATUSES,
  HISTORY_SORT,
  SCAN_HISTORY_FILE,
  filterQuery,
  historyQuery,
  overviewQuery,
  statusOf,
  type ActivityFilters,
  type ActivityStatus,
} from './query';

/** The page's calls (shared-api's services); only tests pass others. */
export const ACTIVITY_SERVICE = {
  fetchActivityOverview,
  fetchActivityMapDistribution,
  fetchActivityHistory,
};
export type ActivityService = typeof ACTIVITY_SERVICE;

export interface CustomerActivitiesProps {
  service?: ActivityService;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** The chart of the overview rows: one series, scans per period. */
export function scanActivityChart(rows: readonly ActivityOverviewRow[], mode: PeriodMode, seriesName: string) {
  return periodBarChart(rows, mode, [{ name: seriesName, value: (r) => r.count, color: '#1677ff' }]);
}

export function historyColumns(t: TranslateFn): DataTableColumn<ActivityHistoryRow>[] {
  return [
    { key: 'url', title: t('activities.column.url'), ellipsis: false },
    { key: 'product_name', title: t('activities.column.productName') },
    { key: 'volume', title: t('activities.column.volume'), format: 'volume', align: 'right' },
    { key: 'scan_date', title: t('activities.column.scanDate'), format: 'datetime', sortable: true },
    { key: 'lat', title: t('activities.column.lat'), align: 'right', render: (v) => (v === null ? '-' : String(v)) },
    { key: 'lng', title: t('activities.column.lng'), align: 'right', render: (v) => (v === null ? '-' : String(v)) },
    {
      key: 'status',
      title: t('activities.column.status'),
      sortable: true,
      render: (value) => apiValueText(t, 'scanResult', String(value)),
    },
  ];
}

export default function CustomerActivities({ service = ACTIVITY_SERVICE, now }: CustomerActivitiesProps) {
  const t = useT();
  // The page's title is the menu's label (sidebar "Customer Activities").
  const title = t('menu.CustomerActivities');
  const [filter, setFilter] = useUrlFilter({ selectors: ACTIVITY_SELECTORS, now });
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const setStatus = (next: ActivityStatus | '') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      return updated;
    });

  const query = useMemo(() => filterQuery(filter), [filter]);
  const seriesQuery = useMemo(() => overviewQuery(filter, status), [filter, status]);
  const tableFilters = useMemo<ActivityFilters>(() => ({ query, status }), [query, status]);

  const overview = useBlockData(service.fetchActivityOverview, seriesQuery, { name: 'the Scan Activity chart' });
  const points = useBlockData(service.fetchActivityMapDistribution, query, { name: 'the Customer Distribution map' });
  const chartTotal =
    overview.state.status === 'ready' ? overview.state.data.reduce((sum, row) => sum + row.count, 0) : null;

  const [located, setLocated] = useState<ActivityHistoryRow | null>(null);
  const closeMap = useCallback(() => setLocated(null), []);
  const columns = useMemo(() => historyColumns(t), [t]);
  const buttons = useMemo<DataTableButton<ActivityHistoryRow>[]>(
    () => [
      {
        key: 'map',
        title: t('activities.viewOnMap'),
        icon: <EnvironmentOutlined />,
        variable: 'has_location',
        onClick: (row) => setLocated(row),
      },
    ],
    [t],
  );
  const mapRows = useMemo(
    () =>
      points.state.status === 'ready'
        ? points.state.data.map((p) => ({
            lat: p.lat,
            lng: p.lng,
            label: `${apiValueText(t, 'scanResult', p.status)} ${formatDateTime(p.scan_date)}`,
          }))
        : [],
    [points.state, t],
  );

  const statusLabel = t('activities.statusFilter');
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={12}>
            <DateFilterBar value={filter} onChange={setFilter} selectors={ACTIVITY_SELECTORS} now={now} />
            <Flex gap={8} align="center" wrap>
              <label htmlFor="activities-status">{statusLabel}</label>
              <Select<ActivityStatus | ''>
                id="activities-status"
                aria-label={statusLabel}
                style={{ minWidth: 180 }}
                value={status}
                onChange={setStatus}
                options={[
                  { value: '', label: t('activities.allStatuses') },
                  ...ACTIVITY_STATUSES.map((value) => ({ value, label: apiValueText(t, 'scanResult', value) })),
                ]}
              />
            </Flex>
          </Flex>
        </Card>
        <Columns>
          <Column xl={12}>
            <Flex vertical gap={4}>
              <BarChartCard
                title={t('activities.scanActivity')}
                info={t('activities.scanActivityInfo')}
                block={overview}
                chart={(rows) => scanActivityChart(rows, seriesQuery.mode, t('activities.series'))}
              />
              {chartTotal !== null ? (
                <Typography.Text data-testid="chart-total">
                  {t('activities.chartTotal', { n: formatNumber(chartTotal) })}
                </Typography.Text>
              ) : null}
            </Flex>
          </Column>
          <Column xl={12}>
            <Card title={t('activities.distribution')}>
              <GeoMap
                title={t('activities.lastScans')}
                rows={mapRows}
                preset="distribution"
                loading={points.state.status === 'loading'}
              />
            </Card>
          </Column>
        </Columns>
        <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('activities.history')}</h3>}>
          <DataTable<ActivityHistoryRow, ActivityFilters>
            aria-label={t('activities.history')}
            columns={columns}
            rowKey="id"
            defaultSort={HISTORY_SORT}
            filters={tableFilters}
            fetchPage={(request, current) => service.fetchActivityHistory(historyQuery(current, request))}
            buttons={buttons}
            specialButtons={['map']}
            export={{ fileName: SCAN_HISTORY_FILE, sheetName: 'Scan History' }}
          />
        </Card>
      </Flex>
      <Modal
        open={located !== null}
        title={t('activities.mapModal')}
        onCancel={closeMap}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {located ? (
          <GeoMap
            title={located.url}
            rows={[{ lat: located.lat, lng: located.lng, label: located.url }]}
            preset="detail"
            height={320}
            headingLevel={3}
          />
        ) : null}
      </Modal>
    </section>
  );
}
