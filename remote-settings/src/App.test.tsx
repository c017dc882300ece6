import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './App';

// The pages talk to the API; routing is what is tested here.
jest.mock('./pages/LogHistoryActivity', () => ({ __esModule: true, default: () => <h3>Log page</h3> }));
jest.mock('./pages/DashboardUser', () => ({ __esModule: true, default: () => <h3>Dashboard User</h3> }));
jest.mock('./pages/OilMakerAppUser', () => ({ __esModule: true, default: () => <h3>Oil Maker App</h3> }));
jest.mock('./pages/PenindakanAppUser', () => ({ __esModule: true, default: () => <h3>Penindakan App</h3> }));
jest.mock('./pages/AuditTrail', () => ({ __esModule: true, default: () => <h3>Audit Trail</h3> }));

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

describe('remote_settings routes', () => {
  it.each([
    ['/dashboard/settings', 'Log page'],
    ['/dashboard/settings/log-history-activity', 'Log page'],
    ['/dashboard/settings/user-management', 'Dashboard User'],
    ['/dashboard/settings/user-management/dashboard-user', 'Dashboard User'],
    ['/dashboard/settings/user-management/oil-maker-app', 'Oil Maker App'],
    ['/dashboard/settings/user-management/penindakan-app', 'Penindakan App'],
    ['/dashboard/settings/audit-trail', 'Audit Trail'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows the not-found text for an unknown path in its area', () => {
    renderAt('/dashboard/settings/nothing-here');
    expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  });
});
