import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import ReportQrCode from './index';
import { buildQrCodeQuery, filtersFromParams, paramsWithFilters } from './query';
import { newestFirst, statusBadge, theOneRecord } from './detail';
import type { QrCodeDetail, QrCodeRow, QrHistoryEvent, QrReportService } from './types';

const ROWS: QrCodeRow[] = [
  {
    id: 2,
    qrcode: 'QRB000001',
    serial_number: 'SN-QRB-0001',
    status: 'ACTIVE',
    variant: 'MPX1',
    created_at: '2026-02-05T03:00:00Z',
  },
  {
    id: 1,
    qrcode: 'QRA000001',
    serial_number: 'SN-QRA-0001',
    status: 'INACTIVE',
    variant: 'SPX2',
    created_at: '2026-01-05T03:00:00Z',
  },
];

function detail(overrides: Partial<QrCodeDetail> = {}): QrCodeDetail {
  return {
    id: 2,
    qrcode: 'QRB000001',
    serial: 'SN-QRB-0001',
    status: 1,
    is_expired: 0,
    expires_at: '2029-01-20T03:00:00Z',
    variant: 'MPX1',
    part_no: 'QG-MPX1-0800',
    type: 'Motor',
    volume: 800,
    description: 'Engine oil',
    image: 'mpx1.png',
    no_po: 'PO/QRB',
    label_maker: 'Cahaya',
    label_active_date: '2026-01-20T02:59:00Z',
    oil_maker: 'FEDERAL',
    oil_active_date: '2026-01-20T03:00:00Z',
    bottle_maker: 'Berlina',
    oil_received_data_date: null,
    customer_scans: 6,
    customer_report_date: '2026-02-01T03:00:00Z',
    customer_report_status: 'Kemasan rusak, Lainnya',
    suspect_reasons: ['Scan lebih dari 5 kali'],
    created_at: '2026-01-05T03:00:00Z',
    block: null,
    digital_link: 'https://dl.qrguard.example/01/08999991230010/21/SN-QRB-0001',
    ...overrides,
  };
}

const HISTORY: QrHistoryEvent[] = [
  {
    activity: 'Issued on PO PO/QRB to Cahaya',
    activity_date: '2026-01-05T03:00:00Z',
    actor: 'provider',
    result: 'Issued',
  },
  { activity: 'Activated by FEDERAL', activity_date: '2026-01-20T03:00:00Z', actor: 'oil_maker', result: 'ACTIVATE' },
];

function stubService(details: () => QrCodeDetail[] = () => [detail()]): jest.Mocked<QrReportService> {
  return {
    fetchQrCodes: jest.fn(async (query) => ({
      data: ROWS.filter((row) => !query.search || row.qrcode.startsWith(query.search)),
      meta: { current_page: 1, last_page: 1, per_page: 15, total: ROWS.length },
    })),
    fetchQrCodeDetails: jest.fn(async (_id: number) => details()),
    fetchQrCodeHistory: jest.fn(async (_id: number) => HISTORY),
    resetCustomerScan: jest.fn(async (_body: { qrcode: string }) => 'Customer scan data has been successfully reset'),
    blockQrCode: jest.fn(async (_body: Parameters<QrReportService['blockQrCode']>[0]) => 'blocked'),
    unblockQrCode: jest.fn(async (_body: Parameters<QrReportService['unblockQrCode']>[0]) => 'unblocked'),
    fetchQrCodeEpcis: jest.fn(
      async (_query: Parameters<QrReportService['fetchQrCodeEpcis']>[0]) =>
        new Blob(['{"type":"EPCISDocument"}'], { type: 'application/ld+json' }),
    ),
    saveFile: jest.fn(),
  };
}

/** The router's query string, shown for the test to read. */
function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(service: QrReportService, path = '/dashboard/reports/qrcode') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ReportQrCode service={service} />
      <Where />
    </MemoryRouter>,
  );
}

const signIn = (permissions: string[], superAdmin = false) =>
  act(() =>
    setSession(
      sessionUser(
        superAdmin ? { id: 7 } : { id: 9, super_admin: 0, role: [{ id: 3, name: 'Dashboard Viewer' }], permissions },
      ),
    ),
  );
afterEach(() => act(() => setSession(null)));

const dialogWith = (text: string) =>
  waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) =>
      (d.textContent ?? '').includes(text),
    );
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });

/** Picks `option` of the antd Select labelled `label` inside `root`. */
async function choose(root: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(root).getByLabelText(label, { selector: 'input' }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown'))
      .filter((dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden'))
      .flatMap((dropdown) => Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')))
      .find((candidate) => candidate.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

async function openDetails(qrcode = 'QRB000001') {
  fireEvent.click(await screen.findByRole('button', { name: `Details of ${qrcode}` }));
  return dialogWith('QR Code Details');
}

describe('Report QR Code', () => {
  it('lists the codes newest first under the menu label, and searches as the text changes', async () => {
    signIn(['REPORT_QRCODE']);
    const service = stubService();
    renderPage(service);
    expect(screen.getByRole('heading', { name: 'QR Code' })).toBeInTheDocument();
    expect(await screen.findByText('QRB000001')).toBeInTheDocument();
    expect(service.fetchQrCodes).toHaveBeenLastCalledWith({ page: 1, limit: 15, order: 'DESC', by: 'created_at' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'QRA' } });
    await waitFor(() =>
      expect(service.fetchQrCodes).toHaveBeenLastCalledWith({
        search: 'QRA',
        search_by: 'qrcode',
        page: 1,
        limit: 15,
        order: 'DESC',
        by: 'created_at',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?q=QRA');
    await waitFor(() => expect(screen.queryByText('QRB000001')).not.toBeInTheDocument());
  });

  it('reads its search from the URL', async () => {
    signIn(['REPORT_QRCODE']);
    const service = stubService();
    renderPage(service, '/dashboard/reports/qrcode?q=SN-QRA&by=serial&status=INACTIVE');
    await waitFor(() =>
      expect(service.fetchQrCodes).toHaveBeenCalledWith(
        expect.objectContaining({ search: 'SN-QRA', search_by: 'serial', status: 'INACTIVE' }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('SN-QRA');
  });

  it('shows every field of the record, the Verified badge in green and the history newest first', async () => {
    signIn(['REPORT_QRCODE']);
    renderPage(stubService());
    const modal = await openDetails();
    await within(modal).findByText('QG-MPX1-0800');
    for (const value of ['SN-QRB-0001', 'MPX1', 'Motor', '0.8 Liter', 'Engine oil', 'PO/QRB', 'Cahaya', 'FEDERAL']) {
      expect(within(modal).getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(within(modal).getAllByText('20 Jan 2026 10:00:00').length).toBe(2);
    expect(within(modal).getByText('Damaged packaging, Other')).toBeInTheDocument();
    expect(within(modal).getByText('Scanned more than 5 times')).toBeInTheDocument();
    expect(within(modal).getByText('Verified')).toHaveClass('ant-tag-green');
    expect(within(modal).queryByTestId('expired-overlay')).not.toBeInTheDocument();
    const history = within(modal).getByRole('table', { name: 'Event history' });
    const lines = within(history)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines.findIndex((l) => l?.includes('Activated'))).toBeLessThan(
      lines.findIndex((l) => l?.includes('Issued')),
    );
  });

  it.each([
    [0, 'Unverified', 'ant-tag-orange'],
    [2, 'Deactivated', 'ant-tag-red'],
  ])('status %i is the %s badge (%s)', async (status, label, colour) => {
    signIn(['REPORT_QRCODE']);
    renderPage(stubService(() => [detail({ status })]));
    const modal = await openDetails();
    expect(await within(modal).findByText(label)).toHaveClass(colour);
  });

  it('shows the Expired overlay on an expired code', async () => {
    signIn(['REPORT_QRCODE']);
    renderPage(stubService(() => [detail({ is_expired: 1 })]));
    const modal = await openDetails();
    expect(await within(modal).findByTestId('expired-overlay')).toHaveTextContent('Expired');
  });

  it.each([
    ['no record', () => []],
    ['two records', () => [detail(), detail({ id: 3 })]],
  ])('a details answer with %s is an error: "API has changed it\'s content"', async (_name, details) => {
    signIn(['REPORT_QRCODE']);
    renderPage(stubService(details));
    fireEvent.click(await screen.findByRole('button', { name: 'Details of QRB000001' }));
    const error = await dialogWith("API has changed it's content");
    expect(error).toHaveTextContent('Error!');
    expect(screen.queryByText('QR Code Details')).not.toBeInTheDocument();
  });

  it('offers reset and block only to holders of their rights', async () => {
    signIn(['REPORT_QRCODE']);
    const { unmount } = renderPage(stubService());
    let modal = await openDetails();
    await within(modal).findByText('QG-MPX1-0800');
    expect(within(modal).queryByRole('button', { name: 'Reset Customer Scan' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    unmount();

    signIn(['REPORT_QRCODE', 'QRCODE_RESET_CUSTOMER_SCAN']);
    renderPage(stubService());
    modal = await openDetails();
    await within(modal).findByText('QG-MPX1-0800');
    expect(within(modal).getByRole('button', { name: 'Reset Customer Scan' })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('resets after "I am sure", says so and loads the details again', async () => {
    signIn([], true);
    const service = stubService();
    renderPage(service);
    const modal = await openDetails();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Reset Customer Scan' }));
    const confirm = await dialogWith('Are you sure you want to reset this customer scan?');
    expect(confirm).toHaveTextContent('Are you sure?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'I am sure' }));
    const success = await dialogWith('Customer scan data has been successfully reset');
    expect(success).toHaveTextContent('Success!');
    expect(service.resetCustomerScan).toHaveBeenCalledWith({ qrcode: 'QRB000001' });
    expect(service.fetchQrCodeDetails).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the reset fails", async () => {
    signIn([], true);
    const service = stubService();
    service.resetCustomerScan.mockRejectedValue(new ApiError(409, 'This code has no customer scans to reset.'));
    renderPage(service);
    const modal = await openDetails();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Reset Customer Scan' }));
    fireEvent.click(within(await dialogWith('Are you sure?')).getByRole('button', { name: 'I am sure' }));
    const error = await dialogWith('This code has no customer scans to reset.');
    expect(error).toHaveTextContent('Error!');
  });

  it('blocks with a reason; Other needs a note', async () => {
    signIn(['REPORT_QRCODE', 'QRCODE_BLOCK']);
    const service = stubService();
    renderPage(service);
    const modal = await openDetails();
    expect(within(modal).queryByRole('button', { name: 'Reset Customer Scan' })).not.toBeInTheDocument();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Block' }));
    const form = await dialogWith('Block QR code QRB000001');
    await choose(form, 'Reason', 'Other');
    fireEvent.click(within(form).getByRole('button', { name: 'Block' }));
    expect(await within(form).findByText('A note is required when the reason is Other.')).toBeInTheDocument();
    expect(service.blockQrCode).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), { target: { value: ' Sample ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Block' }));
    await dialogWith('QR code QRB000001 has been blocked');
    expect(service.blockQrCode).toHaveBeenCalledWith({ qrcode: 'QRB000001', reason: 'Other', note: 'Sample' });
  });

  it("shows the code's GS1 Digital Link and downloads its EPCIS document (issue 12)", async () => {
    signIn(['REPORT_QRCODE']);
    const service = stubService();
    renderPage(service);
    const modal = await openDetails();
    const link = await within(modal).findByTestId('digital-link');
    expect(link).toHaveTextContent('https://dl.qrguard.example/01/08999991230010/21/SN-QRB-0001');
    expect(link.closest('a')).toHaveAttribute('href', 'https://dl.qrguard.example/01/08999991230010/21/SN-QRB-0001');
    expect(within(modal).getByText('GS1 Digital Link')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Download EPCIS' }));
    await waitFor(() => expect(service.saveFile).toHaveBeenCalledTimes(1));
    expect(service.fetchQrCodeEpcis).toHaveBeenCalledWith({ id: 2 });
    const [file, name] = service.saveFile.mock.calls[0]!;
    expect(name).toBe('epcis-QRB000001.jsonld');
    expect(file.type).toBe('application/ld+json');
  });

  it("shows the server's message when the EPCIS download fails", async () => {
    signIn(['REPORT_QRCODE']);
    const service = stubService();
    service.fetchQrCodeEpcis.mockRejectedValue(new ApiError(503, 'The database is unavailable.'));
    renderPage(service);
    const modal = await openDetails();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Download EPCIS' }));
    expect(await dialogWith('The database is unavailable.')).toHaveTextContent('Error!');
    expect(service.saveFile).not.toHaveBeenCalled();
  });

  it('shows no Digital Link and offers no download for a code whose variant has no GTIN', async () => {
    signIn(['REPORT_QRCODE']);
    renderPage(stubService(() => [detail({ digital_link: null })]));
    const modal = await openDetails();
    await within(modal).findByText('QG-MPX1-0800');
    expect(within(modal).queryByTestId('digital-link')).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Download EPCIS' })).toBeDisabled();
  });

  it('shows a blocked code with its reason and offers Unblock', async () => {
    signIn([], true);
    const service = stubService(() => [
      detail({
        status: 2,
        block: { reason: 'Stolen stock', note: 'Lot 7', blocked_by: 'admin', blocked_at: '2026-03-01T03:00:00Z' },
      }),
    ]);
    renderPage(service);
    const modal = await openDetails();
    expect(await within(modal).findByTestId('block-info')).toHaveTextContent(
      'Stolen stock, by admin on 01 Mar 2026 10:00:00 — Lot 7',
    );
    expect(within(modal).getByText('Deactivated')).toHaveClass('ant-tag-red');
    fireEvent.click(within(modal).getByRole('button', { name: 'Unblock' }));
    fireEvent.click(within(await dialogWith('Unblock QR code QRB000001?')).getByRole('button', { name: 'Unblock' }));
    await dialogWith('QR code QRB000001 has been unblocked');
    expect(service.unblockQrCode).toHaveBeenCalledWith({ qrcode: 'QRB000001' });
  });
});

describe('the helpers', () => {
  it('keeps the search in the URL without defaults', () => {
    const params = paramsWithFilters(new URLSearchParams('x=1'), { search: ' QRA ', searchBy: 'qrcode', status: '' });
    expect(params.toString()).toBe('x=1&q=QRA');
    expect(filtersFromParams(new URLSearchParams('q=A&by=serial&status=nope'))).toEqual({
      search: 'A',
      searchBy: 'serial',
      status: '',
    });
    expect(buildQrCodeQuery({ search: '', searchBy: 'serial', status: 'DEACTIVATED' }, { page: 2, limit: 30 })).toEqual(
      { status: 'DEACTIVATED', page: 2, limit: 30, order: 'DESC', by: 'created_at' },
    );
  });

  it('accepts exactly one record, colours the statuses and orders the history newest first', () => {
    expect(theOneRecord([detail()])?.id).toBe(2);
    expect(theOneRecord([])).toBeNull();
    expect(theOneRecord({ id: 1 })).toBeNull();
    expect([0, 1, 2].map((s) => statusBadge(s).color)).toEqual(['orange', 'green', 'red']);
    expect(newestFirst(HISTORY).map((e) => e.result)).toEqual(['ACTIVATE', 'Issued']);
  });
});
