import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './App';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* as the host mounts it */}
        <Route path="/dashboard/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The built pages call the API as they open: here they are stand-ins, so this
// file checks only which page each path mounts (each page has its own tests).
jest.mock('./pages/CustomerActivities', () => () => <p>page: CustomerActivities</p>);
jest.mock('./pages/ReportCustomer', () => () => <p>page: ReportCustomer</p>);
jest.mock('./pages/ReportLabelMaker', () => () => <p>page: ReportLabelMaker</p>);
jest.mock('./pages/ReportOilMaker', () => () => <p>page: ReportOilMaker</p>);
jest.mock('./pages/ConsumerInsights', () => () => <p>page: ConsumerInsights</p>);
jest.mock('./pages/SummaryReport', () => () => <p>page: SummaryReport</p>);
jest.mock('./pages/ReportSuspect', () => () => <p>page: ReportSuspect</p>);
jest.mock('./pages/NotFoundLog', () => () => <p>page: NotFoundLog</p>);

describe('remote_reports routes', () => {
  it.each([
    ['/dashboard/customer-activities', 'CustomerActivities'],
    ['/dashboard/reports', 'ReportCustomer'],
    ['/dashboard/reports/customer', 'ReportCustomer'],
    ['/dashboard/reports/label-maker', 'ReportLabelMaker'],
    ['/dashboard/reports/oil-maker', 'ReportOilMaker'],
    ['/dashboard/consumer-insights', 'ConsumerInsights'],
    ['/dashboard/reports/summary-report', 'SummaryReport'],
    ['/dashboard/reports/suspect', 'ReportSuspect'],
    ['/dashboard/reports/not-found', 'NotFoundLog'],
  ])('%s mounts %s', (path, page) => {
    renderAt(path);
    expect(screen.getByText(`page: ${page}`)).toBeInTheDocument();
  });

  it('/dashboard/reports/qrcode shows the QR Code report under its menu label', () => {
    renderAt('/dashboard/reports/qrcode');
    expect(screen.getByRole('heading', { name: 'QR Code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows the not-found text for an unknown path in its area', () => {
    renderAt('/dashboard/reports/not-a-report');
    expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  });
});
