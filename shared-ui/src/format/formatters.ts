// Display formats used across the dashboard (spec shell-highlights 9,
// reports-settings 9): comma thousands, DD MMM YYYY HH:mm:ss in tables,
// volumes stored in ml and shown in litres.
import moment from 'moment';
import { BUSINESS_TIME_ZONE, wallClockIn } from '../dates/timeZone';

/** Shown for a value that is missing. */
export const EMPTY_VALUE = '-';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/** "1234567" -> "1,234,567". */
const withCommas = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What Intl.NumberFormat('en-US', { maximumFractionDigits }) prints, from the number's shortest
 * decimal form (as Intl rounds: 1.005 -> "1.01", halves away from zero), without Intl: a first
 * NumberFormat loads the locale's data, about 50 ms of a mid-range phone's main thread inside the
 * first page's render (issue 10). Forms in exponent notation (below 1e-6, from 1e21) go to Intl.
 */
function formatPlain(number: number, maximumFractionDigits: number): string {
  const decimal = String(Math.abs(number));
  if (decimal.includes('e') || !Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0) {
    return numberFormat(maximumFractionDigits).format(number);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') {
    // Add one in the last kept place, carrying leftwards.
    const carried = [...digits];
    let i = carried.length - 1;
    while (i >= 0 && carried[i] === '9') carried[i--] = '0';
    if (i >= 0) carried[i] = String(Number(carried[i]) + 1);
    else carried.unshift('1');
    digits = carried.join('');
  }
  const cut = digits.length - maximumFractionDigits;
  const kept = digits.slice(cut).replace(/0+$/, '');
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  return `${sign}${withCommas(digits.slice(0, cut) || '0')}${kept ? `.${kept}` : ''}`;
}

function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** 1234567 -> "1,234,567"; numeric strings too; missing or not a number -> "-". */
export function formatNumber(value: number | string | null | undefined, maximumFractionDigits = 2): string {
  const number = toNumber(value);
  return number === undefined ? EMPTY_VALUE : formatPlain(number, maximumFractionDigits);
}

/** A zone designator at the end: Z, +07:00, +0700. */
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The table date format, DD MMM YYYY HH:mm:ss, in the business time zone.
 * An ISO instant (with Z or an offset) is converted; a value without a zone is
 * taken as already being business-local time and only reformatted.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string = BUSINESS_TIME_ZONE,
  pattern = 'DD MMM YYYY HH:mm:ss',
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const instant = value instanceof Date ? value : HAS_ZONE.test(value.trim()) ? new Date(value) : undefined;
  if (instant) {
    if (Number.isNaN(instant.getTime())) return String(value);
    const c = wallClockIn(instant, timeZone);
    // moment only formats here: the wall-clock fields are already Jakarta's.
    return moment.utc([c.year, c.month - 1, c.day, c.hour, c.minute, c.second]).format(pattern);
  }
  const local = moment.utc(
    value as string,
    ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'],
    true,
  );
  return local.isValid() ? local.format(pattern) : String(value);
}

/** A date as DD MMM YYYY (no time). */
export function formatDate(value: string | Date | null | undefined, timeZone: string = BUSINESS_TIME_ZONE): string {
  return formatDateTime(value, timeZone, 'DD MMM YYYY');
}

/** Millilitres as litres: 800 -> "0.8 Lt", 1000 -> "1 Lt", 208000 -> "208 Lt". The detail modal uses unit "Liter". */
export function formatVolume(ml: number | string | null | undefined, unit = 'Lt'): string {
  const number = toNumber(ml);
  return number === undefined ? EMPTY_VALUE : `${formatNumber(number / 1000, 3)} ${unit}`;
}
