import { badRequest } from '../../http/errors';

/** What a scanner sent, trimmed; blank text is bad input (a 400 naming the field), not a not-found scan. */
export function scannedText(value: string, field: string): string {
  const text = value.trim();
  if (text === '')
    throw badRequest(`body/${field} must not be blank`, [{ field: `body/${field}`, message: 'must not be blank' }]);
  return text;
}
