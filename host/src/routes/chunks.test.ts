import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from '../federation/remotes';
import { isPreloadedChunk, preloadSignedInArea } from './chunks';

jest.mock('../federation/remotes', () => ({
  loadRemoteApp: jest.fn(async () => ({ default: () => null })),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => []) }));
// The real chunks would load the router and antd; their loading is what is under test.
jest.mock('../RoutedApp', () => ({ default: () => null }));
jest.mock('../layout/dashboard', () => ({ DashboardLayout: () => null, RemoteArea: () => null }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadSignedInArea', () => {
  it('fetches the remote of a dashboard page with the layout, and its chart renderer', async () => {
    preloadSignedInArea('/dashboard/highlight/label-maker');
    await flush();
    // With the page it is going to (its code comes with the remote).
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_highlights', '/dashboard/highlight/label-maker');
    // Only the chunks the filter lets through, of the chunks the manifest lists for the remote's App.
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'remote_highlights', exposes: ['./App'], resourceCategory: 'all', filter: isPreloadedChunk },
    ]);
  });

  it('fetches no remote for a host page', async () => {
    preloadSignedInArea('/edit-profile');
    await flush();
    expect(loadRemoteApp).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('does not report a failed remote (its page shows the problem)', async () => {
    jest.mocked(loadRemoteApp).mockRejectedValueOnce(new Error('manifest unreachable'));
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('manifest unreachable'));
    preloadSignedInArea('/dashboard/highlight/customer');
    await flush();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_highlights', '/dashboard/highlight/customer');
  });

  it('fetches the chart renderer only of the remote whose every page draws charts', async () => {
    preloadSignedInArea('/dashboard/settings/log-history-activity');
    await flush();
    expect(loadRemoteApp).toHaveBeenCalledWith('remote_settings', '/dashboard/settings/log-history-activity');
    // Settings pages have no chart: ApexCharts, an async chunk of its App, is not fetched for them.
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('isPreloadedChunk', () => {
  const remote = 'http://127.0.0.1:3001/';

  it('takes the chart renderer (ApexCharts), the largest part of a chart page', () => {
    expect(isPreloadedChunk(`${remote}charts.0a1b2c3d4e5f60718293.js`)).toBe(true);
    expect(isPreloadedChunk('https://cdn.example/highlights/charts.ca10cdfbe969d8331245.js')).toBe(true);
  });

  it('leaves the shared singletons’ chunks, which the host provides, to the share scope', () => {
    // A remote's own antd (a shared module's fallback, listed under "shared" in its mf-manifest.json)
    // and the chunk splitChunks made of its internals: neither runs when the host provides antd.
    expect(isPreloadedChunk(`${remote}221.26675dd48b899dff9666.js`)).toBe(false);
    expect(isPreloadedChunk(`${remote}759.dd69d82aa8a8b3c928c3.js`)).toBe(false);
  });

  it('leaves pages, exports and maps to be fetched when used', () => {
    expect(isPreloadedChunk(`${remote}268.6d03dce7943c4e9e1986.js`)).toBe(false);
    expect(isPreloadedChunk(`${remote}export-worker-client.4b9bbda4f56a4739071d.js`)).toBe(false);
    expect(isPreloadedChunk(`${remote}barcharts.0a1b2c3d4e5f60718293.js`)).toBe(false);
    expect(isPreloadedChunk(`${remote}charts.css`)).toBe(false);
  });
});
