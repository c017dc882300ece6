// The product's one export mechanism (issue 11).
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { useExport, type ExportStatus, type UseExportOptions } from './useExport';
export { runExport, ExportCancelled, XLSX_TYPE, type RunExportOptions } from './runExport';
// createInlineBuilder is not re-exported: it pulls in xlsx, which only the export worker and tests
// load (tests take it from @qrguard/shared-ui/testing).
export { exportHeader, exportRow, exportedColumns, nodeText } from './cells';
export { seriesExportJob, type SeriesExportInput } from './series';
export { saveFile } from './saveFile';
export { DEFAULT_EXPORT_ROW_CAP, EXPORT_PAGE_SIZE, DEFAULT_EXPORT_NAME, DEFAULT_SHEET_NAME } from './limits';
export type * from './types';
