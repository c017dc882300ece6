// @qrguard/shared-ui: components and formatters shared by the host and the
// remotes (a federation singleton).
export { DataTable } from './DataTable/DataTable';
export type {
  CellFormat,
  DataTableColumn,
  DataTableHandle,
  DataTableProps,
  PageRequest,
  PageResult,
  SortOrder,
  SortState,
} from './DataTable/types';
export { nextSort } from './DataTable/sort';
export { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from './DataTable/validate';

export { DateFilterBar, type DateFilterBarProps } from './DateFilterBar/DateFilterBar';
export { MomentRangePicker, default as MomentDatePicker } from './DateFilterBar/MomentRangePicker';
export {
  ALL_PRESETS,
  DATE_FORMAT,
  PRESETS,
  matchPreset,
  presetRange,
  valueForPreset,
  valueForRange,
  type DateFilterValue,
  type DatePreset,
  type DateRange,
  type PeriodMode,
} from './dates/dateRange';
export { BUSINESS_TIME_ZONE, todayIn, wallClockIn } from './dates/timeZone';

export { FILTER_DEBOUNCE_MS, useDebouncedEmit, type DebouncedEmit } from './hooks/useDebouncedEmit';

export { EMPTY_VALUE, formatDate, formatDateTime, formatNumber, formatVolume } from './format/formatters';

export { NotBuiltYet, NOT_BUILT_YET_TEXT } from './layout/NotBuiltYet';
export { NotFoundMessage, NOT_FOUND_TEXT } from './layout/NotFoundMessage';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';

export {
  StandaloneRemote,
  startStandaloneRemote,
  SIGN_IN_THROUGH_HOST_TEXT,
  type StandaloneOptions,
} from './standalone/StandaloneRemote';
