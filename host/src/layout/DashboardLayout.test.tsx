// Phones and tablets get the sidebar as a drawer from the header's menu
// button; desktops keep the sidebar beside the page (issue 10).
import * as sharedApi from '@qrguard/shared-api';
import { logout, setSession, type SidebarModule } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { setViewportWidth } from '@qrguard/shared-ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DashboardLayout from './DashboardLayout';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  fetchSidebar: jest.fn(),
  fetchProductCategories: jest.fn(async () => []),
  fetchNotifications: jest.fn(async () => []),
  // The live stream stays open for the whole test.
  subscribeNotifications: jest.fn(() => new Promise<void>(() => undefined)),
  postActivity: jest.fn(async () => undefined),
  ensureFilterLists: jest.fn(async () => undefined),
}));

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
];

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

function renderShell() {
  return render(
    // No animations: the drawer opens and closes at once.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={['/dashboard/highlight/oil-maker']}>
        <Routes>
          <Route element={<DashboardLayout />}>
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

let restoreViewport: () => void = () => undefined;
beforeEach(() => {
  logout();
  localStorage.clear();
  jest.mocked(sharedApi.fetchSidebar).mockResolvedValue(MODULES);
  setSession(sessionUser({ display_name: 'Admin QR', role: [{ id: 1, name: 'Super Admin' }] }));
});
afterEach(() => restoreViewport());

describe('on a 390 px phone', () => {
  beforeEach(() => {
    restoreViewport = setViewportWidth(390);
  });

  it('has no sidebar beside the page, only the menu button', async () => {
    renderShell();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oil Maker' })).not.toBeInTheDocument();
  });

  it('opens the menu in a drawer, and choosing a page goes there, closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('link', { name: 'Label Maker' }));

    expect(await screen.findByText('now at /dashboard/highlight/label-maker')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = await screen.findByRole('button', { name: 'Open menu' });

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByText('now at /dashboard/highlight/oil-maker')).toBeInTheDocument();
  });
});

describe('on a 1280 px desktop', () => {
  beforeEach(() => {
    restoreViewport = setViewportWidth(1280);
  });

  it('keeps the sidebar beside the page and has no menu button', async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: 'Oil Maker' })).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
