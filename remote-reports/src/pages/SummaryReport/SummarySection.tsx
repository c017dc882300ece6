// One section of the Summary report: its own year selector (this year down to
// the first year holding data; it cannot be emptied), Download Excel of what
// it shows, and the Jan-Dec table with the Total column first, a column group
// per label maker / oil maker / channel / main dealer (from the reference
// data, keyed by their stable identifiers) and the Total row, all computed by
// the API. Each heading's tooltip says what the figure counts.
import { useMemo, useState } from 'react';
import { Card, Flex, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnType, ColumnGroupType } from 'antd/es/table';
import type { SummaryGroup } from '@qrguard/shared-api';
import { BlockError, ExportButton, formatNumber, useBlockData, useT } from '@qrguard/shared-ui';
import { monthLabel, sectionSpec, summaryExportJob, type Figures, type SectionData, type SectionId } from './sections';
import type { SummaryReportServices } from './services';

type Line = { key: string; label: string; total: Figures; groups: Record<string, Figures> };

/** A heading with its tooltip; focusable, so the tooltip opens by keyboard too. */
function Heading({ text, info }: { text: string; info: string }) {
  return (
    <Tooltip title={info}>
      <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {text}
      </span>
    </Tooltip>
  );
}

/** The years the selector offers: this year down to the first year holding data (and the one chosen). */
export function yearOptions(currentYear: number, firstYear: number | undefined, chosen: number): number[] {
  const last = Math.min(firstYear ?? currentYear, chosen, currentYear);
  const top = Math.max(currentYear, chosen);
  return Array.from({ length: top - last + 1 }, (_, i) => top - i);
}

export interface SummarySectionProps {
  id: SectionId;
  load: SummaryReportServices[SectionId];
  currentYear: number;
}

export function SummarySection({ id, load, currentYear }: SummarySectionProps) {
  const t = useT();
  const spec = useMemo(() => sectionSpec(id, t), [id, t]);
  const [year, setYear] = useState(currentYear);
  const [firstYear, setFirstYear] = useState<number | undefined>(undefined);
  const query = useMemo(() => ({ year }), [year]);
  const block = useBlockData(load as (q: { year: number }) => Promise<SectionData>, query, {
    name: `the ${spec.title} summary`,
  });
  const data = block.state.status === 'ready' ? block.state.data : undefined;
  // The first year holding data comes with every answer; kept while another year loads.
  if (data && data.first_year !== firstYear) setFirstYear(data.first_year);

  const groups: (SummaryGroup | null)[] = [null, ...(data?.groups ?? [])];
  const single = spec.figures.length === 1;
  const columns: (ColumnType<Line> | ColumnGroupType<Line>)[] = [
    { key: 'month', title: t('summaryReport.month'), dataIndex: 'label', width: 90 },
    ...groups.map((g): ColumnType<Line> | ColumnGroupType<Line> => {
      const owner = g ? g.name : t('summaryReport.total');
      const pick = (line: Line) => (g ? line.groups[g.key] : line.total);
      const leaf = (f: (typeof spec.figures)[number], title: string): ColumnType<Line> => ({
        key: `${g?.key ?? '_total'}.${f.key}`,
        title: <Heading text={title} info={f.info(g)} />,
        align: 'right',
        render: (_: unknown, line: Line) => formatNumber(pick(line)?.[f.key] ?? 0),
      });
      if (single) return leaf(spec.figures[0]!, owner);
      return {
        key: g?.key ?? '_total',
        title: owner,
        children: spec.figures.map((f) => leaf(f, f.title)),
      };
    }),
  ];
  const lines: Line[] = data
    ? [
        ...data.rows.map((r) => ({ key: String(r.month), label: monthLabel(data.year, r.month), ...r })),
        { key: 'total', label: t('summaryReport.total'), ...data.total },
      ]
    : [];

  const options = yearOptions(currentYear, firstYear, year).map((y) => ({ value: y, label: String(y) }));
  const yearLabel = t('summaryReport.yearOf', { section: spec.title });

  return (
    <section aria-label={spec.title}>
      <Card
        title={
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            {spec.title}
          </Typography.Title>
        }
        extra={
          <Flex gap={8} align="center" wrap>
            <Select
              aria-label={yearLabel}
              value={year}
              options={options}
              // The year cannot be emptied (spec reports-settings 5).
              allowClear={false}
              onChange={(value: number) => setYear(value)}
              style={{ width: 100 }}
            />
            <ExportButton
              label={t('summaryReport.download', { section: spec.title })}
              disabled={!data}
              job={() => summaryExportJob(spec, data!, t)}
            />
          </Flex>
        }
        styles={{ body: { minWidth: 0 } }}
      >
        {block.state.status === 'error' ? (
          <BlockError onRetry={block.reload} />
        ) : (
          // A wide table scrolls sideways in its own box, which the keyboard can reach (WCAG 2.1.1). Not
          // antd's scroll.x: its hidden measuring row would repeat the focusable headings.
          <div
            role="group"
            aria-label={t('summaryReport.tableOf', { section: spec.title })}
            tabIndex={0}
            style={{ overflowX: 'auto' }}
          >
            <Table<Line>
              aria-label={spec.title}
              size="small"
              bordered
              loading={block.state.status === 'loading'}
              columns={columns}
              dataSource={lines}
              pagination={false}
              rowClassName={(line) => (line.key === 'total' ? 'qg-summary-total' : '')}
              onRow={(line) => (line.key === 'total' ? { style: { fontWeight: 600 } } : {})}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
