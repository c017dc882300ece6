// Alert rules (issue 15): who is told about what by e-mail or webhook, the
// recent deliveries with their outcome, and a Test that sends one now.
import { api } from '../client';
import type { BodyOf, QueryOf, ResponseOf } from '../contract';

/** GET /api/settings/alert-rules: every rule (the webhook secret only as its last characters). */
export async function fetchAlertRules(): Promise<ResponseOf<'alertRules'>['data']> {
  const { data } = await api.get('api/settings/alert-rules').json<ResponseOf<'alertRules'>>();
  return data;
}

/** POST /api/settings/alert-rules: answers the rule and, for a webhook, its secret (shown this once). */
export async function createAlertRule(body: BodyOf<'createAlertRule'>): Promise<ResponseOf<'createAlertRule'>> {
  return api.post('api/settings/alert-rules', { json: body }).json<ResponseOf<'createAlertRule'>>();
}

/** PUT /api/settings/alert-rules/:id: answers the rule and a new secret when one was made (rotated or new webhook). */
export async function updateAlertRule(
  id: number,
  body: BodyOf<'updateAlertRule'>,
): Promise<ResponseOf<'updateAlertRule'>> {
  return api
    .put(`api/settings/alert-rules/${encodeURIComponent(id)}`, { json: body })
    .json<ResponseOf<'updateAlertRule'>>();
}

/** DELETE /api/settings/alert-rules/:id: answers the server's confirmation. */
export async function deleteAlertRule(id: number): Promise<string> {
  const answer = await api
    .delete(`api/settings/alert-rules/${encodeURIComponent(id)}`)
    .json<ResponseOf<'deleteAlertRule'>>();
  return answer.message;
}

/** POST /api/settings/alert-rules/:id/test: sends one now to the rule's target; answers the outcome. */
export async function testAlertRule(id: number): Promise<ResponseOf<'testAlertRule'>> {
  return api.post(`api/settings/alert-rules/${encodeURIComponent(id)}/test`).json<ResponseOf<'testAlertRule'>>();
}

/** GET /api/settings/alert-deliveries: newest first, paged (at most 100 a page). */
export async function fetchAlertDeliveries(
  query: QueryOf<'alertDeliveries'> = {},
): Promise<Pick<ResponseOf<'alertDeliveries'>, 'data' | 'meta'>> {
  const { data, meta } = await api
    .get('api/settings/alert-deliveries', { searchParams: query })
    .json<ResponseOf<'alertDeliveries'>>();
  return { data, meta };
}
