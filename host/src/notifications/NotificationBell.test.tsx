// The bell by keyboard: it says whether its list is open, moves focus into
// the list when it opens, and Esc closes it back to the bell.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBell } from './NotificationBell';
import type { NotificationItem } from './useNotifications';

const mockMarkAllSeen = jest.fn();
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

  // Tab reaches the item, which opens its work order.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: /Work order WO-1 needs a check/ })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(bell).toHaveFocus();
  expect(mockMarkAllSeen).toHaveBeenCalled();
});
