// Spec shell-highlights 5: the table's configuration rules. A broken
// configuration is a developer's mistake: the table shows the messages in red
// instead of guessing.
import type { DataTableColumn, SortState } from './types';

export const PAGE_SIZE_OPTIONS = [15, 30, 50];
export const DEFAULT_PAGE_SIZE = 15;
export const DEFAULT_HEIGHT = '500px';

const HEIGHT = /^\d+(\.\d+)?(em|px|%)$/;

export interface TableConfig {
  hasFetch: boolean;
  hasData: boolean;
  mode: 'paged' | 'infinite';
  pageSizeOptions?: unknown;
  defaultPageSize?: unknown;
  height: string;
  columns: DataTableColumn<never>[] | DataTableColumn<unknown>[];
  defaultSort?: SortState;
  /** Row buttons, when given (undefined: none). */
  buttons?: unknown;
  hiddenColumns?: unknown;
  specialButtons?: unknown;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function validateTableConfig(config: TableConfig): string[] {
  const errors: string[] = [];
  if (config.hasFetch === config.hasData) errors.push('Give either fetchPage or dataSource, not both and not neither.');
  if (config.mode === 'infinite' && (config.pageSizeOptions !== undefined || config.defaultPageSize !== undefined)) {
    errors.push('Infinite scroll cannot be combined with pagination.');
  }
  const options = config.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const validOptions =
    Array.isArray(options) && options.length > 0 && options.every((o) => Number.isInteger(o) && o > 0);
  if (!validOptions) errors.push('pageSizeOptions must be a non-empty array of positive integers.');
  const size = config.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  if (validOptions && config.mode === 'paged' && !(options as number[]).includes(size as number)) {
    errors.push(`The page size ${String(size)} is not one of the page-size options.`);
  }
  if (!HEIGHT.test(config.height)) errors.push(`Height "${config.height}" must be in em, px or %.`);
  if (config.defaultSort && config.defaultSort.order !== 'ASC' && config.defaultSort.order !== 'DESC') {
    errors.push('Sort order must be ASC or DESC.');
  }
  if (config.columns.length === 0) errors.push('The table needs at least one column.');
  const seen = new Set<string>();
  for (const [index, column] of config.columns.entries()) {
    if (!column.key) errors.push(`Column ${index + 1} has no field.`);
    if (column.title === undefined || column.title === null || column.title === '')
      errors.push(`Column ${column.key || index + 1} has no title.`);
    if (column.key && seen.has(column.key)) errors.push(`Column ${column.key} appears twice.`);
    seen.add(column.key);
  }
  const buttons = config.buttons;
  if (buttons !== undefined) {
    if (!Array.isArray(buttons) || buttons.length === 0) errors.push('buttons must be a non-empty list.');
    else
      for (const [index, button] of (buttons as { key?: unknown; title?: unknown }[]).entries()) {
        if (typeof button?.key !== 'string' || button.key === '') errors.push(`Button ${index + 1} has no name.`);
        if (typeof button?.title !== 'string' || button.title === '')
          errors.push(`Button ${String(button?.key ?? index + 1)} has no title.`);
      }
  }
  if (config.hiddenColumns !== undefined && !isStringList(config.hiddenColumns))
    errors.push('hiddenColumns must be a list of strings.');
  if (config.specialButtons !== undefined) {
    if (!isStringList(config.specialButtons)) errors.push('specialButtons must be a list of strings.');
    else {
      const named = new Set(Array.isArray(buttons) ? (buttons as { key?: unknown }[]).map((b) => b?.key) : []);
      for (const name of config.specialButtons)
        if (!named.has(name)) errors.push(`Special button ${name} is not one of the buttons.`);
    }
  }
  return errors;
}

/** Fields of the configured columns that the first row lacks (spec 5: "field variables must exist in the first response row"). */
export function missingFields(
  columns: { key: string; render?: unknown }[],
  firstRow: object | undefined,
  buttons: { variable?: string }[] = [],
): string[] {
  if (!firstRow) return [];
  const fields = columns.filter((column) => !column.render && !(column.key in firstRow)).map((column) => column.key);
  const variables = buttons
    .map((button) => button.variable)
    .filter((variable): variable is string => variable !== undefined && !(variable in firstRow));
  return [...new Set([...fields, ...variables])];
}
