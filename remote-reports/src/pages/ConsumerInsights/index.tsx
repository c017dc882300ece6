// Consumer Insight (route /dashboard/consumer-insights; spec reports-settings
// 2, issue 14): what the customer scans really hold, for the date filter bar's
// range and the variant filter (both kept in the URL; default This Month).
// Scans by variant, customer type, hour of day, day of week, province and
// city (with the map), repeat scans, shelf time, counterfeit and suspicious
// shares, new suspect flags and report reasons; each chart with an info
// popover saying what it counts and a Download Excel of its figures.
//
// Beyond the original, which drew random numbers: every figure comes from
// the API's insight rollups (GET /api/insight/*). No age or gender chart: the
// data holds neither.
import { Flex, Typography } from 'antd';
import { toHighlightQuery } from '@qrguard/shared-api';
import {
  Column,
  Columns,
  DateFilterBar,
  formatNumber,
  GeoMap,
  PageHeader,
  useBlockData,
  useT,
  type DashboardFilter,
  type FilterSelector,
} from '@qrguard/shared-ui';
import { useMemo } from 'react';
import { useReportFilter } from '../ReportLabelMaker/useReportFilter';
import {
  authenticityChart,
  authenticityExportJob,
  authenticityShares,
  channelsChart,
  citiesChart,
  flagsChart,
  hoursChart,
  provincesChart,
  reasonsChart,
  repeatChart,
  shelfChart,
  variantsChart,
  weekdaysChart,
} from './charts';
import { InsightChart } from './components/InsightChart';
import { insightServices, type InsightQuery, type InsightServices } from './services';

const SELECTORS: readonly FilterSelector[] = ['variant'];

export interface ConsumerInsightsProps {
  /** The page's calls; only tests pass others. */
  services?: InsightServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

/** The query of every insight call: the range and the variants chosen. */
export function insightQuery(filter: DashboardFilter): InsightQuery {
  const { variant } = toHighlightQuery(filter);
  return { start: filter.start, end: filter.end, ...(variant ? { variant } : {}) };
}

export default function ConsumerInsights({ services = insightServices, now }: ConsumerInsightsProps) {
  const t = useT();
  const title = t('page.consumerInsight');
  const { filter, filterBar } = useReportFilter(SELECTORS, now);
  // useBlockData compares queries by value: a re-render with the same filter asks for nothing new.
  const query = insightQuery(filter);
  const variants = useBlockData(services.variants, query, { name: 'the scans by variant' });
  const channels = useBlockData(services.channels, query, { name: 'the scans by customer type' });
  const time = useBlockData(services.time, query, { name: 'the scans by hour and day' });
  const geography = useBlockData(services.geography, query, { name: 'the scans by place' });
  const repeat = useBlockData(services.repeatScans, query, { name: 'the repeat scans' });
  const shelf = useBlockData(services.shelfTime, query, { name: 'the shelf time' });
  const authenticity = useBlockData(services.authenticity, query, { name: 'the counterfeit and suspicious shares' });
  const reasons = useBlockData(services.reportReasons, query, { name: 'the report reasons' });
  const k = (key: string) => t(`consumerInsight.${key}`);

  const cities = geography.state.status === 'ready' ? geography.state.data.cities : undefined;
  const mapRows = useMemo(
    () =>
      (cities ?? []).map((c) => ({
        lat: c.lat,
        lng: c.lng,
        label: `${c.city}: ${formatNumber(c.count)}`,
        count: c.count,
      })),
    [cities],
  );

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        <Columns>
          <Column xl={12}>
            <InsightChart
              title={k('variants.title')}
              info={k('variants.info')}
              block={variants}
              chart={(d) => variantsChart(d, t)}
              categoryTitle={k('variant')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('channels.title')}
              info={k('channels.info')}
              block={channels}
              chart={(d) => channelsChart(d, t)}
              categoryTitle={k('channel')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('hours.title')}
              info={k('hours.info')}
              block={time}
              chart={(d) => hoursChart(d, t)}
              categoryTitle={k('hour')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('weekdays.title')}
              info={k('weekdays.info')}
              block={time}
              chart={(d) => weekdaysChart(d, t)}
              categoryTitle={k('weekday')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('provinces.title')}
              info={k('provinces.info')}
              block={geography}
              chart={(d) => provincesChart(d, t)}
              categoryTitle={k('province')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('cities.title')}
              info={k('cities.info')}
              block={geography}
              chart={(d) => citiesChart(d, t)}
              categoryTitle={k('city')}
            />
          </Column>
          <Column>
            <GeoMap title={k('map.title')} rows={mapRows} loading={geography.state.status === 'loading'} />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('repeat.title')}
              info={k('repeat.info')}
              block={repeat}
              chart={(d) => repeatChart(d, t)}
              categoryTitle={k('repeat.band')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('shelf.title')}
              info={k('shelf.info')}
              block={shelf}
              chart={(d) => shelfChart(d, t)}
              categoryTitle={k('shelf.band')}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('authenticity.title')}
              info={k('authenticity.info')}
              block={authenticity}
              chart={(d) => authenticityChart(d, t)}
              categoryTitle={k('outcome.title')}
              exportJob={(d) => authenticityExportJob(d, t, k('authenticity.title'))}
              footer={(d) => (
                <Typography.Text>
                  {t('consumerInsight.shares', { ...authenticityShares(d), total: formatNumber(d.scans) })}
                </Typography.Text>
              )}
            />
          </Column>
          <Column xl={12}>
            <InsightChart
              title={k('flags.title')}
              info={k('flags.info')}
              block={authenticity}
              chart={(d) => flagsChart(d, t)}
              categoryTitle={k('reason')}
            />
          </Column>
          <Column>
            <InsightChart
              title={k('reasons.title')}
              info={k('reasons.info')}
              block={reasons}
              chart={(d) => reasonsChart(d, t)}
              categoryTitle={k('reason')}
            />
          </Column>
        </Columns>
      </Flex>
    </section>
  );
}
