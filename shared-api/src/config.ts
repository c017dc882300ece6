// Runtime configuration: the browser reads `/config.json` from the page origin
// at start-up, so moving the API or a remote needs no rebuild (ARCHITECTURE.md).
// It also says which product this host is (issue 15: one host build serves oil,
// pad-shoe or vanbelt): its product category, name, title, logo and colour, the
// remotes and menus it offers, and where the other products' hosts are.
import { configureApi } from './client';
import { PAGES } from './contract/access';

export type RemoteKey = 'remote_highlights' | 'remote_reports' | 'remote_settings';

/** The product a host serves (spec shell-highlights 3: oil=1, pad;shoe=2, vanbelt=3). */
export interface ProductConfig {
  /** The product category id: what the host signs in to (login `product_category`). */
  id: number;
  /** How people call it: the sidebar and the sign-in page show it. */
  name: string;
  /** The browser tab's title: "<page> | <title>". */
  title: string;
  /** An image shown beside the name in the sidebar and on the sign-in page; empty: none. */
  logoUrl: string;
  /** The antd primary colour (#rrggbb), at least 4.5:1 on the pages' backgrounds (WCAG AA). */
  primaryColor: string;
}

/** Another product's host, for the product-app switcher. */
export interface ProductApp {
  id: number;
  url: string;
}

export interface RuntimeConfig {
  /** Base URL of the API, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /**
   * Base URL of each remote; the host loads `${url}/mf-manifest.json`. null: this
   * product does not offer the remote (its pages are neither in the menu nor opened).
   */
  remotes: Record<RemoteKey, string | null>;
  /** Empty when maps are not configured; map areas then say so. */
  googleMapsApiKey: string;
  product: ProductConfig;
  /**
   * The menu sections this product offers, as page paths or path prefixes
   * (e.g. "/dashboard/highlight"): a page is offered when its path is one of
   * them or lies under one. null: every page of the offered remotes.
   */
  menus: readonly string[] | null;
  /** The other products' hosts; the switcher uses these URLs before the API's product list. */
  productApps: readonly ProductApp[];
}

let current: RuntimeConfig | undefined;

const REMOTE_KEYS: readonly RemoteKey[] = ['remote_highlights', 'remote_reports', 'remote_settings'];

/** The oil product, as every host was before products were configurable. */
export const DEFAULT_PRODUCT: ProductConfig = Object.freeze({
  id: 1,
  name: 'Oil',
  title: 'QR Guard',
  logoUrl: '',
  primaryColor: '#0958d9',
});

/** How a product is called when config.json names only its id. */
const PRODUCT_NAMES: Record<number, string> = { 1: 'Oil', 2: 'Pad & Shoe', 3: 'Vanbelt' };

/** The backgrounds text is drawn on (cards, the dashboard, the sign-in page) and the primary button's white text. */
const CONTRAST_BACKGROUNDS = ['#ffffff', '#f5f5f5', '#f0f2f5'];
/** WCAG 2.2 AA for normal text. */
export const MIN_CONTRAST = 4.5;

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const MAX_TEXT = 100;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`config.json: ${where} must be a string`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`config.json: ${where} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`config.json: ${where} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function productId(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000)
    throw new Error(
      `config.json: ${where} must be a product category id from 1 to 1000 (oil=1, pad;shoe=2, vanbelt=3)`,
    );
  return value;
}

function text(value: unknown, where: string, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_TEXT)
    throw new Error(`config.json: ${where} must be a text of 1 to ${MAX_TEXT} characters`);
  return value.trim();
}

function parseProduct(raw: unknown): ProductConfig {
  if (raw === undefined || raw === null) return { ...DEFAULT_PRODUCT };
  if (!isObject(raw)) throw new Error('config.json: product must be an object');
  const id = raw.id === undefined ? DEFAULT_PRODUCT.id : productId(raw.id, 'product.id');
  const name = text(raw.name, 'product.name', PRODUCT_NAMES[id] ?? `Product ${id}`);
  const title = text(
    raw.title,
    'product.title',
    id === DEFAULT_PRODUCT.id ? DEFAULT_PRODUCT.title : `QR Guard ${name}`,
  );
  let logoUrl = '';
  if (raw.logoUrl !== undefined && raw.logoUrl !== null && raw.logoUrl !== '') {
    // A page-relative path ("/logo.svg") or an http(s) URL; nothing that runs script.
    logoUrl =
      typeof raw.logoUrl === 'string' && raw.logoUrl.startsWith('/') && !raw.logoUrl.startsWith('//')
        ? raw.logoUrl
        : httpUrl(raw.logoUrl, 'product.logoUrl');
  }
  let primaryColor = DEFAULT_PRODUCT.primaryColor;
  if (raw.primaryColor !== undefined && raw.primaryColor !== null && raw.primaryColor !== '') {
    if (typeof raw.primaryColor !== 'string' || !HEX_COLOR.test(raw.primaryColor))
      throw new Error(
        `config.json: product.primaryColor must be a colour written #rrggbb, got "${String(raw.primaryColor)}"`,
      );
    primaryColor = raw.primaryColor.toLowerCase();
    const worst = Math.min(...CONTRAST_BACKGROUNDS.map((bg) => contrastRatio(primaryColor, bg)));
    if (worst < MIN_CONTRAST)
      throw new Error(
        `config.json: product.primaryColor ${primaryColor} is too light: ${worst.toFixed(1)}:1 on the page ` +
          `backgrounds, WCAG AA needs ${MIN_CONTRAST}:1 (choose a darker colour)`,
      );
  }
  return { id, name, title, logoUrl, primaryColor };
}

/** Where every page lies: a menu entry must name at least one. */
const PAGE_PATHS = PAGES.map((page) => page.path);

/** Whether `path` is `prefix` or lies under it. */
export function underPath(path: string, prefix: string): boolean {
  const p = path.replace(/\/+$/, '').toLowerCase();
  const q = prefix.replace(/\/+$/, '').toLowerCase();
  return p === q || p.startsWith(`${q}/`);
}

function parseMenus(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.length === 0)
    throw new Error('config.json: menus must be a non-empty list of page paths (leave it out to offer every page)');
  return raw.map((entry, i) => {
    if (typeof entry !== 'string' || !/^\/[a-z0-9/-]*$/i.test(entry))
      throw new Error(`config.json: menus[${i}] must be a page path such as /dashboard/highlight`);
    if (!PAGE_PATHS.some((page) => underPath(page, entry)))
      throw new Error(`config.json: menus[${i}] "${entry}" names no page of the dashboard`);
    return entry.replace(/\/+$/, '') || '/';
  });
}

function parseProductApps(raw: unknown, own: number): ProductApp[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new Error('config.json: productApps must be a list of { id, url }');
  const seen = new Set<number>();
  return raw.map((entry, i) => {
    if (!isObject(entry)) throw new Error(`config.json: productApps[${i}] must be an object { id, url }`);
    const id = productId(entry.id, `productApps[${i}].id`);
    if (id === own) throw new Error(`config.json: productApps[${i}] is this host's own product (${id})`);
    if (seen.has(id)) throw new Error(`config.json: productApps lists product ${id} twice`);
    seen.add(id);
    return { id, url: httpUrl(entry.url, `productApps[${i}].url`) };
  });
}

/** Checks the shape of config.json so a broken deployment fails with a clear message. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) throw new Error('config.json is not a JSON object');
  const value = raw;
  if (typeof value.apiUrl !== 'string') throw new Error('config.json: apiUrl must be a string');
  const remotes = (value.remotes ?? {}) as Record<string, unknown>;
  for (const key of REMOTE_KEYS) {
    // null (not a missing key): the product does not offer this remote.
    if (typeof remotes[key] !== 'string' && remotes[key] !== null)
      throw new Error(`config.json: remotes.${key} must be a string (or null when this product does not offer it)`);
  }
  const product = parseProduct(value.product);
  return {
    apiUrl: value.apiUrl,
    remotes: {
      remote_highlights: remotes.remote_highlights as string | null,
      remote_reports: remotes.remote_reports as string | null,
      remote_settings: remotes.remote_settings as string | null,
    },
    googleMapsApiKey: typeof value.googleMapsApiKey === 'string' ? value.googleMapsApiKey : '',
    product,
    menus: parseMenus(value.menus),
    productApps: parseProductApps(value.productApps, product.id),
  };
}

/** What setRuntimeConfig takes: the product fields may be left out (the oil host of before). */
export type RuntimeConfigInput = Omit<RuntimeConfig, 'product' | 'menus' | 'productApps'> &
  Partial<Pick<RuntimeConfig, 'product' | 'menus' | 'productApps'>>;

/** Sets the configuration directly (tests, or a remote started on its own with known URLs). */
export function setRuntimeConfig(input: RuntimeConfigInput): RuntimeConfig {
  const config: RuntimeConfig = { product: { ...DEFAULT_PRODUCT }, menus: null, productApps: [], ...input };
  current = config;
  configureApi({ apiUrl: config.apiUrl });
  return config;
}

/**
 * Fetches `/config.json` from the page origin and configures the API client.
 * Loads once: later calls (the host, then a remote) share the first answer.
 */
let pending: Promise<RuntimeConfig> | undefined;
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  pending ??= (async () => {
    const url = new URL('/config.json', window.location.origin);
    // no-store: a redeployed config must be seen on the next page load
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`Could not load ${url.pathname} (HTTP ${response.status})`);
    return setRuntimeConfig(parseRuntimeConfig(await response.json()));
  })().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** The configuration loaded by `loadRuntimeConfig`, or undefined before it finished. */
export function getRuntimeConfig(): RuntimeConfig | undefined {
  return current;
}

/** The product this page serves: the configured one, else oil (tests, a remote opened alone). */
export function currentProduct(): ProductConfig {
  return current?.product ?? DEFAULT_PRODUCT;
}
