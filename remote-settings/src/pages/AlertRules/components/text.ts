// The words of the page's values: an event ("report.new"), a channel, a status.
import type { useT } from '@qrguard/shared-ui';

type T = ReturnType<typeof useT>;

/** i18n keys cannot hold dots: "report.new" is alertRules.eventName.report_new. */
export const eventText = (t: T, event: string) => {
  const key = `alertRules.eventName.${event.replace(/\./g, '_')}`;
  const text = t(key);
  return text === key ? event : text;
};
export const channelText = (t: T, channel: string | null) =>
  channel === null ? t('alertRules.deletedRule') : t(`alertRules.channelName.${channel}`);
export const statusText = (t: T, status: string) => t(`alertRules.statusName.${status}`);
