import { loadRemoteApp, preloadRemoteChunks } from '../federation/remotes';
import { loadOnce, preloadSignedInArea } from './chunks';

jest.mock('../federation/remotes', () => ({
  loadRemoteApp: jest.fn(async () => ({ default: () => null })),
  preloadRemoteChunks: jest.fn(),
}));
// The real chunks would load the router and antd; their loading is what is under test.
jest.mock('../RoutedApp', () => ({ default: () => null }));
jest.mock('../layout/dashboard', () => ({ DashboardLayout: () => null, RemoteArea: () => null }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadOnce', () => {
  it('loads once and shares the answer', async () => {
    const load = jest.fn(async () => 'chunk');
    const once = loadOnce(load);
    await expect(Promise.all([once(), once()])).resolves.toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadSignedInArea', () => {
  it('fetches the remote of a dashboard page with the layout', async () => {
    preloadSignedInArea('/dashboard/highlight/label-maker');
    await flush();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_highlights');
    // Its pages' chunks too, so the page asked for is not requested only when the remote's router reaches it.
    expect(preloadRemoteChunks).toHaveBeenCalledWith('remote_highlights');
  });

  it('fetches no remote for a host page', async () => {
    preloadSignedInArea('/edit-profile');
    await flush();
    expect(loadRemoteApp).not.toHaveBeenCalled();
    expect(preloadRemoteChunks).not.toHaveBeenCalled();
  });

  it('does not report a failed remote (its page shows the problem)', async () => {
    jest.mocked(loadRemoteApp).mockRejectedValueOnce(new Error('manifest unreachable'));
    preloadSignedInArea('/dashboard/reports/suspect');
    await flush();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_reports');
  });

  it('fetches all the chunks only of the remote whose every page draws charts', async () => {
    preloadSignedInArea('/dashboard/settings/log-history-activity');
    await flush();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_settings');
    // Settings pages have no chart: ApexCharts, an async chunk of its App, is not fetched for them.
    expect(preloadRemoteChunks).not.toHaveBeenCalled();
  });
});
