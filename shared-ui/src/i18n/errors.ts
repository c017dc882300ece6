// Errors said to a person, in their language (issue 10): a timeout or an
// unreachable server in words; a refused request (400/422 with `details`) as
// one sentence per field, the field named as people call it, instead of the
// API's "body/username must NOT have fewer than 1 characters"; a sentence the
// API writes for people, translated when it is a known one; otherwise, in
// Indonesian, the meaning of the status (the API's own sentences are English).
// Works with either translator: the plain pages' and i18next's `t`.
import type { FieldError } from '@qrguard/shared-api';
import type { Language, TranslateFn } from './plain';
import { plainEn } from './resources/plain.en';

interface ApiErrorLike {
  status: number;
  message: string;
  details?: FieldError[];
}

// By name, not instanceof: the class lives in shared-api and ky, and this module must not pull them in.
const named = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

function isApiError(error: unknown): error is ApiErrorLike {
  return named(error, 'ApiError') && typeof (error as { status?: unknown }).status === 'number';
}

/** The API's known English sentences, to the key of their translation. */
const KNOWN_MESSAGES = new Map(Object.entries(plainEn.apiMessage).map(([key, text]) => [text, key]));
const KNOWN_FIELDS = new Set(Object.keys(plainEn.field));
const STATUS_KEYS = new Set(Object.keys(plainEn.errors.status));

/** "body/old_password" -> "old password" (in the reader's language). */
function fieldLabel(field: string, t: TranslateFn): string {
  const name = field.split('/').filter(Boolean).pop() ?? '';
  return t(`field.${KNOWN_FIELDS.has(name) ? name : 'other'}`);
}

/** One sentence for one refused field. */
export function fieldSentence({ field, message }: FieldError, t: TranslateFn): string {
  const vars = { field: fieldLabel(field, t) };
  if (/is required|fewer than 1 character|must not be blank/i.test(message)) return t('errors.field.required', vars);
  const atLeast = /(?:fewer than|at least) (\d+) character/i.exec(message);
  if (atLeast) return t('errors.field.minLength', { ...vars, min: Number(atLeast[1]) });
  if (/more than \d+ character/i.test(message)) return t('errors.field.tooLong', vars);
  if (/is incorrect/i.test(message)) return t('errors.field.incorrect', vars);
  if (/not a parameter/i.test(message)) return t('errors.field.notAllowed', vars);
  if (/differ/i.test(message)) return t('errors.field.mustDiffer', vars);
  return t('errors.field.invalid', vars);
}

function statusSentence(status: number, t: TranslateFn): string {
  if (STATUS_KEYS.has(String(status))) return t(`errors.status.${status}`);
  return t(status >= 500 ? 'errors.status.500' : 'errors.status.400');
}

/** A sentence to show the user for any error a call can raise. */
export function describeError(error: unknown, t: TranslateFn, language: Language): string {
  if (named(error, 'TimeoutError')) return t('errors.timeout');
  if (named(error, 'NetworkError')) return t('errors.network');
  if (isApiError(error)) {
    const known = KNOWN_MESSAGES.get(error.message);
    if (known) return t(`apiMessage.${known}`);
    if (error.details?.length) return error.details.map((detail) => fieldSentence(detail, t)).join(' ');
    // The API writes its other sentences for people, in English.
    if (language === 'en' && error.message) return error.message;
    return statusSentence(error.status, t);
  }
  if (language === 'en' && error instanceof Error && error.message) return error.message;
  return statusSentence(500, t);
}
