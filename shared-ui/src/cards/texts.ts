// The words a dashboard block shows while it has no figures (spec shell-highlights 2).
export const LOADING_TEXT = 'Loading...';
export const NO_DATA_TEXT = 'No Data';
/** As the DataTable says it. */
export const LOAD_FAILED_TEXT = 'The data could not be loaded.';
