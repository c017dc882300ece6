// Activity log (spec reports-settings 2, 7; shell-highlights 7).
import { api } from '../client';
import type { BodyOf, QueryOf, ResponseOf } from '../contract';

/** POST /api/settings/post-activity: records a page visit. */
export async function postActivity(body: BodyOf<'postActivity'>): Promise<void> {
  await api.post('api/settings/post-activity', { json: body }).json<ResponseOf<'postActivity'>>();
}

/** GET /api/settings/log-dashboard-activity: returns `data` and the paging `meta`. */
export async function fetchActivityLog(
  query: QueryOf<'activityLog'> = {},
): Promise<Pick<ResponseOf<'activityLog'>, 'data' | 'meta'>> {
  const { data, meta } = await api
    .get('api/settings/log-dashboard-activity', { searchParams: query })
    .json<ResponseOf<'activityLog'>>();
  return { data, meta };
}
