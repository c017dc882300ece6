// Calls of the Alert Rules page, through shared-api's typed service functions.
import {
  createAlertRule,
  deleteAlertRule,
  fetchAlertDeliveries,
  fetchAlertRules,
  testAlertRule,
  updateAlertRule,
} from '@qrguard/shared-api';
import type { AlertRuleBody, AlertRuleService, RuleFormValues } from './types';

/** The form's values as the API takes them (trimmed; rotate only when asked). */
export function toBody(values: RuleFormValues): AlertRuleBody {
  return {
    name: values.name.trim(),
    event: values.event,
    channel: values.channel,
    target: values.target.trim(),
    enabled: values.enabled,
    ...(values.channel === 'webhook' && values.rotate_secret ? { rotate_secret: true } : {}),
  };
}

export const alertRuleService: AlertRuleService = {
  listRules: () => fetchAlertRules(),
  createRule: async (body) => {
    const { rotate_secret: _ignored, ...create } = body;
    return (await createAlertRule(create)).data;
  },
  updateRule: async (id, body) => (await updateAlertRule(id, body)).data,
  deleteRule: (id) => deleteAlertRule(id),
  testRule: async (id) => (await testAlertRule(id)).data,
  deliveries: (query) => fetchAlertDeliveries(query),
};
