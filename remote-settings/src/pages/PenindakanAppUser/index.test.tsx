import { act, fireEvent, screen, within } from '@testing-library/react';
import { PENINDAKAN_APP_USER_TYPES } from '@qrguard/shared-api';
import { setLanguage } from '@qrguard/shared-ui';
import { dialogWith, renderAt, rowOf, stubService } from '../../userManagement/testing';
import PenindakanAppUserManagement from './index';
import type { AppUserRow } from './types';

const TYPES = PENINDAKAN_APP_USER_TYPES.map((type) => ({ value: type, label: type }));

function account(id: number, username: string, overrides: Partial<AppUserRow> = {}): AppUserRow {
  return {
    id,
    app: 'penindakan',
    username,
    type: 'Officer',
    company: null,
    company_name: null,
    status: 1,
    device_lock: 'NONE',
    product_category: 'Oil',
    product_category_ids: [1],
    last_login: null,
    created_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

const ACCOUNTS = [account(1, 'officer-1', { device_lock: 'SET' }), account(2, 'officer-2')];

afterEach(() => act(() => setLanguage('en')));

describe('Penindakan App page', () => {
  it('has the columns of the spec, without Company, and the reset only on SET rows', async () => {
    renderAt(<PenindakanAppUserManagement service={stubService(ACCOUNTS, TYPES, { lock: true })} />);
    const locked = await rowOf('officer-1');
    for (const title of ['Username', 'Type', 'Status', 'Device Lock', 'Last Login']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('Company')).not.toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Reset Lock of officer-1' })).toBeInTheDocument();
    expect(within(await rowOf('officer-2')).queryByRole('button', { name: /Reset Lock/ })).not.toBeInTheDocument();
  });

  it('checks its form without Company', async () => {
    renderAt(<PenindakanAppUserManagement service={stubService(ACCOUNTS, TYPES, { lock: true })} />);
    await rowOf('officer-2');
    fireEvent.click(screen.getByRole('button', { name: 'New User' }));
    const form = await dialogWith('New User Penindakan');
    expect(within(form).queryByLabelText('Company')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const error = await dialogWith('Error!');
    expect(error).toHaveTextContent('Type is a required field!');
    expect(error).not.toHaveTextContent('Company is a required field!');
  });

  it('reads in Bahasa Indonesia', async () => {
    act(() => setLanguage('id'));
    renderAt(<PenindakanAppUserManagement service={stubService(ACCOUNTS, TYPES, { lock: true })} />);
    const locked = await rowOf('officer-1');
    expect(screen.getByRole('button', { name: 'Pengguna Baru' })).toBeInTheDocument();
    expect(within(locked).getByText('TERKUNCI')).toBeInTheDocument();
    expect(within(locked).getByText('Petugas')).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Buka Kunci officer-1' })).toBeInTheDocument();
    expect(screen.getAllByText('Kunci Perangkat').length).toBeGreaterThan(0);
  });
});
