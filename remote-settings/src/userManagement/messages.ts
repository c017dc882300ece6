// The words of the form's rules and of the API's refusals, in the reader's
// language. The API answers a refused form with a 400 (or a 409 for a taken
// username) whose `details` list one of shared-api's USER_FORM_MESSAGES per
// failing field: those are shown in the reader's language, joined by line
// breaks (spec reports-settings 8); any other refusal says what describeError says.
import { PASSWORD_MIN_LENGTH, USER_FORM_MESSAGES, type FieldError } from '@qrguard/shared-api';
import { fieldSentence, type TranslateFn } from '@qrguard/shared-ui';
import type { UserFormMessageKey } from './validateUserForm';

const KEY_OF_MESSAGE = new Map(
  (Object.entries(USER_FORM_MESSAGES) as [UserFormMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** One of the form's messages, translated. */
export function formMessage(t: TranslateFn, key: UserFormMessageKey): string {
  return t(`userManagement.validation.${key}`, { min: PASSWORD_MIN_LENGTH });
}

/** A sentence of the API in the reader's language when it is one of the form's; undefined otherwise. */
export function knownFormMessage(t: TranslateFn, message: string): string | undefined {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? formMessage(t, key) : undefined;
}

interface RefusalLike {
  message?: unknown;
  details?: FieldError[];
}

/**
 * The lines of the "Error!" dialog for a failed create, edit, delete or reset:
 * the server's list of details, one line each, else its message.
 */
export function refusalLines(error: unknown, t: TranslateFn, describe: (error: unknown) => string): string[] {
  const { details, message } = (typeof error === 'object' && error !== null ? error : {}) as RefusalLike;
  if (Array.isArray(details) && details.length > 0) {
    return details.map((detail) => knownFormMessage(t, detail.message) ?? fieldSentence(detail, t));
  }
  const known = typeof message === 'string' ? knownFormMessage(t, message) : undefined;
  return [known ?? describe(error)];
}
