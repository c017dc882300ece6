// An exported cell is what the table shows: the column's own render function
// (its text) or format, never a second formatter that could drift.
import { isValidElement, type ReactNode } from 'react';
import { renderCell } from '../DataTable/cells';
import type { ExportCell, ExportColumn } from './types';

/** The visible text of a React node: strings and numbers, through elements' children. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children);
  return '';
}

/** The columns an export writes. */
export function exportedColumns<Row>(columns: ExportColumn<Row>[], hidden: readonly string[] = []) {
  return columns.filter((column) => !column.noExport && !hidden.includes(column.key));
}

/** The header row: each column's title (its `exportTitle` when the title is not plain text). */
export function exportHeader<Row>(columns: ExportColumn<Row>[]): string[] {
  return columns.map((column) => column.exportTitle ?? (nodeText(column.title) || column.key));
}

/** One row of the file, in the columns' order. */
export function exportRow<Row>(columns: ExportColumn<Row>[], row: Row, index: number): ExportCell[] {
  return columns.map((column) => {
    if (column.exportValue) return column.exportValue(row);
    const value = (row as Record<string, unknown>)[column.key];
    if (column.render) {
      const shown = column.render(value as Row[typeof column.key], row, index);
      if (typeof shown === 'number') return shown;
      const text = nodeText(shown);
      // A render that draws no text (an icon, a custom component): the value as the table would format it.
      return text !== '' ? text : nodeText(renderCell(value, column.format));
    }
    // Plain numbers stay numbers: the file shows them with comma thousands, and they still add up.
    if (typeof value === 'number' && (column.format === undefined || column.format === 'number')) return value;
    return nodeText(renderCell(value, column.format));
  });
}
