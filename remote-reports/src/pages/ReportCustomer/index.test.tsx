import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, setSession, type CustomerReportRow, type ReportCaseHistoryRow } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import ReportCustomer, { type ReportService } from './index';
import { caseStatusOf, reportQuery } from './query';

// antd pages render slowly under jest on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

function report(overrides: Partial<CustomerReportRow>): CustomerReportRow {
  return {
    id: 1,
    url: 'https://qr.example/QRA000001',
    qrcode: 'QRA000001',
    variant: 'MPX1',
    product_name: 'MPX1 Oil',
    volume: 800,
    reason: 'Kemasan rusak',
    description: 'Torn label',
    lat: null,
    lng: null,
    has_location: false,
    has_photo: false,
    scan_date: '2026-03-10T03:04:05Z',
    case_status: 'Open',
    case_note: null,
    case_updated_at: null,
    case_updated_by: null,
    case_next: ['Investigating', 'Not counterfeit', 'Closed'],
    ...overrides,
  };
}

const ROWS: CustomerReportRow[] = [
  report({ id: 2, url: 'https://qr.example/located', lat: -6.2, lng: 106.8, has_location: true }),
  report({ id: 1, url: 'https://qr.example/photo', has_photo: true }),
];

function stubService(): jest.Mocked<ReportService> {
  return {
    fetchCustomerReports: jest.fn(async (query = {}) => {
      const data = ROWS.filter((row) => !query.case_status || row.case_status === query.case_status);
      return { data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
    }),
    setReportCaseStatus: jest.fn(async (id, body) => ({ ...ROWS.find((r) => r.id === id)!, case_status: body.status })),
    fetchReportCaseHistory: jest.fn(async (_id: number): Promise<ReportCaseHistoryRow[]> => [
      {
        id: 5,
        from_status: 'Open',
        to_status: 'Investigating',
        note: 'Looking into it',
        changed_by: 'inspector',
        changed_at: '2026-03-11T03:00:00Z',
      },
    ]),
    reportPhotoUrl: jest.fn(async (_id: number, _signal?: AbortSignal) => ({
      url: 'blob:photo-1',
      type: 'image/jpeg',
      revoke: () => undefined,
    })),
  };
}

function Where() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(service: ReportService, path = '/dashboard/reports/customer') {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[path]}>
        <ReportCustomer service={service} />
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

const signIn = (permissions: string[]) =>
  act(() =>
    setSession(sessionUser({ id: 9, super_admin: 0, role: [{ id: 3, name: 'Dashboard Viewer' }], permissions })),
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

const rowOf = async (url: string) => (await screen.findByText(url)).closest('tr')!;

function openOptions(root: HTMLElement | Document, label: string): Promise<HTMLElement[]> {
  const input = (root === document ? screen : within(root as HTMLElement)).getByLabelText(label, {
    selector: 'input',
  });
  fireEvent.mouseDown(input);
  return waitFor(() => {
    const options = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown'))
      .filter((dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden'))
      .flatMap((dropdown) => Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')));
    if (options.length === 0) throw new Error(`no options for ${label}`);
    return options;
  });
}

describe('Report - Consumer', () => {
  it('lists the reports newest first with the reason in the reader language, and filters by case status', async () => {
    signIn(['REPORT_CUSTOMER']);
    const service = stubService();
    renderPage(service);
    expect(screen.getByRole('heading', { name: 'Report Customer' })).toBeInTheDocument();
    const row = await rowOf('https://qr.example/photo');
    expect(within(row).getByText('Damaged packaging')).toBeInTheDocument();
    expect(within(row).getByText('0.8 Lt')).toBeInTheDocument();
    expect(within(row).getByText('10 Mar 2026 10:04:05')).toBeInTheDocument();
    expect(service.fetchCustomerReports).toHaveBeenCalledWith(
      expect.objectContaining({ by: 'scan_date', order: 'DESC', page: 1 }),
    );
    const options = await openOptions(document, 'Case status');
    fireEvent.click(options.find((o) => o.getAttribute('title') === 'Investigating')!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('case=Investigating'));
    await waitFor(() =>
      expect(service.fetchCustomerReports).toHaveBeenLastCalledWith(
        expect.objectContaining({ case_status: 'Investigating' }),
      ),
    );
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('shows view map only on located rows and view image only on rows with a photo', async () => {
    signIn(['REPORT_CUSTOMER']);
    renderPage(stubService());
    const located = await rowOf('https://qr.example/located');
    const photo = await rowOf('https://qr.example/photo');
    expect(within(located).getByRole('button', { name: /View map/ })).toBeInTheDocument();
    expect(within(located).queryByRole('button', { name: /View image/ })).not.toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: /View image/ })).toBeInTheDocument();
    expect(within(photo).queryByRole('button', { name: /View map/ })).not.toBeInTheDocument();
    fireEvent.click(within(located).getByRole('button', { name: /View map/ }));
    const dialog = await dialogWith('Location of report 2');
    expect(within(dialog).getByText(/no Google Maps key/)).toBeInTheDocument();
  });

  it('shows the photo with an alt text and frees it on close', async () => {
    signIn(['REPORT_CUSTOMER']);
    const service = stubService();
    const revoke = jest.fn();
    service.reportPhotoUrl.mockResolvedValue({ url: 'blob:photo-1', type: 'image/jpeg', revoke });
    renderPage(service);
    fireEvent.click(within(await rowOf('https://qr.example/photo')).getByRole('button', { name: /View image/ }));
    const dialog = await dialogWith('Photo of report 1');
    const image = await within(dialog).findByRole('img', { name: 'Photo sent with report 1 (Kemasan rusak)' });
    expect(image).toHaveAttribute('src', 'blob:photo-1');
    expect(service.reportPhotoUrl).toHaveBeenCalledWith(1, expect.any(AbortSignal));
    fireEvent.click(within(dialog).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(revoke).toHaveBeenCalled());
  });

  it('shows the case read-only to a user without the case-edit right', async () => {
    signIn(['REPORT_CUSTOMER']);
    renderPage(stubService());
    const row = await rowOf('https://qr.example/photo');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Change case/ })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the case-edit right/)).toBeInTheDocument();
  });

  it('lets a case editor move the case to one of case_next only, with the status seen', async () => {
    signIn(['REPORT_CUSTOMER', 'REPORT_CASE_EDIT']);
    const service = stubService();
    renderPage(service);
    const row = await rowOf('https://qr.example/photo');
    fireEvent.click(within(row).getByRole('button', { name: /Change case/ }));
    const dialog = await dialogWith('Change the case of report 1');
    const options = await openOptions(dialog, 'New status');
    expect(options.map((o) => o.getAttribute('title'))).toEqual(['Investigating', 'Not counterfeit', 'Closed']);
    fireEvent.click(options[0]!);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Checking the batch' } });
    const calls = service.fetchCustomerReports.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(service.setReportCaseStatus).toHaveBeenCalledWith(1, {
        status: 'Investigating',
        expected_status: 'Open',
        note: 'Checking the batch',
      }),
    );
    await waitFor(() => expect(service.fetchCustomerReports.mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows the server message and reloads when someone moved the case meanwhile (409)', async () => {
    signIn(['REPORT_CUSTOMER', 'REPORT_CASE_EDIT']);
    const service = stubService();
    service.setReportCaseStatus.mockRejectedValue(new ApiError(409, 'The case is Closed now.'));
    renderPage(service);
    fireEvent.click(within(await rowOf('https://qr.example/photo')).getByRole('button', { name: /Change case/ }));
    const dialog = await dialogWith('Change the case of report 1');
    const options = await openOptions(dialog, 'New status');
    fireEvent.click(options[2]!);
    const calls = service.fetchCustomerReports.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await dialogWith('The case is Closed now.')).toBeInTheDocument();
    await waitFor(() => expect(service.fetchCustomerReports.mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows the case history: who, when, from and to, and the note', async () => {
    signIn(['REPORT_CUSTOMER']);
    renderPage(stubService());
    fireEvent.click(within(await rowOf('https://qr.example/photo')).getByRole('button', { name: /Case history/ }));
    const dialog = await dialogWith('Case history of report 1');
    expect(await within(dialog).findByText('Open → Investigating')).toBeInTheDocument();
    expect(within(dialog).getByText('inspector')).toBeInTheDocument();
    expect(within(dialog).getByText('Looking into it')).toBeInTheDocument();
    expect(within(dialog).getByText('11 Mar 2026 10:00:00')).toBeInTheDocument();
  });

  it('reads the case filter from the URL and builds the query', () => {
    expect(caseStatusOf('Closed')).toBe('Closed');
    expect(caseStatusOf('nope')).toBe('');
    expect(reportQuery({ caseStatus: 'Open' }, { page: 1, limit: 15 })).toEqual({
      case_status: 'Open',
      page: 1,
      limit: 15,
      order: 'DESC',
      by: 'scan_date',
    });
  });
});
