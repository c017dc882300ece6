import type { Notification } from '@qrguard/shared-api';
import { languageReady, setLanguage } from '@qrguard/shared-ui/i18n';
import { arrivals, desktopTitle } from './desktop';

const note = (id: number, subject: string, code: string | null, read = false): Notification => ({
  id,
  subject,
  message: `message ${id}`,
  data: { created_at: '2024-01-01T00:00:00Z', work_order_code: code },
  step_data: { icon: 'BellOutlined' },
  read,
});

describe('desktopTitle', () => {
  it('names the work order', () =>
    expect(desktopTitle(note(1, 'work-order', 'WO-0001'))).toBe('Notification for WO-0001'));
  it('uses the subject for a PO Sparepart notice', () =>
    expect(desktopTitle(note(2, 'PO Sparepart', 'WO-0002'))).toBe('PO Sparepart'));
  it('uses the subject, in the reader\u2019s words, when there is no work order', () =>
    expect(desktopTitle(note(3, 'estimation', null))).toBe('Estimation'));
  it('says the subject in Bahasa Indonesia when that is the language', async () => {
    setLanguage('id');
    await languageReady();
    try {
      expect(desktopTitle(note(4, 'Suspect QR', null))).toBe('QR Mencurigakan');
      expect(desktopTitle(note(5, 'work-order', 'WO-0005'))).toBe('Notifikasi Untuk WO-0005');
    } finally {
      setLanguage('en');
    }
  });
  it('shows a subject it has no words for as it came', () =>
    expect(desktopTitle(note(6, 'Something new', null))).toBe('Something new'));
});

describe('arrivals', () => {
  it('announces nothing on the first load', () =>
    expect(arrivals(undefined, [note(1, 'work-order', 'A')])).toEqual([]));
  it('announces unread items that were not there before', () => {
    const before = [note(1, 'work-order', 'A')];
    const after = [note(3, 'work-order', 'C', true), note(2, 'work-order', 'B'), ...before];
    expect(arrivals(before, after).map((n) => n.id)).toEqual([2]);
  });
});
