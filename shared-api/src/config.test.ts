import { getApiBase } from './client';
import {
  contrastRatio,
  DEFAULT_PRODUCT,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './config';

/** config.json as a deployment before issue 15 wrote it: no product fields. */
const legacy = {
  apiUrl: 'https://api.example.com',
  remotes: {
    remote_highlights: 'https://h.example.com',
    remote_reports: 'https://r.example.com',
    remote_settings: 'https://s.example.com',
  },
  googleMapsApiKey: 'key-1',
};

/** A pad-shoe host against the same API, with every field of issue 15. */
const padShoe = {
  ...legacy,
  product: {
    id: 2,
    name: 'Pad & Shoe',
    title: 'QR Guard Pad & Shoe',
    logoUrl: '/pad-shoe.svg',
    primaryColor: '#8C2F00',
  },
  remotes: { ...legacy.remotes, remote_settings: null },
  menus: ['/dashboard/highlight', '/dashboard/reports/'],
  productApps: [
    { id: 1, url: 'https://oil.example.com/' },
    { id: 3, url: 'https://vanbelt.example.com' },
  ],
};

describe('parseRuntimeConfig', () => {
  it('reads a product host with every field', () => {
    expect(parseRuntimeConfig(padShoe)).toEqual<RuntimeConfig>({
      apiUrl: 'https://api.example.com',
      remotes: {
        remote_highlights: 'https://h.example.com',
        remote_reports: 'https://r.example.com',
        remote_settings: null,
      },
      googleMapsApiKey: 'key-1',
      product: {
        id: 2,
        name: 'Pad & Shoe',
        title: 'QR Guard Pad & Shoe',
        logoUrl: '/pad-shoe.svg',
        primaryColor: '#8c2f00',
      },
      menus: ['/dashboard/highlight', '/dashboard/reports'],
      productApps: [
        { id: 1, url: 'https://oil.example.com' },
        { id: 3, url: 'https://vanbelt.example.com' },
      ],
    });
  });

  it('keeps the oil host of before when the product fields are missing', () => {
    const config = parseRuntimeConfig(legacy);
    expect(config.product).toEqual(DEFAULT_PRODUCT);
    expect(config.product).toMatchObject({ id: 1, title: 'QR Guard', primaryColor: '#0958d9' });
    expect(config.menus).toBeNull();
    expect(config.productApps).toEqual([]);
    expect(config.remotes).toEqual(legacy.remotes);
  });

  it('fills what a product leaves out: oil colour, no logo, a title from its name', () => {
    expect(parseRuntimeConfig({ ...legacy, product: { id: 3, name: 'Vanbelt' } }).product).toEqual({
      id: 3,
      name: 'Vanbelt',
      title: 'QR Guard Vanbelt',
      logoUrl: '',
      primaryColor: '#0958d9',
    });
  });

  it('names a product given by its id alone', () => {
    expect(parseRuntimeConfig({ ...legacy, product: { id: 2 } }).product).toMatchObject({
      name: 'Pad & Shoe',
      title: 'QR Guard Pad & Shoe',
    });
  });

  it('defaults a missing maps key to empty', () => {
    const { googleMapsApiKey: _key, ...rest } = legacy;
    expect(parseRuntimeConfig(rest).googleMapsApiKey).toBe('');
  });

  it('names the missing remote (a missing key is a mistake; null says the product does not offer it)', () => {
    expect(() => parseRuntimeConfig({ ...legacy, remotes: { remote_highlights: 'x', remote_reports: 'y' } })).toThrow(
      'remotes.remote_settings',
    );
  });

  it('rejects a missing apiUrl', () => expect(() => parseRuntimeConfig({ remotes: legacy.remotes })).toThrow('apiUrl'));

  it.each([
    [{ product: { id: 'two' } }, 'product.id must be a product category id'],
    [{ product: { id: 0 } }, 'product.id'],
    [{ product: 'oil' }, 'product must be an object'],
    [{ product: { id: 2, name: '   ' } }, 'product.name'],
    [{ product: { id: 2, primaryColor: 'red' } }, 'product.primaryColor must be a colour written #rrggbb'],
    [{ product: { id: 2, primaryColor: '#1677ff' } }, 'is too light: 3.7:1'],
    [{ product: { id: 2, logoUrl: 'javascript:alert(1)' } }, 'product.logoUrl must be an http(s) URL'],
    [{ menus: [] }, 'menus must be a non-empty list'],
    [{ menus: ['/dashboard/nowhere'] }, 'menus[0] "/dashboard/nowhere" names no page'],
    [{ menus: ['dashboard'] }, 'menus[0] must be a page path'],
    [{ productApps: [{ id: 2, url: 'ftp://x.example.com' }] }, 'productApps[0].url must be an http(s) URL'],
    [{ productApps: [{ id: 1, url: 'https://x.example.com' }] }, "productApps[0] is this host's own product"],
    [
      {
        productApps: [
          { id: 2, url: 'https://a.example.com' },
          { id: 2, url: 'https://b.example.com' },
        ],
      },
      'lists product 2 twice',
    ],
  ])('refuses a broken field with a message naming it (%j)', (broken, message) => {
    expect(() => parseRuntimeConfig({ ...legacy, ...broken })).toThrow(message);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0958d9', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

it('fetches /config.json from the page origin and points the client at the API', async () => {
  // jsdom has no fetch/Response: a stand-in with what loadRuntimeConfig reads.
  const fetchMock = jest.fn(async (_url: URL) => ({ ok: true, status: 200, json: async () => padShoe }));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  const expected = parseRuntimeConfig(padShoe);
  await expect(loadRuntimeConfig()).resolves.toEqual(expected);
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${window.location.origin}/config.json`);
  expect(getRuntimeConfig()).toEqual(expected);
  expect(getApiBase()).toBe('https://api.example.com/');
});
