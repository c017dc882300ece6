import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  EMPTY_FILTER_LISTS,
  filterListsAtom,
  setSession,
  store,
  USER_FORM_MESSAGES,
} from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { bodyRows, choose, dialogWith, renderAt, rowOf, stubService } from '../../userManagement/testing';
import DashboardUserManagement from './index';
import type { DashboardUserRow } from './types';

const ROLES = [
  { value: '1', label: 'Super Admin' },
  { value: '2', label: 'Work Order' },
  { value: '3', label: 'Dashboard Viewer' },
];

function user(id: number, username: string, overrides: Partial<DashboardUserRow> = {}): DashboardUserRow {
  return {
    id,
    username,
    display_name: username,
    roles: [{ id: 3, name: 'Dashboard Viewer' }],
    role: 3,
    status: 1,
    product_category: 'Oil',
    product_category_ids: [1],
    label_maker_id: null,
    label_maker: null,
    super_admin: 0,
    last_login: null,
    created_at: '2026-03-01T00:00:00Z',
    ...overrides,
  };
}

const USERS = [
  user(7, 'admin', { roles: [{ id: 1, name: 'Super Admin' }], role: 1, super_admin: 1 }),
  user(8, 'budi', { status: 0, product_category: 'Oil, Pad & Shoe', product_category_ids: [1, 2] }),
];
/** A Work Order user of the label maker Cahaya (issue 15). */
const WORK_ORDER_USER = user(9, 'wo.cahaya', {
  roles: [{ id: 2, name: 'Work Order' }],
  role: 2,
  label_maker_id: 11,
  label_maker: 'Cahaya',
});

beforeEach(() =>
  // The reference lists the shell loads after sign-in (the Label maker choices).
  act(() =>
    store.set(filterListsAtom, {
      ...EMPTY_FILTER_LISTS,
      loaded: true,
      labelMakers: [
        { id: 11, name: 'Cahaya' },
        { id: 12, name: 'Menara' },
      ],
    }),
  ),
);
afterEach(() => act(() => store.set(filterListsAtom, EMPTY_FILTER_LISTS)));

const signIn = (superAdmin: boolean) =>
  act(() =>
    setSession(
      sessionUser(superAdmin ? { id: 7 } : { id: 9, super_admin: 0, role: [{ id: 3, name: 'Dashboard Viewer' }] }),
    ),
  );

afterEach(() => act(() => setSession(null)));

describe('Dashboard User page', () => {
  it('shows the columns of the spec, the roles, the products and the status in colour', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    const budi = await rowOf('budi');
    for (const title of ['Username', 'Type', 'Product', 'Status', 'Action']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(budi).getByText('Dashboard Viewer')).toBeInTheDocument();
    expect(within(budi).getByText('Oil, Pad & Shoe')).toBeInTheDocument();
    expect(within(budi).getByText('INACTIVE')).toHaveClass('ant-tag-red');
    expect(within(await rowOf('admin')).getByText('ACTIVE')).toHaveClass('ant-tag-green');
    expect(service.fetchPage).toHaveBeenCalledWith(
      { page: 1, limit: 15, order: 'ASC', by: 'username' },
      { search: '' },
    );
  });

  it('offers New User, Edit and Delete to a super administrator, but no Delete of their own account', async () => {
    signIn(true);
    renderAt(<DashboardUserManagement service={stubService(USERS, ROLES)} />);
    const budi = await rowOf('budi');
    expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
    expect(within(budi).getByRole('button', { name: 'Edit budi' })).toBeInTheDocument();
    expect(within(budi).getByRole('button', { name: 'Delete budi' })).toBeInTheDocument();
    const admin = await rowOf('admin');
    expect(within(admin).getByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('offers no New User, Edit or Delete to anyone else, and says why', async () => {
    signIn(false);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    const budi = await rowOf('budi');
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
    expect(within(budi).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Only a super administrator can add, edit or delete dashboard users.')).toBeInTheDocument();
    // Nobody who cannot use the form loads its choices.
    expect(service.loadChoices).not.toHaveBeenCalled();
  });

  it('searches by username from the Filter button and keeps the search in the URL', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />, '/?search=bu');
    await rowOf('budi');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByPlaceholderText('Type username')).toHaveValue('bu');
    expect(service.fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), { search: 'bu' });
    fireEvent.change(screen.getByPlaceholderText('Type username'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // Filter again with the same search asks the server again.
    const calls = service.fetchPage.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(service.fetchPage).toHaveBeenCalledTimes(calls + 1));
  });

  it('lists every failing field of an empty New User form in one Error! dialog, and sends nothing', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    await rowOf('budi');
    fireEvent.click(screen.getByRole('button', { name: 'New User' }));
    const form = await dialogWith('New User Dashboard');
    expect(within(form).getByText('Fields marked with * are required.')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Company')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    const error = await dialogWith('Error!');
    for (const message of [
      'Type is a required field!',
      'Status is a required field!',
      'Product type is a required field!',
      'Username is a required field!',
      'Password is a required field!',
    ]) {
      expect(within(error).getByText(message)).toBeInTheDocument();
    }
    expect(within(error).queryByText('Company is a required field!')).not.toBeInTheDocument();
    expect(service.create).not.toHaveBeenCalled();
  });

  it('creates a user, says so, closes the form and loads the table again', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    await rowOf('budi');
    await waitFor(() => expect(service.loadChoices).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'New User' }));
    const form = await dialogWith('New User Dashboard');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: ' sari ' } });
    await choose('Type', 'Dashboard Viewer');
    await choose('Status', 'ACTIVE');
    await choose('Product Type', 'Pad & Shoe');
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    // The API's rule, checked before sending too.
    const tooShort = await dialogWith('Password must be at least 8 characters!');
    fireEvent.click(within(tooShort).getByRole('button', { name: 'OK' }));
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await dialogWith('User sari has been successfully created or edited');
    expect(service.create).toHaveBeenCalledWith({
      username: ' sari ',
      type: '3',
      status: 1,
      productTypes: [2],
      password: 'long-enough',
      company: undefined,
    });
    expect(service.fetchPage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByText('New User Dashboard')).not.toBeInTheDocument());
  });

  it('edits a user with the form filled from the row: no Username or Password fields', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    fireEvent.click(within(await rowOf('budi')).getByRole('button', { name: 'Edit budi' }));
    const form = await dialogWith('Edit User Dashboard');
    expect(within(form).queryByLabelText('Username')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await dialogWith('User budi has been successfully created or edited');
    expect(service.update).toHaveBeenCalledWith(
      USERS[1],
      expect.objectContaining({ type: '3', status: 0, productTypes: [1, 2] }),
    );
  });

  it("shows the server's list of details line by line in an Error! dialog", async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    service.update.mockRejectedValue(
      new ApiError(400, 'Request validation failed', [
        { field: 'body/role', message: USER_FORM_MESSAGES.unknownRole },
        { field: 'body/status', message: USER_FORM_MESSAGES.statusRequired },
      ]),
    );
    renderAt(<DashboardUserManagement service={service} />);
    fireEvent.click(within(await rowOf('budi')).getByRole('button', { name: 'Edit budi' }));
    const form = await dialogWith('Edit User Dashboard');
    fireEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const error = await dialogWith('Error!');
    const lines = within(error)
      .getAllByText(/field!|known role!/)
      .map((line) => line.textContent);
    expect(lines).toEqual(['Type is not a known role!', 'Status is a required field!']);
    // The form stays open for a correction.
    expect(screen.getByText('Edit User Dashboard')).toBeInTheDocument();
  });

  it('deletes after "Are you sure?", says so and loads the table again; a refusal shows the server\'s message', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    fireEvent.click(within(await rowOf('budi')).getByRole('button', { name: 'Delete budi' }));
    const confirm = await dialogWith('Are you sure?');
    expect(confirm).toHaveTextContent('This dashboard user loses access at once and is signed out.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await dialogWith('User has been successfully deleted');
    expect(service.remove).toHaveBeenCalledWith(USERS[1]);
    expect(service.fetchPage).toHaveBeenCalledTimes(2);

    service.remove.mockRejectedValueOnce(new ApiError(409, 'The last active super administrator cannot be removed.'));
    fireEvent.click(within(await rowOf('budi')).getByRole('button', { name: 'Delete budi' }));
    const again = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes('Are you sure?'));
      return dialogs[dialogs.length - 1]!;
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    const error = await dialogWith('The last active super administrator cannot be removed.');
    expect(error).toHaveTextContent('Error!');
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    signIn(true);
    const service = stubService(USERS, ROLES);
    renderAt(<DashboardUserManagement service={service} />);
    fireEvent.click(within(await rowOf('budi')).getByRole('button', { name: 'Delete budi' }));
    const confirm = await dialogWith('Are you sure?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
    expect(service.remove).not.toHaveBeenCalled();
  });

  describe('Label maker (issue 15)', () => {
    it('lists the label maker of each user, a dash when none', async () => {
      signIn(true);
      renderAt(<DashboardUserManagement service={stubService([...USERS, WORK_ORDER_USER], ROLES)} />);
      expect(screen.getAllByText('Label Maker').length).toBeGreaterThan(0);
      expect(within(await rowOf('wo.cahaya')).getByText('Cahaya')).toBeInTheDocument();
      expect(within(await rowOf('budi')).queryByText('Cahaya')).not.toBeInTheDocument();
    });

    it('is a field of every user, required (and marked so) only for the Work Order role', async () => {
      signIn(true);
      const service = stubService(USERS, ROLES);
      renderAt(<DashboardUserManagement service={service} />);
      await rowOf('budi');
      await waitFor(() => expect(service.loadChoices).toHaveBeenCalled());
      fireEvent.click(screen.getByRole('button', { name: 'New User' }));
      const form = await dialogWith('New User Dashboard');
      const field = within(form).getByLabelText('Label maker', { selector: 'input' });
      expect(field).not.toHaveAttribute('aria-required', 'true');
      fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'wo.menara' } });
      await choose('Type', 'Work Order');
      await waitFor(() => expect(field).toHaveAttribute('aria-required', 'true'));
      await choose('Status', 'ACTIVE');
      await choose('Product Type', 'Oil');
      fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'long-enough' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
      const error = await dialogWith('Error!');
      expect(within(error).getByText('Label maker is a required field for a Work Order user!')).toBeInTheDocument();
      expect(service.create).not.toHaveBeenCalled();
      fireEvent.click(within(error).getByRole('button', { name: 'OK' }));
      await choose('Label maker', 'Menara');
      fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
      await dialogWith('User wo.menara has been successfully created or edited');
      expect(service.create).toHaveBeenCalledWith(expect.objectContaining({ type: '2', labelMaker: 12 }));
    });

    it('edits with the row’s label maker', async () => {
      signIn(true);
      const service = stubService([...USERS, WORK_ORDER_USER], ROLES);
      renderAt(<DashboardUserManagement service={service} />);
      fireEvent.click(within(await rowOf('wo.cahaya')).getByRole('button', { name: 'Edit wo.cahaya' }));
      const form = await dialogWith('Edit User Dashboard');
      expect(within(form).getByTitle('Cahaya')).toBeInTheDocument();
      await choose('Label maker', 'Menara');
      fireEvent.click(within(form).getByRole('button', { name: 'Edit' }));
      await dialogWith('User wo.cahaya has been successfully created or edited');
      expect(service.update).toHaveBeenCalledWith(
        WORK_ORDER_USER,
        expect.objectContaining({ type: '2', labelMaker: 12 }),
      );
    });

    it('shows the API’s refusal of an unknown label maker in the reader’s words', async () => {
      signIn(true);
      const service = stubService([...USERS, WORK_ORDER_USER], ROLES);
      service.update.mockRejectedValue(
        new ApiError(400, USER_FORM_MESSAGES.unknownLabelMaker, [
          { field: 'body/label_maker_id', message: USER_FORM_MESSAGES.unknownLabelMaker },
        ]),
      );
      renderAt(<DashboardUserManagement service={service} />);
      fireEvent.click(within(await rowOf('wo.cahaya')).getByRole('button', { name: 'Edit wo.cahaya' }));
      const form = await dialogWith('Edit User Dashboard');
      fireEvent.click(within(form).getByRole('button', { name: 'Edit' }));
      const error = await dialogWith('Error!');
      expect(within(error).getByText('Label maker is not a known label maker!')).toBeInTheDocument();
    });
  });
});
