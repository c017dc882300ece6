import * as sharedApi from '@qrguard/shared-api';
import { logout, setSession, type SidebarModule } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar } from './Sidebar';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  fetchSidebar: jest.fn(),
  fetchProductCategories: jest.fn(async () => []),
}));
const fetchSidebar = jest.mocked(sharedApi.fetchSidebar);

const MODULES: SidebarModule[] = [
  {
    code: 'HIGHLIGHT',
    name: 'Highlight',
    link: '/dashboard/highlight',
    icon: 'DashboardOutlined',
    children: [
      {
        code: 'HIGHLIGHT_LABEL_MAKER',
        name: 'Label Maker',
        link: '/dashboard/highlight/label-maker',
        icon: 'TagsOutlined',
        children: [],
      },
      {
        code: 'HIGHLIGHT_OIL_MAKER',
        name: 'Oil Maker',
        link: '/dashboard/highlight/oil-maker',
        icon: 'ExperimentOutlined',
        children: [],
      },
    ],
  },
  {
    code: 'CUSTOMER_ACTIVITIES',
    name: 'Customer Activities',
    link: '/dashboard/customer-activities',
    icon: 'LineChartOutlined',
    children: [],
  },
];

const base = sessionUser({
  display_name: 'Dina Viewer',
  role: [{ id: 3, name: 'Dashboard Viewer' }],
  permissions: ['HIGHLIGHT', 'HIGHLIGHT_OIL_MAKER'],
  super_admin: 0,
});

function renderSidebar(path = '/dashboard/highlight/oil-maker') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar collapsed={false} onToggle={() => undefined} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  logout();
  fetchSidebar.mockResolvedValue(MODULES);
});

it('shows the display name, the first role and only the permitted modules', async () => {
  setSession(base);
  renderSidebar();
  expect(await screen.findByRole('link', { name: 'Oil Maker' })).toHaveAttribute(
    'href',
    '/dashboard/highlight/oil-maker',
  );
  expect(screen.getByText('Dina Viewer')).toBeInTheDocument();
  expect(screen.getByText('Dashboard Viewer')).toBeInTheDocument();
  expect(screen.queryByText('Label Maker')).not.toBeInTheDocument();
  expect(screen.queryByText('Customer Activities')).not.toBeInTheDocument();
});

// The spec's "Tidak Ada Role" is the Indonesian (resources id.ts); English reads "No Role".
// The original showed such a user the whole menu; here they see nothing they could not open.
it('reads "No Role" for a user without a role, who sees no module', async () => {
  setSession({ ...base, role: [], permissions: [] });
  renderSidebar('/edit-profile');
  expect(await screen.findByText('No Role')).toBeInTheDocument();
  await waitFor(() => expect(fetchSidebar).toHaveBeenCalled());
  expect(screen.queryByRole('link', { name: 'Customer Activities' })).not.toBeInTheDocument();
  expect(screen.queryByText('Highlight')).not.toBeInTheDocument();
});

it('gives the work-order role its single item', async () => {
  fetchSidebar.mockResolvedValue([
    ...MODULES,
    {
      code: 'WORK_ORDER',
      name: 'List Work Order',
      link: '/work-order-listing',
      icon: 'UnorderedListOutlined',
      children: [],
    },
  ]);
  setSession({ ...base, role: [{ id: 2, name: 'Work Order' }], permissions: ['WORK_ORDER'] });
  renderSidebar('/work-order-listing');
  expect(await screen.findByRole('link', { name: 'List Work Order' })).toHaveAttribute('href', '/work-order-listing');
  expect(screen.queryByText('Highlight')).not.toBeInTheDocument();
});

it('offers Retry when the menu cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchSidebar.mockRejectedValue(new sharedApi.ApiError(500, 'Database unavailable'));
  setSession(base);
  renderSidebar();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
