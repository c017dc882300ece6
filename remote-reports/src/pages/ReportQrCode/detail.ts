// Pure helpers of the QR Code Details modal (spec reports-settings 3, 4, 5, 9).
import type { QrCodeDetail, QrHistoryEvent } from './types';

/** Spec 4: 0 Unverified (orange), 1 Verified (green), 2 Deactivated (red). */
export const STATUS_BADGE = {
  0: { key: 'unverified', color: 'orange' },
  1: { key: 'verified', color: 'green' },
  2: { key: 'deactivated', color: 'red' },
} as const;

export function statusBadge(status: number): (typeof STATUS_BADGE)[keyof typeof STATUS_BADGE] {
  return STATUS_BADGE[status as keyof typeof STATUS_BADGE] ?? STATUS_BADGE[0];
}

/** Spec 5: the details answer must hold exactly one record; anything else means the API changed. */
export function theOneRecord(data: unknown): QrCodeDetail | null {
  return Array.isArray(data) && data.length === 1 && data[0] && typeof data[0] === 'object'
    ? (data[0] as QrCodeDetail)
    : null;
}

/** The history as the modal lists it: newest first (the API answers oldest first). */
export function newestFirst(events: readonly QrHistoryEvent[]): QrHistoryEvent[] {
  return [...events]
    .map((event, index) => ({ event, index, at: Date.parse(event.activity_date) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ event }) => event);
}
