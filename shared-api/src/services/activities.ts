// Customer Activities' calls (issue 11; contract/activities.ts). Filters as the
// highlight pages send them (toHighlightQuery: ids comma-joined, empty values
// dropped); the client adds " 00:00:00" / " 23:59:59" to start and end.
import { api } from '../client';
import type { QueryOf, ResponseOf } from '../contract';

/** GET /api/activities/overview: scans per period (Scan Activity chart); needs start, end and mode. */
export async function fetchActivityOverview(
  query: QueryOf<'activityOverview'>,
): Promise<ResponseOf<'activityOverview'>['data']> {
  return (await api.get('api/activities/overview', { searchParams: query }).json<ResponseOf<'activityOverview'>>())
    .data;
}

/** GET /api/activities/map-distribution: the newest 1,000 located customer scans (Customer Distribution map). */
export async function fetchActivityMapDistribution(
  query: QueryOf<'activityMapDistribution'> = {},
): Promise<ResponseOf<'activityMapDistribution'>['data']> {
  return (
    await api
      .get('api/activities/map-distribution', { searchParams: query })
      .json<ResponseOf<'activityMapDistribution'>>()
  ).data;
}

/** GET /api/activities/history: Scan History, newest first; `pagination: false` is the export source. */
export async function fetchActivityHistory(
  query: QueryOf<'activityHistory'> = {},
): Promise<Pick<ResponseOf<'activityHistory'>, 'data' | 'meta'>> {
  const { data, meta } = await api
    .get('api/activities/history', { searchParams: query })
    .json<ResponseOf<'activityHistory'>>();
  return { data, meta };
}
