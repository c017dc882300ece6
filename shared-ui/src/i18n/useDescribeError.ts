import { useCallback } from 'react';
import { describeError } from './errors';
import { useLanguage, useT } from './i18n';

/** describeError in the dashboard's language, as a component's function. */
export function useDescribeError(): (error: unknown) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback((error: unknown) => describeError(error, t, language), [t, language]);
}
