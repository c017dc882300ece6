import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadedRemoteApp, loadRemoteApp, resetRemote } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const App = () => <p>highlights</p>;

beforeEach(() => resetRemote('remote_highlights'));

it('loads a remote with the code of the page it will show, then holds it for the area to draw at once', async () => {
  let pageLoaded = false;
  const preload = jest.fn(async () => {
    pageLoaded = true;
  });
  jest.mocked(loadRemote).mockResolvedValue({ default: App, preload });
  expect(loadedRemoteApp('remote_highlights')).toBeUndefined();
  const module = await loadRemoteApp('remote_highlights', '/dashboard/highlight/label-maker');
  expect(preload).toHaveBeenCalledWith('/dashboard/highlight/label-maker');
  expect(pageLoaded).toBe(true);
  expect(loadedRemoteApp('remote_highlights')).toBe(module);
  // A failed remote is forgotten: the next load fetches it again.
  resetRemote('remote_highlights');
  expect(loadedRemoteApp('remote_highlights')).toBeUndefined();
});

it('still loads the remote when its page could not be fetched (the remote shows that itself)', async () => {
  jest
    .mocked(loadRemote)
    .mockResolvedValue({ default: App, preload: async () => Promise.reject(new Error('offline')) });
  await expect(loadRemoteApp('remote_highlights', '/dashboard/highlight')).resolves.toMatchObject({ default: App });
});

it('loads a remote without a preload (its pages are in its App)', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: App });
  await expect(loadRemoteApp('remote_highlights')).resolves.toMatchObject({ default: App });
  expect(loadedRemoteApp('remote_highlights')).toMatchObject({ default: App });
});
