// Alert rules (issue 15, beyond the original): who is told about what, outside
// the dashboard, by e-mail or by a signed webhook. Settings > Alert Rules lists
// the rules, edits them, sends a test and shows the recent deliveries with their
// outcome. Super administrators only (the SETTINGS_ALERT_RULES code, which no
// built-in role holds).
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, PagedEnvelope } from './envelope';
import { endpoint } from './endpoint';
import { literals } from './literals';
import { PERMISSIONS } from './permissions';

/** What a rule can be about; the API emits each in the transaction of the event itself. */
export const ALERT_EVENTS = [
  'suspect.new',
  'report.new',
  'work_order.completed',
  'qrcode.blocked',
  'device_lock.reset',
] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export const ALERT_CHANNELS = ['email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];

/** At most this many e-mail recipients per rule. */
export const ALERT_MAX_RECIPIENTS = 10;
export const ALERT_TARGET_MAX_LENGTH = 2000;
export const ALERT_DELIVERIES_MAX_PAGE_SIZE = 100;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const AlertRuleIdParams = Type.Object({ id: Id });
export type AlertRuleIdParams = Static<typeof AlertRuleIdParams>;

const ruleFields = {
  name: Type.String({ minLength: 1, maxLength: 100, description: 'a name people recognise the rule by' }),
  event: literals(ALERT_EVENTS),
  channel: literals(ALERT_CHANNELS),
  /** E-mail: one or more addresses separated by commas; webhook: an http(s) URL. */
  target: Type.String({
    minLength: 1,
    maxLength: ALERT_TARGET_MAX_LENGTH,
    description: 'e-mail: addresses separated by commas; webhook: an http:// or https:// URL',
  }),
  enabled: Type.Boolean(),
};

export const CreateAlertRuleBody = Type.Object(ruleFields);
export type CreateAlertRuleBody = Static<typeof CreateAlertRuleBody>;

export const UpdateAlertRuleBody = Type.Object({
  ...ruleFields,
  /** A webhook rule gets a new shared secret, answered once. */
  rotate_secret: Type.Optional(Type.Boolean()),
});
export type UpdateAlertRuleBody = Static<typeof UpdateAlertRuleBody>;

export const AlertRule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  event: literals(ALERT_EVENTS),
  channel: literals(ALERT_CHANNELS),
  target: Type.String(),
  enabled: Type.Boolean(),
  /** The end of the webhook secret ("…a1b2"), never the secret; null for e-mail. */
  secret_hint: Type.Union([Type.String(), Type.Null()]),
  created_by: Type.String(),
  created_at: Type.String({ description: 'ISO time' }),
  updated_by: Type.String(),
  updated_at: Type.String({ description: 'ISO time' }),
});
export type AlertRule = Static<typeof AlertRule>;

/** A created rule, or one whose secret was rotated: the secret is shown this once. */
export const AlertRuleSaved = Type.Object({
  rule: AlertRule,
  secret: Type.Union([Type.String(), Type.Null()], { description: 'the webhook secret, answered only now' }),
});
export type AlertRuleSaved = Static<typeof AlertRuleSaved>;

export const AlertDeliveriesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ALERT_DELIVERIES_MAX_PAGE_SIZE, default: 15 })),
  rule_id: Type.Optional(Id),
  status: Type.Optional(literals(ALERT_DELIVERY_STATUSES)),
});
export type AlertDeliveriesQuery = Static<typeof AlertDeliveriesQuery>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const AlertDelivery = Type.Object({
  id: Type.Integer(),
  rule_id: Nullable(Type.Integer()),
  rule_name: Type.String(),
  event: Type.String(),
  channel: Nullable(literals(ALERT_CHANNELS)),
  status: literals(ALERT_DELIVERY_STATUSES),
  attempts: Type.Integer(),
  is_test: Type.Boolean(),
  response_code: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
  created_at: Type.String({ description: 'ISO time' }),
  next_attempt_at: Nullable(Type.String({ description: 'ISO time; null once sent or failed' })),
  delivered_at: Nullable(Type.String({ description: 'ISO time' })),
});
export type AlertDelivery = Static<typeof AlertDelivery>;

/** The outcome of one attempt (the Test button shows it). */
export const AlertTestOutcome = Type.Object({
  ok: Type.Boolean(),
  response_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  duration_ms: Type.Integer(),
  delivery_id: Type.Integer(),
});
export type AlertTestOutcome = Static<typeof AlertTestOutcome>;

const ACCESS = PERMISSIONS.alertRules;

export const alertEndpoints = {
  alertRules: endpoint({
    method: 'GET',
    url: '/api/settings/alert-rules',
    access: ACCESS,
    response: Envelope(Type.Array(AlertRule)),
  }),
  createAlertRule: endpoint({
    method: 'POST',
    url: '/api/settings/alert-rules',
    access: ACCESS,
    body: CreateAlertRuleBody,
    response: Envelope(AlertRuleSaved),
  }),
  updateAlertRule: endpoint({
    method: 'PUT',
    url: '/api/settings/alert-rules/:id',
    access: ACCESS,
    params: AlertRuleIdParams,
    body: UpdateAlertRuleBody,
    response: Envelope(AlertRuleSaved),
  }),
  deleteAlertRule: endpoint({
    method: 'DELETE',
    url: '/api/settings/alert-rules/:id',
    access: ACCESS,
    params: AlertRuleIdParams,
    response: Envelope(Type.Null()),
  }),
  testAlertRule: endpoint({
    method: 'POST',
    url: '/api/settings/alert-rules/:id/test',
    access: ACCESS,
    params: AlertRuleIdParams,
    response: Envelope(AlertTestOutcome),
  }),
  alertDeliveries: endpoint({
    method: 'GET',
    url: '/api/settings/alert-deliveries',
    access: ACCESS,
    querystring: AlertDeliveriesQuery,
    response: PagedEnvelope(AlertDelivery),
  }),
};
