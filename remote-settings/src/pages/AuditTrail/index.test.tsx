import { createInlineBuilder } from '@qrguard/shared-ui/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageResult } from '@qrguard/shared-ui';
import { bodyRows, choose, rowOf } from '../../userManagement/testing';
import AuditTrail from './index';
import type { AuditEventRow, AuditTrailQuery } from './types';

// 18 March 2026, 12:00 in Jakarta
const NOW = new Date('2026-03-18T05:00:00Z');
const now = () => NOW;

function event(id: number, overrides: Partial<AuditEventRow>): AuditEventRow {
  return {
    id,
    at: '2026-03-18T03:00:00Z',
    actor_id: 7,
    actor_username: 'admin',
    action: 'user.update',
    target_kind: 'dashboard_user',
    target_id: '8',
    target_label: 'budi',
    before: null,
    after: null,
    client_address: '10.0.0.1',
    ...overrides,
  };
}

const EVENTS: AuditEventRow[] = [
  event(3, {
    action: 'user.device_lock_reset',
    target_kind: 'oilmaker_app_user',
    target_label: 'op-locked',
    before: { username: 'op-locked', device_lock: 'SET' },
    after: { username: 'op-locked', device_lock: 'NONE' },
  }),
  event(2, {
    before: {
      id: 8,
      username: 'budi',
      roles: [{ id: 3, name: 'Dashboard Viewer' }],
      role: 3,
      status: 1,
      product_category: 'Oil',
      product_category_ids: [1],
    },
    after: {
      id: 8,
      username: 'budi',
      roles: [{ id: 1, name: 'Super Admin' }],
      role: 1,
      status: 0,
      product_category: 'Oil, Pad & Shoe',
      product_category_ids: [1, 2],
      credentials_changed: true,
    },
  }),
  event(1, { action: 'user.create', target_label: 'sari', after: { username: 'sari', status: 1 } }),
];

const stubFetch = () =>
  jest.fn(async (query: AuditTrailQuery): Promise<PageResult<AuditEventRow>> => ({
    data: EVENTS.filter((e) => !query.action || e.action === query.action),
    meta: { current_page: 1, last_page: 1, per_page: query.limit ?? 15, total: EVENTS.length },
  }));

function renderPage(props: Parameters<typeof AuditTrail>[0], path = '/dashboard/settings/audit-trail') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuditTrail now={now} {...props} />
    </MemoryRouter>,
  );
}

const changesOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('.qg-audit-changes li')).map((item) => item.textContent);

describe('Audit Trail page', () => {
  it('loads this month newest first and shows each event with only its changed fields', async () => {
    const fetchPage = stubFetch();
    renderPage({ fetchPage });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(fetchPage).toHaveBeenCalledWith({
      start: '2026-03-01',
      end: '2026-03-18',
      page: 1,
      limit: 15,
      order: 'DESC',
      by: 'at',
    });
    for (const title of ['Time', 'Actor', 'Action', 'Target', 'Changes', 'Address']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    const [lock, edit, create] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(lock).getByText('Device lock reset')).toBeInTheDocument();
    expect(within(lock).getByText('Oil maker app user')).toBeInTheDocument();
    expect(changesOf(lock)).toEqual(['Device lock: SET → NONE']);
    expect(changesOf(edit)).toEqual([
      'Type: Dashboard Viewer → Super Admin',
      'Status: ACTIVE → INACTIVE',
      'Product: Oil → Oil, Pad & Shoe',
      'Password changed: (empty) → Yes',
    ]);
    expect(changesOf(create)).toEqual(['Username: (empty) → sari', 'Status: (empty) → ACTIVE']);
    expect(within(create).getByText('User created')).toBeInTheDocument();
    expect(within(create).getByText('18 Mar 2026 10:00:00')).toBeInTheDocument();
  });

  it('reads its filters from the URL and applies new ones with Filter', async () => {
    const fetchPage = stubFetch();
    renderPage({ fetchPage }, '/dashboard/settings/audit-trail?actor=adm&action=user.create&target=dashboard_user');
    await rowOf('sari');
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ actor: 'adm', action: 'user.create', target_kind: 'dashboard_user' }),
    );
    expect(screen.getByLabelText('Actor', { selector: 'input' })).toHaveValue('adm');

    fireEvent.change(screen.getByLabelText('Actor', { selector: 'input' }), { target: { value: '' } });
    await choose('Action', 'All actions');
    await choose('Target', 'Oil maker app user');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        target_kind: 'oilmaker_app_user',
        start: '2026-03-01',
        end: '2026-03-18',
        page: 1,
        limit: 15,
        order: 'DESC',
        by: 'at',
      }),
    );
  });

  it('exports every row the filters select through the one export, with the changes as text', async () => {
    const save = jest.fn();
    const fetchPage = stubFetch();
    renderPage(
      { fetchPage, exportWith: { createBuilder: createInlineBuilder, save } },
      '/dashboard/settings/audit-trail?action=user.delete',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![1]).toBe('Audit Trail 2026-03-01 - 2026-03-18.xlsx');
    // The export pages through the table's own call, with its filters, in pages of 1,000.
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'user.delete', start: '2026-03-01', end: '2026-03-18', limit: 1000 }),
    );
  });
});
