// The bell by keyboard: it says whether its list is open, moves focus into
// the list when it opens, and Esc closes it back to the bell.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBell } from './NotificationBell';
import type { NotificationItem } from './useNotifications';

const mockMarkAllSeen = jest.fn();
const mockMarkRead = jest.fn(() => Promise.resolve());
const mockMarkAllRead = jest.fn(() => Promise.resolve());
const mockNavigate = jest.fn();
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), useNavigate: () => mockNavigate }));
const mockItems: NotificationItem[] = [
  {
    id: 1,
    subject: 'work-order',
    message: 'Work order WO-1 needs a check',
    data: { created_at: '2026-03-18T05:00:00Z', work_order_code: 'WO-1' },
    step_data: { icon: 'bell' },
    read: false,
    isNew: true,
  },
];

jest.mock('./useNotifications', () => ({
  useNotifications: () => ({
    items: mockItems,
    unread: 1,
    loading: false,
    refresh: jest.fn(),
    markAllSeen: mockMarkAllSeen,
    markRead: mockMarkRead,
    markAllRead: mockMarkAllRead,
    markFailed: false,
  }),
}));
jest.mock('./desktop', () => ({ askDesktopPermission: jest.fn() }));

it('moves focus into its list when opened, and Esc gives it back to the bell', async () => {
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  const bell = screen.getByRole('button', { name: 'Notifications, 1 new' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');

  bell.focus();
  await userEvent.keyboard('{Enter}');
  const list = await screen.findByRole('region', { name: 'Notifications' });
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(bell).toHaveAttribute('aria-controls', list.id);
  await waitFor(() => expect(list).toHaveFocus());

  // Tab reaches "Mark all as read" (issue 15), then the item, which opens its work order.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: /Work order WO-1 needs a check/ })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(bell).toHaveFocus();
  expect(mockMarkAllSeen).toHaveBeenCalled();
});

it('opening an item marks it read and opens its work order (issue 15)', async () => {
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
  await userEvent.click(await screen.findByRole('button', { name: /Work order WO-1 needs a check/ }));
  expect(mockMarkRead).toHaveBeenCalledWith(1);
  expect(mockNavigate).toHaveBeenCalledWith('/work-order-detail?wo=WO-1');
});

it('"Mark all as read" in the list marks every notification read on the server', async () => {
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  expect(mockMarkAllRead).toHaveBeenCalledTimes(1);
});
