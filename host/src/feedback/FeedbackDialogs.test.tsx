import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFeedback, showError, showSuccess, showWarning } from './feedback';
import { FeedbackDialogs } from './FeedbackDialogs';

beforeEach(() => resetFeedback());

it('shows "Error!" with the message, focused on OK, and closes on OK', async () => {
  render(
    <>
      <button type="button">Login</button>
      <FeedbackDialogs />
    </>,
  );
  screen.getByRole('button', { name: 'Login' }).focus();
  act(() => showError('Invalid user name or password.'));

  const dialog = screen.getByRole('dialog', { name: 'Error!' });
  expect(dialog).toHaveAccessibleDescription('Invalid user name or password.');
  const ok = within(dialog).getByRole('button', { name: 'OK' });
  expect(ok).toHaveFocus();

  await userEvent.click(ok);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Focus goes back where it was.
  expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
});

it('titles warnings and successes as asked', () => {
  render(<FeedbackDialogs />);
  act(() => {
    showWarning('You have been logged out!', 'Session logon has expired, please re-login to continue.');
    showSuccess('Successfully Updated User Profile.');
  });
  expect(screen.getByRole('dialog', { name: 'You have been logged out!' })).toHaveAccessibleDescription(
    'Session logon has expired, please re-login to continue.',
  );
  expect(screen.getByRole('dialog', { name: 'Success' })).toHaveAccessibleDescription(
    'Successfully Updated User Profile.',
  );
});

it('keeps popups raised before it is rendered, and closes them one at a time', async () => {
  showError('first');
  showError('second');
  render(<FeedbackDialogs />);
  const [first, second] = screen.getAllByRole('dialog');
  expect(first).toHaveTextContent('first');
  expect(second).toHaveTextContent('second');
  await userEvent.click(within(second!).getByRole('button', { name: 'OK' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog')).toHaveTextContent('first');
});

it('closes on Escape (the dialog is cancelled)', () => {
  render(<FeedbackDialogs />);
  act(() => showError('Too many attempts'));
  const dialog = screen.getByRole('dialog');
  const cancel = new Event('cancel', { cancelable: true });
  act(() => {
    dialog.dispatchEvent(cancel);
  });
  expect(cancel.defaultPrevented).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
