import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tag } from 'antd';
import { read, utils } from 'xlsx';
import type { DataTableColumn, PageRequest, PageResult } from '../DataTable/types';
import { exportHeader, exportRow, nodeText } from './cells';
import { ExportButton } from './ExportButton';
import { createInlineBuilder } from './inlineBuilder';
import { DEFAULT_EXPORT_ROW_CAP, EXPORT_PAGE_SIZE } from './limits';
import { ExportCancelled, FETCHES_IN_FLIGHT, runExport } from './runExport';
import { seriesExportJob } from './series';
import { EXPORT_ROW_CAP, EXPORT_PAGE_LIMIT } from '../../../shared-api/src/contract/export';
import type { ExportJob, WorkbookBuilder } from './types';

interface Scan {
  id: number;
  qrcode: string;
  status: string;
  volume: number;
  scans: number;
  scan_date: string;
}

const ROWS: Scan[] = Array.from({ length: 2345 }, (_, i) => ({
  id: i + 1,
  qrcode: `QR${String(i + 1).padStart(5, '0')}`,
  status: i % 2 ? 'Success' : 'Reject',
  volume: 800,
  scans: (i + 1) * 1000,
  // 18 March 2026 03:00 UTC = 10:00 in Jakarta
  scan_date: '2026-03-18T03:00:00Z',
}));

const columns: DataTableColumn<Scan>[] = [
  { key: 'qrcode', title: 'QR Code' },
  { key: 'status', title: <span>Status</span>, render: (value) => <Tag color="green">{value}</Tag> },
  { key: 'volume', title: 'Volume', format: 'volume' },
  { key: 'scans', title: 'Scans' },
  { key: 'scan_date', title: 'Scan Date', format: 'datetime' },
  { key: 'id', title: 'Actions', noExport: true },
];

/** A stand-in API: filters by status, sorts by id, pages with page/limit and meta. */
function api(rows: Scan[] = ROWS) {
  return jest.fn(async (request: PageRequest, filters: { status?: string }): Promise<PageResult<Scan>> => {
    let list = rows.filter((r) => !filters.status || r.status === filters.status);
    if (request.by === 'id' && request.order === 'DESC') list = [...list].reverse();
    const start = (request.page - 1) * request.limit;
    return {
      data: list.slice(start, start + request.limit),
      meta: {
        current_page: request.page,
        last_page: Math.max(1, Math.ceil(list.length / request.limit)),
        per_page: request.limit,
        total: list.length,
      },
    };
  });
}

async function sheetOf(file: Blob): Promise<unknown[][]> {
  // jsdom's Blob has no arrayBuffer(); FileReader reads it.
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
  const book = read(new Uint8Array(bytes), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] as string];
  return utils.sheet_to_json(sheet as never, { header: 1, raw: false });
}

describe('export cells', () => {
  it('takes the header from the column titles, text of elements included', () => {
    expect(exportHeader(columns.filter((c) => !c.noExport))).toEqual([
      'QR Code',
      'Status',
      'Volume',
      'Scans',
      'Scan Date',
    ]);
    expect(
      nodeText(
        <b>
          a{1}
          <i>b</i>
        </b>,
      ),
    ).toBe('a1b');
  });

  it('formats each cell as the table shows it', () => {
    const shown = exportRow(
      columns.filter((c) => !c.noExport),
      ROWS[1] as Scan,
      0,
    );
    expect(shown).toEqual(['QR00002', 'Success', '0.8 Lt', 2000, '18 Mar 2026 10:00:00']);
  });
});

describe('runExport', () => {
  it('writes every row the filters select, page by page, with the sort, header and formatted values', async () => {
    const fetchPage = api();
    const progress: number[] = [];
    const result = await runExport(
      {
        fileName: 'Scan History Download',
        columns,
        source: { fetchPage, filters: { status: 'Success' }, sort: { by: 'id', order: 'DESC' } },
      },
      { builder: createInlineBuilder(), onProgress: (p) => progress.push(p.done) },
    );
    expect(result.fileName).toBe('Scan History Download.xlsx');
    expect(result).toMatchObject({ rows: 1172, total: 1172, truncated: false });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenNthCalledWith(
      2,
      { page: 2, limit: EXPORT_PAGE_SIZE, order: 'DESC', by: 'id' },
      { status: 'Success' },
    );
    expect(progress).toEqual([1000, 1172]);
    const sheet = await sheetOf(result.file);
    expect(sheet[0]).toEqual(['QR Code', 'Status', 'Volume', 'Scans', 'Scan Date']);
    expect(sheet).toHaveLength(1 + 1172);
    // newest first (id DESC), numbers written with comma thousands
    expect(sheet[1]).toEqual(['QR02344', 'Success', '0.8 Lt', '2,344,000', '18 Mar 2026 10:00:00']);
  });

  it('asks for the next pages while writing one, and writes them in order', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = api();
    const fetchPage = jest.fn(async (request: PageRequest, filters: { status?: string }) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later pages answer first: the file must still be in page order.
      await new Promise((resolve) => setTimeout(resolve, 10 - request.page));
      inFlight -= 1;
      return slow(request, filters);
    });
    const result = await runExport(
      { fileName: 'x', columns, source: { fetchPage, filters: {} }, pageSize: 300 },
      { builder: createInlineBuilder() },
    );
    expect(result).toMatchObject({ rows: 2345, total: 2345 });
    expect(fetchPage).toHaveBeenCalledTimes(8);
    expect(most).toBe(FETCHES_IN_FLIGHT);
    const sheet = await sheetOf(result.file);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(
      Array.from({ length: 2345 }, (_, i) => `QR${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('stops at the cap and says the file was cut', async () => {
    const result = await runExport(
      { fileName: 'x', columns, source: { fetchPage: api(), filters: {} }, cap: 1500 },
      { builder: createInlineBuilder() },
    );
    expect(result).toMatchObject({ rows: 1500, total: 2345, truncated: true });
    expect(await sheetOf(result.file)).toHaveLength(1501);
  });

  it('stops between pages when cancelled and ends the builder', async () => {
    const controller = new AbortController();
    const builder = createInlineBuilder();
    const cancel = jest.spyOn(builder, 'cancel');
    const fetchPage = jest.fn(async (request: PageRequest, filters: { status?: string }) => {
      const page = await api()(request, filters);
      if (request.page === 1) controller.abort();
      return page;
    });
    await expect(
      runExport({ fileName: 'x', columns, source: { fetchPage, filters: {} } }, { builder, signal: controller.signal }),
    ).rejects.toBeInstanceOf(ExportCancelled);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalled();
  });

  it('exports a chart series with its labels', async () => {
    const job = seriesExportJob({
      fileName: 'Activation Report Oil Maker Download',
      categoryTitle: 'Period',
      categories: ['Jan', 'Feb'],
      series: [
        { name: 'Activate', data: [1200, 5] },
        { name: 'Deactivate', data: [3, null] },
      ],
    });
    const result = await runExport(job, { builder: createInlineBuilder() });
    expect(await sheetOf(result.file)).toEqual([
      ['Period', 'Activate', 'Deactivate'],
      ['Jan', '1,200', '3'],
      ['Feb', '5', '-'],
    ]);
  });

  it('uses the cap the API declares', () => {
    expect(DEFAULT_EXPORT_ROW_CAP).toBe(EXPORT_ROW_CAP);
    expect(EXPORT_PAGE_SIZE).toBe(EXPORT_PAGE_LIMIT);
  });
});

describe('ExportButton', () => {
  const job = (cap?: number): (() => ExportJob<Scan, { status?: string }>) => {
    const fetchPage = api();
    return () => ({ fileName: 'Scan History Download', columns, cap, source: { fetchPage, filters: {} } });
  };

  it('downloads the file and says plainly when the cap cut it', async () => {
    const save = jest.fn();
    render(<ExportButton job={job(2000)} createBuilder={createInlineBuilder} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: /Download Excel/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe('Scan History Download.xlsx');
    expect(
      await screen.findByText(
        'The file holds the first 2,000 of 2,345 rows: one export holds at most 2,000 rows. Narrow the filters to get the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('shows progress with a Cancel that stops the export', async () => {
    const save = jest.fn();
    let finish: (() => void) | undefined;
    const builder: WorkbookBuilder = {
      ...createInlineBuilder(),
      finish: () =>
        new Promise<ArrayBuffer>((resolve) => {
          finish = () => resolve(new ArrayBuffer(0));
        }),
      cancel: jest.fn(),
    };
    render(<ExportButton job={job()} createBuilder={() => builder} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: /Download Excel/ }));
    expect(await screen.findByText('Preparing the file: 2,345 of 2,345 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(builder.cancel).toHaveBeenCalled());
    finish?.();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
  });
});
