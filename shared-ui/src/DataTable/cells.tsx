// How a cell shows its value when the column has no render function.
import type { ReactNode } from 'react';
import { EMPTY_VALUE, formatDate, formatDateTime, formatNumber, formatVolume } from '../format/formatters';
import type { CellFormat } from './types';

export function renderCell(value: unknown, format: CellFormat | undefined): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (format) {
    case 'number':
      return formatNumber(value as number | string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'date':
      return formatDate(value as string);
    case 'volume':
      return formatVolume(value as number | string);
    case 'text':
      return String(value);
    default:
      // Spec: numbers use comma thousands separators.
      return typeof value === 'number'
        ? formatNumber(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
}
