// Types of the Alert Rules page (issue 15): the contract's rows and bodies.
import type {
  AlertChannel,
  AlertDelivery,
  AlertEvent,
  AlertRule,
  AlertRuleSaved,
  AlertTestOutcome,
  BodyOf,
  QueryOf,
} from '@qrguard/shared-api';
import type { PageResult } from '@qrguard/shared-ui';

export type { AlertChannel, AlertDelivery, AlertEvent, AlertRule, AlertRuleSaved, AlertTestOutcome };
export type AlertRuleBody = BodyOf<'updateAlertRule'>;
export type AlertDeliveriesQuery = QueryOf<'alertDeliveries'>;
export type DeliveriesPage = PageResult<AlertDelivery>;

/** The events a rule can be about, in the order the form offers them (the contract's ALERT_EVENTS). */
export const EVENTS = [
  'suspect.new',
  'report.new',
  'work_order.completed',
  'qrcode.blocked',
  'device_lock.reset',
] as const satisfies readonly AlertEvent[];

export const CHANNELS = ['email', 'webhook'] as const satisfies readonly AlertChannel[];

/** What the form holds. */
export interface RuleFormValues {
  name: string;
  event: AlertEvent;
  channel: AlertChannel;
  target: string;
  enabled: boolean;
  rotate_secret: boolean;
}

/** The page's calls (tests pass stand-ins). */
export interface AlertRuleService {
  listRules(): Promise<AlertRule[]>;
  createRule(body: AlertRuleBody): Promise<AlertRuleSaved>;
  updateRule(id: number, body: AlertRuleBody): Promise<AlertRuleSaved>;
  deleteRule(id: number): Promise<unknown>;
  testRule(id: number): Promise<AlertTestOutcome>;
  deliveries(query: AlertDeliveriesQuery): Promise<DeliveriesPage>;
}
