// Bar-chart period labels per period mode (spec shell-highlights 4):
// DAILY "HH:00", WEEKLY "ddd, DD MMM", MONTHLY "Week N", YEARLY 3-letter
// month, CUSTOM "DD MMM YY". The API sends each bucket's start ("YYYY-MM-DD",
// or "YYYY-MM-DD HH:00" for DAILY; contract/highlight.ts), already in the
// business time zone, so the label is only a reformatting: no zone arithmetic.
import moment from 'moment';
import { i18nLanguage, t } from '../i18n/i18n';
import type { PeriodMode } from '../dates/dateRange';

const PERIOD_FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/**
 * The week of the month a day falls in: days 1-7 are Week 1, 8-14 Week 2, ...
 * 29-31 Week 5 (the MONTHLY buckets of the contract).
 */
export function weekOfMonth(dayOfMonth: number): number {
  return Math.floor((dayOfMonth - 1) / 7) + 1;
}

/** The axis label of one bucket; a value that is not a period is shown as it came. */
export function periodLabel(period: string, mode: PeriodMode): string {
  // Day and month names in the reader's language (issue 10), whatever locale the shared moment has.
  const at = moment.utc(period, PERIOD_FORMATS, true).locale(i18nLanguage());
  if (!at.isValid()) return period;
  switch (mode) {
    case 'DAILY':
      return at.format('HH:00');
    case 'WEEKLY':
      return at.format('ddd, DD MMM');
    case 'MONTHLY':
      return t('chart.week', { n: weekOfMonth(at.date()) });
    case 'YEARLY':
      return at.format('MMM');
    case 'CUSTOM':
      return at.format('DD MMM YY');
  }
}

export function periodLabels(periods: readonly string[], mode: PeriodMode): string[] {
  return periods.map((period) => periodLabel(period, mode));
}
