// Settings - Audit Trail (issue 13; super administrators only): every
// administrative write, newest first, filtered by actor, action, target kind
// and date; each event's before and after as a readable diff; an export of
// what the filters select. Every filter is kept in the URL, so a view can be
// bookmarked and Back restores the previous one.
import { useMemo } from 'react';
import { Card, Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  DataTable,
  DateFilterBar,
  PageHeader,
  useT,
  useUrlFilter,
  type DatePreset,
  type PageResult,
  type TableExportOptions,
} from '@qrguard/shared-ui';
import { AuditFilterPanel, type AuditFilterChoice } from './components/AuditFilterPanel';
import { auditColumns } from './components/columns';
import { AUDIT_SORT, auditActionOf, auditTargetOf, buildAuditQuery } from './query';
import { fetchAuditPage } from './service';
import type { AuditEventRow, AuditFilters, AuditTrailQuery } from './types';

const PRESETS: readonly DatePreset[] = ['today', 'week', 'month', 'year'];

export interface AuditTrailProps {
  /** The page's calls; only tests pass others. */
  fetchPage?: (query: AuditTrailQuery) => Promise<PageResult<AuditEventRow>>;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Unit tests: how the export builds and saves its file (the browser uses a Web Worker and a download). */
  exportWith?: Pick<TableExportOptions, 'createBuilder' | 'save'>;
}

export default function AuditTrail({ fetchPage = fetchAuditPage, now, exportWith }: AuditTrailProps) {
  const t = useT();
  const title = t('page.auditTrail');
  const columns = useMemo(() => auditColumns(t), [t]);

  // The filters, all in the URL: actor, action and target here, the dates through shared-ui's filter.
  const [params, setParams] = useSearchParams();
  const [dates, setDates] = useUrlFilter({ presets: PRESETS, defaultPreset: 'month', now });
  const actor = params.get('actor') ?? '';
  const action = auditActionOf(params.get('action'));
  const target = auditTargetOf(params.get('target'));
  const filters = useMemo<AuditFilters>(
    () => ({ actor, action, target, start: dates.start, end: dates.end }),
    [actor, action, target, dates.start, dates.end],
  );
  const applyChoice = (choice: AuditFilterChoice) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of [
        ['actor', choice.actor],
        ['action', choice.action],
        ['target', choice.target],
      ] as const) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Card>
        <Flex vertical gap={16}>
          <AuditFilterPanel
            // A new panel when the URL changes the filters (Back): it shows what is applied.
            key={`${actor}\n${action ?? ''}\n${target ?? ''}`}
            value={{ actor, action, target }}
            onApply={applyChoice}
          />
          <DateFilterBar value={dates} onChange={setDates} presets={PRESETS} now={now} />
          <DataTable<AuditEventRow, AuditFilters>
            aria-label={t('auditTrail.table')}
            columns={columns}
            rowKey="id"
            defaultSort={AUDIT_SORT}
            filters={filters}
            fetchPage={(request, current) => fetchPage(buildAuditQuery(current, request))}
            // The product's one export (shared-ui/src/export): every row the filters select, in this order.
            export={{ fileName: `${t('auditTrail.fileName')} ${filters.start} - ${filters.end}`, ...exportWith }}
          />
        </Flex>
      </Card>
    </section>
  );
}
