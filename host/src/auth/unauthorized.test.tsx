import * as sharedApi from '@qrguard/shared-api';
import { sessionAtom, setSession, store } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { act, render, screen } from '@testing-library/react';
import { FeedbackDialogs } from '../feedback/FeedbackDialogs';
import { installUnauthorizedHandler, LOGGED_OUT_TEXT, LOGGED_OUT_TITLE } from './unauthorized';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  setUnauthorizedHandler: jest.fn(),
}));

it('warns "You have been logged out!" and logs out', async () => {
  render(<FeedbackDialogs />);
  setSession(sessionUser());
  installUnauthorizedHandler();
  const handler = jest.mocked(sharedApi.setUnauthorizedHandler).mock.calls[0]?.[0];
  act(() => handler?.());
  expect(store.get(sessionAtom)).toBeNull();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(LOGGED_OUT_TITLE);
  expect(dialog).toHaveTextContent(LOGGED_OUT_TEXT);
  expect(LOGGED_OUT_TITLE).toBe('You have been logged out!');
  expect(LOGGED_OUT_TEXT).toBe('Session logon has expired, please re-login to continue.');
});
