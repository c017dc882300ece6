import { setSession, store, sessionAtom } from '@qrguard/shared-api';
import * as sharedApi from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFeedback } from '../../feedback/feedback';
import { FeedbackDialogs } from '../../feedback/FeedbackDialogs';
import EditProfilePage, { PROFILE_UPDATED } from './EditProfilePage';
import { PROFILE_ERRORS } from './validateProfileForm';

jest.mock('@qrguard/shared-api', () => ({ ...jest.requireActual('@qrguard/shared-api'), updateProfile: jest.fn() }));
const updateProfile = jest.mocked(sharedApi.updateProfile);

const user = sessionUser({ token: 't1' });

function renderPage() {
  return render(
    <>
      <FeedbackDialogs />
      <EditProfilePage />
    </>,
  );
}

async function fill(label: string, value: string) {
  await userEvent.type(screen.getByLabelText(label), value);
}

async function dialogText(): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  return dialog.textContent ?? '';
}

beforeEach(() => {
  resetFeedback();
  setSession(user);
  updateProfile.mockReset();
});

it('asks for the old password first', async () => {
  renderPage();
  await fill('New Password', 'new');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const text = await dialogText();
  expect(text).toContain('Error!');
  expect(text).toContain(PROFILE_ERRORS.oldMissing);
  expect(updateProfile).not.toHaveBeenCalled();
});

it('refuses a confirmation that differs', async () => {
  renderPage();
  await fill('Old Password', 'old');
  await fill('New Password', 'new-1');
  await fill('Confirm Password', 'new-2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await dialogText()).toContain(PROFILE_ERRORS.mismatch);
  expect(updateProfile).not.toHaveBeenCalled();
});

it('sends name, old and new password and confirms success', async () => {
  updateProfile.mockResolvedValue({ ...user, token: 't2' });
  renderPage();
  await fill('Old Password', 'old');
  await fill('New Password', 'brand-new');
  await fill('Confirm Password', 'brand-new');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await dialogText()).toContain(PROFILE_UPDATED);
  expect(updateProfile).toHaveBeenCalledWith({ name: 'admin', old_password: 'old', new_password: 'brand-new' });
  expect(store.get(sessionAtom)?.token).toBe('t2');
});

it("shows the server's message when the change is refused", async () => {
  updateProfile.mockRejectedValue(new sharedApi.ApiError(400, 'Old password is wrong'));
  renderPage();
  await fill('Old Password', 'bad');
  await fill('New Password', 'x');
  await fill('Confirm Password', 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Old password is wrong')).toBeInTheDocument();
});

it('labels the user name it shows, which cannot be changed', () => {
  renderPage();
  const name = screen.getByLabelText('User name');
  expect(name).toHaveValue('admin');
  expect(name).toBeDisabled();
});
