import * as sharedApi from '@qrguard/shared-api';
import { setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { useActivityLog } from './useActivityLog';

jest.mock('@qrguard/shared-api', () => ({ ...jest.requireActual('@qrguard/shared-api'), postActivity: jest.fn() }));
const postActivity = jest.mocked(sharedApi.postActivity);

function Probe() {
  useActivityLog();
  return (
    <>
      <Link to="/dashboard/consumer-insights">insights</Link>
      <Link to="/dashboard/reports/qrcode">qrcode</Link>
    </>
  );
}

const user = sessionUser();

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  postActivity.mockReset();
  postActivity.mockResolvedValue(undefined);
});

it('records each page with metadata once per visit', async () => {
  setSession(user);
  renderAt('/dashboard/reports/suspect');
  expect(postActivity).toHaveBeenLastCalledWith({ menu: 'Reports', module: 'Report Suspect' });
  await userEvent.click(screen.getByText('insights'));
  await userEvent.click(screen.getByText('qrcode'));
  expect(postActivity.mock.calls).toEqual([
    [{ menu: 'Reports', module: 'Report Suspect' }],
    [{ menu: 'Reports', module: 'QR Code' }],
  ]);
});

it('records nothing while signed out', () => {
  setSession(null);
  renderAt('/dashboard/highlight/label-maker');
  expect(postActivity).not.toHaveBeenCalled();
});

it('only logs a failure', async () => {
  setSession(user);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  postActivity.mockRejectedValue(new Error('offline'));
  renderAt('/dashboard/highlight/customer');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(logged).toHaveBeenCalledWith('Could not record the page visit', expect.any(Error));
});
