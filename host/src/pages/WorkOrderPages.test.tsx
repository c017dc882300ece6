// The work-order pages (issue 15): the listing shows each work order's status,
// PO, label maker, quantities and progress, and leads to the detail; the
// detail shows the lines and the progress bar, and an unknown (or another
// company's) code as "not found".
import * as sharedApi from '@qrguard/shared-api';
import type { WorkOrder, WorkOrderDetail } from '@qrguard/shared-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import WorkOrderDetailPage from './WorkOrderDetailPage';
import WorkOrderListingPage from './WorkOrderListingPage';
import { percentVerified } from './WorkOrderProgress';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  fetchWorkOrders: jest.fn(),
  fetchWorkOrderDetail: jest.fn(),
}));
const fetchWorkOrders = jest.mocked(sharedApi.fetchWorkOrders);
const fetchWorkOrderDetail = jest.mocked(sharedApi.fetchWorkOrderDetail);

const order = (o: Partial<WorkOrder>): WorkOrder => ({
  id: 1,
  form_code: 'WO-PO/CAH/2026/0001',
  created_at: '2026-11-20T02:00:00Z',
  po_id: 7,
  no_po: 'PO/CAH/2026/0001',
  label_maker_id: 1,
  label_maker: 'Cahaya',
  ordered: 1000,
  qr_total: 1040,
  verified: 260,
  status: 'In Progress',
  ...o,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/work-order-listing" element={<WorkOrderListingPage />} />
        <Route path="/work-order-detail" element={<WorkOrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('lists status, PO, label maker, quantities and progress; a code opens its detail', async () => {
  fetchWorkOrders.mockResolvedValue([
    order({}),
    order({ id: 2, form_code: 'WO-PO/CAH/2026/0002', no_po: 'PO/CAH/2026/0002', verified: 0, status: 'New' }),
  ]);
  fetchWorkOrderDetail.mockResolvedValue({
    ...order({}),
    po_date: '2026-11-20',
    started_at: '2026-11-21T02:00:00Z',
    completed_at: null,
    lines: [],
  });
  renderAt('/work-order-listing');
  const link = await screen.findByRole('link', { name: 'WO-PO/CAH/2026/0001' });
  const row = link.closest('tr')!;
  expect(within(row).getByText('In Progress')).toBeInTheDocument();
  expect(within(row).getByText('PO/CAH/2026/0001')).toBeInTheDocument();
  expect(within(row).getByText('Cahaya')).toBeInTheDocument();
  expect(within(row).getByText('1,000')).toBeInTheDocument();
  expect(within(row).getByText('1,040')).toBeInTheDocument();
  const bar = within(row).getByRole('progressbar', { name: 'Verification progress of WO-PO/CAH/2026/0001' });
  expect(bar).toHaveAttribute('aria-valuenow', '260');
  expect(bar).toHaveAttribute('aria-valuemax', '1040');
  expect(within(row).getByText('25 % · 260 of 1,040 verified')).toBeInTheDocument();
  const second = screen.getByRole('link', { name: 'WO-PO/CAH/2026/0002' }).closest('tr')!;
  expect(within(second).getByText('New')).toBeInTheDocument();

  await userEvent.click(link);
  expect(await screen.findByText('Work Order WO-PO/CAH/2026/0001')).toBeInTheDocument();
  expect(fetchWorkOrderDetail).toHaveBeenCalledWith('WO-PO/CAH/2026/0001');
});

it('says so when there are no work orders yet', async () => {
  fetchWorkOrders.mockResolvedValue([]);
  renderAt('/work-order-listing');
  expect(await screen.findByText('No work orders yet.')).toBeInTheDocument();
});

it('the detail shows the lines per variant, the progress and the status', async () => {
  const detail: WorkOrderDetail = {
    ...order({ verified: 1040, status: 'Completed' }),
    po_date: '2026-11-20',
    started_at: '2026-11-21T02:00:00Z',
    completed_at: '2026-11-22T02:00:00Z',
    lines: [
      { variant: 'MPX1', ordered: 600, qr_total: 624, verified: 624 },
      { variant: 'SPX1', ordered: 400, qr_total: 416, verified: 416 },
    ],
  };
  fetchWorkOrderDetail.mockResolvedValue(detail);
  renderAt(`/work-order-detail?wo=${encodeURIComponent('WO-PO/CAH/2026/0001')}`);
  expect(await screen.findByText('Work Order WO-PO/CAH/2026/0001')).toBeInTheDocument();
  expect(screen.getByText('Completed')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Verification progress of WO-PO/CAH/2026/0001' })).toHaveAttribute(
    'aria-valuenow',
    '1040',
  );
  const mpx1 = screen.getByRole('cell', { name: 'MPX1' }).closest('tr')!;
  expect(within(mpx1).getByText('600')).toBeInTheDocument();
  expect(within(mpx1).getAllByText('624')).toHaveLength(2);
  expect(screen.getByRole('cell', { name: 'SPX1' })).toBeInTheDocument();
  expect(screen.getByText('2026-11-20')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the work order list' })).toHaveAttribute(
    'href',
    '/work-order-listing',
  );
});

it('an unknown code (or another company’s: the API answers 404 for both) is "not found"', async () => {
  fetchWorkOrderDetail.mockRejectedValue(new sharedApi.ApiError(404, 'There is no work order WO-X that you can open.'));
  renderAt('/work-order-detail?wo=WO-X');
  expect(await screen.findByText('Work order not found')).toBeInTheDocument();
  expect(screen.getByText('There is no work order WO-X.')).toBeInTheDocument();
});

it('another failure says the work order could not be loaded, with the reason', async () => {
  fetchWorkOrderDetail.mockRejectedValue(new sharedApi.ApiError(500, 'The database is not answering.'));
  renderAt('/work-order-detail?wo=WO-Y');
  expect(await screen.findByText('The work order could not be loaded')).toBeInTheDocument();
});

it('percent verified never reads 100 before every code is verified', () => {
  expect(percentVerified(0, 0)).toBe(0);
  expect(percentVerified(1039, 1040)).toBe(99);
  expect(percentVerified(1040, 1040)).toBe(100);
});
