import { useMemo } from 'react';
import { useLanguage } from '../i18n/i18n';
import type { ChartSpec } from './spec';

/**
 * The spec of `input`, built again only when what it draws changes (its content or the language),
 * not whenever the input is built again. Cards build their input on every render, and a new spec
 * is a new drawing: react-apexcharts compares options deeply, but the formatter functions in them
 * are new each time. The label-maker page's charts were drawn twice, the second time when another
 * block's data arrived (issue 10). `input` must be plain data (JSON).
 */
export function useChartSpec<I>(input: I, build: (input: I) => ChartSpec): ChartSpec {
  const language = useLanguage();
  const drawn = JSON.stringify([input, language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawn` is the whole of `input`; `build` is a module function
  return useMemo(() => build(input), [drawn]);
}
