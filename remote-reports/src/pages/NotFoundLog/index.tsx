// Not Found Log (route /dashboard/reports/not-found; spec reports-settings 2,
// 3, 7, 9; issue 12): the customer scans of URLs that name no QR code (a
// counterfeit label, a mistyped link), newest first: Variant, URL, Created At
// ("MMM DD Y, HH:mm"), sortable, 15 a page, with an image button where a
// customer reported that URL with a photo. The original defined this view but
// never routed it; here it is a page of the Reports menu with its own right
// (REPORT_NOT_FOUND), and its date filter is kept in the URL.
import { useCallback, useMemo, useState } from 'react';
import { Card, Flex } from 'antd';
import { FileImageOutlined } from '@ant-design/icons';
import type { NotFoundRow } from '@qrguard/shared-api';
import {
  DataTable,
  DateFilterBar,
  EMPTY_VALUE,
  formatDateTime,
  PageHeader,
  useT,
  type DataTableButton,
  type DataTableColumn,
  type FilterSelector,
  type TranslateFn,
} from '@qrguard/shared-ui';
import { PhotoModal } from '../ReportCustomer/components/PhotoModal';
import { useReportFilter } from '../ReportLabelMaker/useReportFilter';
import {
  NOT_FOUND_DATE_FORMAT,
  NOT_FOUND_PAGE_SIZES,
  NOT_FOUND_SORT,
  notFoundFiltersOf,
  notFoundQuery,
  type NotFoundFilters,
} from './query';
import { notFoundLogServices, type NotFoundLogServices } from './services';

const NO_SELECTORS: readonly FilterSelector[] = [];

const createdAt = (value: string) => formatDateTime(value, undefined, NOT_FOUND_DATE_FORMAT);

export function notFoundColumns(t: TranslateFn): DataTableColumn<NotFoundRow>[] {
  return [
    {
      key: 'variant',
      title: t('notFoundLog.column.variant'),
      sortable: true,
      width: 120,
      render: (value) => (value ? String(value) : EMPTY_VALUE),
    },
    { key: 'url', title: t('notFoundLog.column.url'), sortable: true, format: 'text' },
    {
      key: 'created_at',
      title: t('notFoundLog.column.createdAt'),
      sortable: true,
      width: 200,
      render: (value) => createdAt(String(value)),
      exportValue: (row) => createdAt(row.created_at),
    },
  ];
}

export interface NotFoundLogProps {
  /** The page's calls; only tests pass others. */
  services?: NotFoundLogServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function NotFoundLog({ services = notFoundLogServices, now }: NotFoundLogProps) {
  const t = useT();
  const title = t('page.notFoundLog');
  const { filterBar, query } = useReportFilter(NO_SELECTORS, now);
  const filters = useMemo(() => notFoundFiltersOf(query), [query]);
  const [photoOf, setPhotoOf] = useState<NotFoundRow | null>(null);
  const close = useCallback(() => setPhotoOf(null), []);
  const columns = useMemo(() => notFoundColumns(t), [t]);
  const buttons = useMemo<DataTableButton<NotFoundRow>[]>(
    () => [
      {
        key: 'photo',
        title: t('notFoundLog.viewImage'),
        icon: <FileImageOutlined />,
        variable: 'has_photo',
        onClick: setPhotoOf,
      },
    ],
    [t],
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        <Card>
          <DataTable<NotFoundRow, NotFoundFilters>
            aria-label={t('notFoundLog.table')}
            columns={columns}
            rowKey="id"
            defaultSort={NOT_FOUND_SORT}
            pageSizeOptions={NOT_FOUND_PAGE_SIZES}
            filters={filters}
            fetchPage={(request, current) => services.log(notFoundQuery(current, request))}
            buttons={buttons}
            specialButtons={['photo']}
          />
        </Card>
      </Flex>
      {photoOf?.report_id ? (
        <PhotoModal
          key={photoOf.id}
          report={{ id: photoOf.report_id, reason: photoOf.reason ?? '' }}
          loadPhoto={services.photo}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
