import { badRequest } from '../../http/errors';
import { unstorableText } from './safe-text';

/**
 * What a scanner sent, trimmed; blank text is bad input (a 400 naming the
 * field), not a not-found scan, and so is text the database cannot store
 * (checked here too, whatever checks the request's body elsewhere: the
 * scanned text is written verbatim for not-found scans and reports).
 */
export function scannedText(value: string, field: string): string {
  const text = value.trim();
  const problem = text === '' ? 'must not be blank' : unstorableText(text);
  if (problem) throw badRequest(`body/${field} ${problem}`, [{ field: `body/${field}`, message: problem }]);
  return text;
}
