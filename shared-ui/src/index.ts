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
export type { DataTableButton, TableExportOptions, UrlStateOptions } from './DataTable/types';
export { tableParamNames } from './DataTable/useTableUrlState';
export * from './export';

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
export { useBlockData, type BlockData, type BlockOptions, type BlockState } from './hooks/useBlockData';
export { SCREEN_LG, SCREEN_MD, useMinWidth } from './hooks/useMinWidth';

export {
  FILTER_SELECTORS,
  cleanFilter,
  filterFromSearchParams,
  filterKey,
  filterToSearchParams,
  sameFilter,
  type DashboardFilter,
  type FilterSelection,
  type FilterSelector,
  type FilterShape,
} from './filters/dashboardFilter';
export { useUrlFilter, type UrlFilterOptions } from './filters/useUrlFilter';

export { StatCard, type StatCardProps } from './cards/StatCard';
export { StatCards, type StatCardsProps, type StatDefinition } from './cards/StatCards';
export { ChartCard, type ChartCardProps } from './cards/ChartCard';
export { BarChartCard, type BarChartCardProps } from './cards/BarChartCard';
export { InfoPopover, type InfoPopoverProps } from './cards/InfoPopover';
export { BlockError } from './cards/BlockError';
export { LOADING_TEXT, LOAD_FAILED_TEXT, NO_DATA_TEXT, VIEW_AS_TABLE_TEXT } from './cards/texts';

// Charts: the builders are pure; the components draw through ChartRenderer,
// which loads ApexCharts only when a chart is first shown.
export { periodLabel, periodLabels, weekOfMonth } from './charts/periodLabels';
export { CHART_COLORS, colorAt, formatPercent, type ChartSpec, type ChartType } from './charts/spec';
export {
  barChartIsEmpty,
  barChartSpec,
  periodBarChart,
  type BarChartInput,
  type BarSeries,
  type PeriodBarSeries,
} from './charts/barChart';
export {
  OUTSIDE_BELOW_PERCENT,
  donutChartSpec,
  labelPlacements,
  pieChartSpec,
  selectedSlice,
  slicesAreEmpty,
  sumOf,
  type DonutInput,
  type LabelPlacement,
  type PieInput,
} from './charts/sliceCharts';
export { Chart, ChartRendererProvider, type ChartRenderer, type ChartRendererProps } from './charts/ChartRenderer';
export { ChartTable } from './charts/ChartTable';
export { BarChart, type BarChartProps } from './charts/BarChart';
export { DonutChart, type DonutChartProps } from './charts/DonutChart';
export { PieBreakdownChart, type BreakdownSlice, type PieBreakdownChartProps } from './charts/PieBreakdownChart';
export { AUTO_SELECT_MS, usePieSelection } from './charts/usePieSelection';

export { EMPTY_VALUE, formatDate, formatDateTime, formatNumber, formatVolume } from './format/formatters';

// The shared map (issue 11): Google Maps loaded only when a map is drawn, a list by nearest city without it.
export { GeoMap, type GeoMapProps } from './map/GeoMap';
export {
  COUNTRY_ZOOM,
  INDONESIA_CENTER,
  MAP_PRESETS,
  groupByCity,
  mapView,
  prepareMarkers,
  toCoordinate,
  type CityGroup,
  type LatLng,
  type MapPoint,
  type MapPreset,
  type MapRow,
  type MapTypeId,
  type MapView,
  type PreparedMarkers,
} from './map/markers';

export { NotBuiltYet, NOT_BUILT_YET_TEXT } from './layout/NotBuiltYet';
export { NotFoundMessage, NOT_FOUND_TEXT } from './layout/NotFoundMessage';
export { Column, Columns } from './layout/Columns';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { RenderAfter } from './lazy/RenderAfter';

// The one antd theme (WCAG AA colours): every ConfigProvider passes it.
export { ERROR_COLOR, INPUT_PASSWORD, PRIMARY_COLOR, SECONDARY_TEXT_COLOR, THEME } from './theme';

export {
  StandaloneRemote,
  startStandaloneRemote,
  SIGN_IN_THROUGH_HOST_TEXT,
  type StandaloneOptions,
} from './standalone/StandaloneRemote';

// Language (issue 10): the one i18next setup (i18n/i18n.ts), shared by the host and the remotes.
export {
  LANGUAGES,
  browserLanguage,
  currentLanguage,
  isLanguage,
  setLanguage,
  subscribeLanguage,
  type Language,
  type TranslateFn,
  type TranslateVars,
} from './i18n/plain';
export {
  apiValueText,
  ensureI18n,
  i18nLanguage,
  languageReady,
  loadLanguage,
  t,
  useLanguage,
  useT,
  type ApiValueKind,
} from './i18n/i18n';
export { antdLocale, useAntdLocale } from './i18n/antdLocale';
export { describeError, fieldSentence } from './i18n/errors';
export { useDescribeError } from './i18n/useDescribeError';
export { useFeedback, type ConfirmOptions, type Feedback } from './feedback/useFeedback';
