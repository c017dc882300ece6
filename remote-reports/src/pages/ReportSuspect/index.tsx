// Report Suspect (route /dashboard/reports/suspect; spec reports-settings 2,
// 3, 4, 7, 8, 9; issue 12): the filter bar (dates, default This Month, i.e.
// the first of the month to today, and variants from the master list; both in
// the URL, a change applied 300 ms after the last), the five cards with their
// info (the original never loaded them), the reason filter, and the flags
// newest first with Download Excel ("Report Suspect Download") and a Detail
// modal per row.
//
// Beyond the original: the variant options come from the variants feed (the
// original walked every page of the table to collect them); the cards and the
// table read the same filter, so Total Report Suspect is the table's total
// without a reason and each reason's card its total with that reason; a flag a
// reset cleared stays listed, marked with who cleared it.
import { useCallback, useMemo, useState } from 'react';
import { Card, Flex, Select } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { SUSPECT_REASON_VALUES, type SuspectCards, type SuspectReason, type SuspectRow } from '@qrguard/shared-api';
import {
  apiValueText,
  DataTable,
  DateFilterBar,
  PageHeader,
  StatCards,
  useBlockData,
  useT,
  type DataTableButton,
  type FilterSelector,
  type StatDefinition,
} from '@qrguard/shared-ui';
import { useReportFilter } from '../ReportLabelMaker/useReportFilter';
import { suspectColumns } from './components/columns';
import { DetailModal } from './components/DetailModal';
import {
  cardsQueryOf,
  REASON_PARAM,
  reasonOf,
  SUSPECT_EXPORT_FILE,
  SUSPECT_FILTER_DEBOUNCE_MS,
  SUSPECT_PAGE_SIZES,
  SUSPECT_SORT,
  tableQuery,
  type SuspectFilters,
} from './query';
import { suspectReportServices, type SuspectReportServices } from './services';

const SELECTORS: readonly FilterSelector[] = ['variant'];

export interface ReportSuspectProps {
  /** The page's calls; only tests pass others. */
  services?: SuspectReportServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function ReportSuspect({ services = suspectReportServices, now }: ReportSuspectProps) {
  const t = useT();
  const title = t('page.reportSuspect');
  const { filterBar, query } = useReportFilter(SELECTORS, now);
  const cardsQuery = useMemo(() => cardsQueryOf(query), [query]);
  const cards = useBlockData(services.cards, cardsQuery, { name: 'the Report Suspect cards' });

  const [params, setParams] = useSearchParams();
  const reason = reasonOf(params.get(REASON_PARAM));
  const filters = useMemo<SuspectFilters>(
    () => (reason ? { ...cardsQuery, reason } : cardsQuery),
    [cardsQuery, reason],
  );
  const setReason = (next: SuspectReason | undefined) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next) out.set(REASON_PARAM, next);
      else out.delete(REASON_PARAM);
      return out;
    });

  const [selected, setSelected] = useState<SuspectRow | null>(null);
  const close = useCallback(() => setSelected(null), []);
  const columns = useMemo(() => suspectColumns(t), [t]);
  const buttons = useMemo<DataTableButton<SuspectRow>[]>(
    () => [{ key: 'detail', title: t('common.detail'), icon: <EyeOutlined />, onClick: setSelected }],
    [t],
  );
  const cardDefinitions = useMemo<StatDefinition<SuspectCards>[]>(
    () => [
      { title: t('suspectReport.card.total'), value: (c) => c.total, info: t('suspectReport.card.totalInfo') },
      {
        title: t('suspectReport.card.moreThan5'),
        value: (c) => c.scan_more_than_5,
        info: t('suspectReport.card.moreThan5Info'),
      },
      {
        title: t('suspectReport.card.differentLocation'),
        value: (c) => c.scan_different_location,
        info: t('suspectReport.card.differentLocationInfo'),
      },
      {
        title: t('suspectReport.card.notFound'),
        value: (c) => c.qr_not_found,
        info: t('suspectReport.card.notFoundInfo'),
      },
      {
        title: t('suspectReport.card.suspicious'),
        value: (c) => c.suspicious_qr,
        info: t('suspectReport.card.suspiciousInfo'),
      },
    ],
    [t],
  );

  const reasonLabel = t('suspectReport.reasonFilter');
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} debounceMs={SUSPECT_FILTER_DEBOUNCE_MS} />
        <StatCards
          aria-label={t('suspectReport.cards')}
          state={cards.state}
          cards={cardDefinitions}
          onRetry={cards.reload}
        />
        <Card>
          <Flex vertical gap={16}>
            <Flex gap={8} align="center" wrap>
              <label htmlFor="suspect-reason-filter">{reasonLabel}</label>
              <Select<SuspectReason>
                id="suspect-reason-filter"
                aria-label={reasonLabel}
                placeholder={t('suspectReport.allReasons')}
                allowClear
                style={{ width: 260, maxWidth: '100%' }}
                value={reason}
                onChange={(value) => setReason(value ?? undefined)}
                options={SUSPECT_REASON_VALUES.map((value) => ({
                  value,
                  label: apiValueText(t, 'suspicion', value),
                }))}
              />
            </Flex>
            <DataTable<SuspectRow, SuspectFilters>
              aria-label={t('suspectReport.table')}
              columns={columns}
              rowKey="id"
              defaultSort={SUSPECT_SORT}
              pageSizeOptions={SUSPECT_PAGE_SIZES}
              filters={filters}
              fetchPage={(request, current) => services.table(tableQuery(current, request))}
              buttons={buttons}
              export={{ fileName: SUSPECT_EXPORT_FILE }}
            />
          </Flex>
        </Card>
      </Flex>
      {selected ? (
        <DetailModal
          key={selected.id}
          row={selected}
          range={{ start: cardsQuery.start, end: cardsQuery.end }}
          load={services.details}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
