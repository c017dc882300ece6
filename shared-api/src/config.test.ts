import { getApiBase } from './client';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './config';

const valid = {
  apiUrl: 'https://api.example.com',
  remotes: {
    remote_highlights: 'https://h.example.com',
    remote_reports: 'https://r.example.com',
    remote_settings: 'https://s.example.com',
  },
  googleMapsApiKey: 'key-1',
};

describe('parseRuntimeConfig', () => {
  it('accepts the documented shape', () => expect(parseRuntimeConfig(valid)).toEqual(valid));
  it('defaults a missing maps key to empty', () => {
    const { googleMapsApiKey: _key, ...rest } = valid;
    expect(parseRuntimeConfig(rest).googleMapsApiKey).toBe('');
  });
  it('names the missing remote', () => {
    expect(() => parseRuntimeConfig({ ...valid, remotes: { remote_highlights: 'x', remote_reports: 'y' } })).toThrow(
      'remotes.remote_settings',
    );
  });
  it('rejects a missing apiUrl', () => expect(() => parseRuntimeConfig({ remotes: valid.remotes })).toThrow('apiUrl'));
});

it('fetches /config.json from the page origin and points the client at the API', async () => {
  // jsdom has no fetch/Response: a stand-in with what loadRuntimeConfig reads.
  const fetchMock = jest.fn(async (_url: URL) => ({ ok: true, status: 200, json: async () => valid }));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  await expect(loadRuntimeConfig()).resolves.toEqual(valid);
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${window.location.origin}/config.json`);
  expect(getRuntimeConfig()).toEqual(valid);
  expect(getApiBase()).toBe('https://api.example.com/');
});
