// The words a dashboard block shows while it has no figures (spec shell-highlights 2), in
// English; the components show them in the reader's language (i18n resources: loading,
// common.noData, common.loadFailed, chart.viewAsTable). Tests read them here.
export const LOADING_TEXT = 'Loading...';
export const NO_DATA_TEXT = 'No Data';
/** As the DataTable says it. */
export const LOAD_FAILED_TEXT = 'The data could not be loaded.';
/** The switch of every chart card that shows its figures as a table. */
export const VIEW_AS_TABLE_TEXT = 'View as table';
