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

describe('remote_reports routes', () => {
  it.each([
    ['/dashboard/customer-activities', 'Customer Activities'],
    ['/dashboard/consumer-insights', 'Consumer Insight'],
    ['/dashboard/reports', 'Report - Consumer'],
    ['/dashboard/reports/customer', 'Report - Consumer'],
    ['/dashboard/reports/label-maker', 'Report - Label Maker'],
    ['/dashboard/reports/oil-maker', 'Report - Oil Maker'],
    ['/dashboard/reports/qrcode', 'Report QR Code'],
    ['/dashboard/reports/suspect', 'Report Suspect'],
    ['/dashboard/reports/summary-report', 'Summary Report'],
  ])('%s shows %s, not built yet', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
  });

  it('shows the not-found text for an unknown path in its area', () => {
    renderAt('/dashboard/reports/not-a-report');
    expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  });
});
