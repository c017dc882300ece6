// The bell follows the live stream: an event makes it fetch the list again and
// the new item counts as unread; a stream that drops is reopened, with the
// list fetched again for what arrived meanwhile.
import * as sharedApi from '@qrguard/shared-api';
import type { Notification, NotificationEvent } from '@qrguard/shared-api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { reconnectDelay, useNotifications } from './useNotifications';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  fetchNotifications: jest.fn(),
  subscribeNotifications: jest.fn(),
  markNotificationRead: jest.fn(),
  markAllNotificationsRead: jest.fn(),
}));
const fetchNotifications = jest.mocked(sharedApi.fetchNotifications);
const subscribeNotifications = jest.mocked(sharedApi.subscribeNotifications);
const markNotificationRead = jest.mocked(sharedApi.markNotificationRead);
const markAllNotificationsRead = jest.mocked(sharedApi.markAllNotificationsRead);

const note = (id: number): Notification => ({
  id,
  subject: 'Suspect QR',
  message: `QR ${id} is suspicious`,
  data: { created_at: '2026-11-22 10:00:00', work_order_code: null },
  step_data: { icon: 'WarningOutlined' },
  read: false,
});

/** A stream the test controls: push events, or end it. */
function fakeStream() {
  let push: (event: NotificationEvent) => void = () => undefined;
  let end: () => void = () => undefined;
  subscribeNotifications.mockImplementation(
    (onEvent) =>
      new Promise<void>((resolve) => {
        push = onEvent;
        end = resolve;
      }),
  );
  return { push: (event: NotificationEvent) => push(event), end: () => end() };
}

it('an event from the stream brings the new notification at once', async () => {
  const stream = fakeStream();
  fetchNotifications.mockResolvedValueOnce([note(1)]).mockResolvedValueOnce([note(2), note(1)]);
  const { result } = renderHook(() => useNotifications());
  await waitFor(() => expect(result.current.items).toHaveLength(1));
  act(() => result.current.markAllSeen());
  expect(result.current.unread).toBe(0);

  act(() => stream.push({ subject: 'Suspect QR', count: 1 }));
  await waitFor(() => expect(result.current.items).toHaveLength(2));
  expect(result.current.unread).toBe(1);
  expect(result.current.items[0]).toMatchObject({ id: 2, isNew: true });
});

it('a stream that ends is opened again, and the list fetched again', async () => {
  jest.useFakeTimers();
  try {
    const stream = fakeStream();
    fetchNotifications.mockResolvedValue([note(1)]);
    renderHook(() => useNotifications());
    await act(async () => undefined);
    expect(subscribeNotifications).toHaveBeenCalledTimes(1);
    const fetchesBefore = fetchNotifications.mock.calls.length;

    await act(async () => stream.end());
    await act(async () => jest.advanceTimersByTime(reconnectDelay(0)));
    expect(subscribeNotifications).toHaveBeenCalledTimes(2);
    expect(fetchNotifications.mock.calls.length).toBe(fetchesBefore + 1);
  } finally {
    jest.useRealTimers();
  }
});

it('waits longer after each failure, never more than a minute', () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
});

describe('read state kept by the API (issue 15)', () => {
  it('marking one read counts it out at once and tells the API', async () => {
    fakeStream();
    fetchNotifications.mockResolvedValue([note(2), note(1)]);
    markNotificationRead.mockResolvedValue({ unread: 1 });
    const { result } = renderHook(() => useNotifications());
    await waitFor(() => expect(result.current.unread).toBe(2));
    await act(() => result.current.markRead(2));
    expect(markNotificationRead).toHaveBeenCalledWith(2);
    expect(result.current.unread).toBe(1);
    expect(result.current.items.find((item) => item.id === 2)!.read).toBe(true);
    expect(result.current.markFailed).toBe(false);
  });

  it('mark all read clears the count and tells the API; a failure says so and fetches the truth again', async () => {
    fakeStream();
    fetchNotifications.mockResolvedValue([note(2), note(1)]);
    markAllNotificationsRead.mockResolvedValueOnce({ unread: 0 });
    const { result } = renderHook(() => useNotifications());
    await waitFor(() => expect(result.current.unread).toBe(2));
    await act(() => result.current.markAllRead());
    expect(markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(result.current.unread).toBe(0);

    const calls = fetchNotifications.mock.calls.length;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    markAllNotificationsRead.mockRejectedValueOnce(new Error('offline'));
    await act(() => result.current.markAllRead());
    expect(result.current.markFailed).toBe(true);
    await waitFor(() => expect(fetchNotifications.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(result.current.unread).toBe(2));
  });
});
