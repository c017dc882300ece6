import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_FILTER_LISTS, filterListsAtom, OIL_MAKER_APP_USER_TYPES, store } from '@qrguard/shared-api';
import { choose, dialogWith, renderAt, rowOf, stubService } from '../../userManagement/testing';
import OilMakerAppUserManagement from './index';
import type { AppUserRow } from './types';

const TYPES = OIL_MAKER_APP_USER_TYPES.map((type) => ({ value: type, label: type }));

function account(id: number, username: string, overrides: Partial<AppUserRow> = {}): AppUserRow {
  return {
    id,
    app: 'oilmaker',
    username,
    type: 'Operator',
    company: 'FED',
    company_name: 'Federal Oil',
    status: 1,
    device_lock: 'NONE',
    product_category: 'Oil',
    product_category_ids: [1],
    last_login: null,
    created_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

const ACCOUNTS = [
  account(1, 'op-locked', { device_lock: 'SET', last_login: '2026-03-18T03:00:00Z' }),
  account(2, 'op-free', { type: 'Supervisor', status: 0 }),
];

beforeEach(() =>
  // The reference lists the shell loads after sign-in (the Company choices).
  act(() =>
    store.set(filterListsAtom, {
      ...EMPTY_FILTER_LISTS,
      loaded: true,
      oilMakers: [
        { id: 1, code: 'FED', name: 'Federal Oil' },
        { id: 2, code: 'IDM', name: 'Idemitsu' },
      ],
    }),
  ),
);
afterEach(() => act(() => store.set(filterListsAtom, EMPTY_FILTER_LISTS)));

describe('Oil Maker App page', () => {
  it('shows the columns of the spec, the device lock as SET or NONE and the last login', async () => {
    renderAt(<OilMakerAppUserManagement service={stubService(ACCOUNTS, TYPES, { lock: true })} />);
    const locked = await rowOf('op-locked');
    for (const title of ['Username', 'Type', 'Company', 'Status', 'Device Lock', 'Last Login']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(locked).getByText('Federal Oil')).toBeInTheDocument();
    expect(within(locked).getByText('SET')).toHaveClass('ant-tag-blue');
    // Jakarta time (UTC+7)
    expect(within(locked).getByText('18 Mar 2026 10:00:00')).toBeInTheDocument();
    const free = await rowOf('op-free');
    expect(within(free).getByText('NONE')).not.toHaveClass('ant-tag-blue');
    expect(within(free).getByText('INACTIVE')).toHaveClass('ant-tag-red');
    expect(within(free).getByText('Supervisor')).toBeInTheDocument();
  });

  it('offers Edit and Delete on every row and the device-lock reset only on SET rows', async () => {
    renderAt(<OilMakerAppUserManagement service={stubService(ACCOUNTS, TYPES, { lock: true })} />);
    const locked = await rowOf('op-locked');
    const free = await rowOf('op-free');
    expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
    for (const [row, name] of [
      [locked, 'op-locked'],
      [free, 'op-free'],
    ] as const) {
      expect(within(row).getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `Delete ${name}` })).toBeInTheDocument();
    }
    expect(within(locked).getByRole('button', { name: 'Reset Lock of op-locked' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: /Reset Lock/ })).not.toBeInTheDocument();
  });

  it('lifts a device lock after its confirmation, says so and loads the table again', async () => {
    const service = stubService(ACCOUNTS, TYPES, { lock: true });
    renderAt(<OilMakerAppUserManagement service={service} />);
    fireEvent.click(within(await rowOf('op-locked')).getByRole('button', { name: 'Reset Lock of op-locked' }));
    const confirm = await dialogWith("You are going to open the device's lock for this account!");
    expect(confirm).toHaveTextContent('Are you sure?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove Lock' }));
    await dialogWith("Account's device lock has successfully been lifted!");
    expect(service.resetLock).toHaveBeenCalledWith(ACCOUNTS[0]);
    expect(service.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('requires a Company too, all failing fields in one dialog', async () => {
    const service = stubService(ACCOUNTS, TYPES, { lock: true });
    renderAt(<OilMakerAppUserManagement service={service} />);
    await rowOf('op-free');
    fireEvent.click(screen.getByRole('button', { name: 'New User' }));
    const form = await dialogWith('New User Oil Maker');
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const error = await dialogWith('Error!');
    expect(
      Array.from(error.querySelectorAll('.ant-modal-confirm-content div div')).map((line) => line.textContent),
    ).toEqual([
      'Type is a required field!',
      'Status is a required field!',
      'Product type is a required field!',
      'Company is a required field!',
      'Username is a required field!',
      'Password is a required field!',
    ]);
    expect(service.create).not.toHaveBeenCalled();
  });

  it("offers the oil makers of the reference lists as Company, by code, and edits with the row's company", async () => {
    const service = stubService(ACCOUNTS, TYPES, { lock: true });
    renderAt(<OilMakerAppUserManagement service={service} />);
    fireEvent.click(within(await rowOf('op-free')).getByRole('button', { name: 'Edit op-free' }));
    const form = await dialogWith('Edit User Oil Maker');
    await choose('Company', 'IDM - Idemitsu');
    fireEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await dialogWith('User op-free has been successfully created or edited');
    expect(service.update).toHaveBeenCalledWith(
      ACCOUNTS[1],
      expect.objectContaining({ type: 'Supervisor', status: 0, productTypes: [1], company: 'IDM' }),
    );
    await waitFor(() => expect(service.fetchPage).toHaveBeenCalledTimes(2));
  });

  it('asks "You are about to delete this user!" before deleting', async () => {
    const service = stubService(ACCOUNTS, TYPES, { lock: true });
    renderAt(<OilMakerAppUserManagement service={service} />);
    fireEvent.click(within(await rowOf('op-free')).getByRole('button', { name: 'Delete op-free' }));
    const confirm = await dialogWith('You are about to delete this user!');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await dialogWith('User has been successfully deleted');
    expect(service.remove).toHaveBeenCalledWith(ACCOUNTS[1]);
  });
});
