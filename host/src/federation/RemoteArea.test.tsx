import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea, type RemoteLoader } from './RemoteArea';
import { loadRemoteApp } from './remotes';
import type { RemoteName } from '../routes/remoteArea';

function renderAt(path: string, load: RemoteLoader) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<RemoteArea load={load} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const remoteApp = (name: string) => ({ default: () => <p>{name} content</p> });

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

it('draws a remote that has loaded already (a signed-in start fetches it) in its first render', async () => {
  jest.mocked(loadRemote).mockResolvedValue(remoteApp('remote_settings'));
  await loadRemoteApp('remote_settings', '/dashboard/settings/log-history-activity');
  render(
    <MemoryRouter initialEntries={['/dashboard/settings/log-history-activity']}>
      <Routes>
        <Route path="/dashboard/*" element={<RemoteArea />} />
      </Routes>
    </MemoryRouter>,
  );
  // At once: no Loading... first.
  expect(screen.getByText('remote_settings content')).toBeInTheDocument();
});

it('renders the remote that owns the path', async () => {
  const load = jest.fn(async (name: RemoteName) => remoteApp(name));
  renderAt('/dashboard/reports/suspect', load);
  expect(await screen.findByText('remote_reports content')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('remote_reports');
});

it('shows a clear message with Retry when a remote cannot be loaded, and loads it on Retry', async () => {
  let available = false;
  const load = jest.fn(async (name: RemoteName) => {
    if (!available) throw new Error('manifest unreachable');
    return remoteApp(name);
  });
  renderAt('/dashboard/highlight/label-maker', load);

  expect(await screen.findByText('Highlights is unavailable right now')).toBeInTheDocument();
  available = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('remote_highlights content')).toBeInTheDocument();
  expect(screen.queryByText('Highlights is unavailable right now')).not.toBeInTheDocument();
});

it('contains a remote that crashes while rendering', async () => {
  const load = jest.fn(async () => ({
    default: () => {
      throw new Error('bug in the remote');
    },
  }));
  renderAt('/dashboard/settings/log-history-activity', load);
  expect(await screen.findByText('Settings is unavailable right now')).toBeInTheDocument();
});

it('shows the not-found content for a path no remote owns', () => {
  const load = jest.fn();
  renderAt('/dashboard/unknown-area', load);
  expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
