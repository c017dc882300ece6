// Runtime configuration: the browser reads `/config.json` from the page origin
// at start-up, so moving the API or a remote needs no rebuild (ARCHITECTURE.md).
import { configureApi } from './client';

export interface RuntimeConfig {
  /** Base URL of the API, e.g. http://127.0.0.1:4000 */
  apiUrl: string;
  /** Base URL of each remote; the host loads `${url}/mf-manifest.json`. */
  remotes: {
    remote_highlights: string;
    remote_reports: string;
    remote_settings: string;
  };
  /** Empty when maps are not configured; map areas then say so. */
  googleMapsApiKey: string;
}

let current: RuntimeConfig | undefined;

const REMOTE_KEYS = ['remote_highlights', 'remote_reports', 'remote_settings'] as const;

/** Checks the shape of config.json so a broken deployment fails with a clear message. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not a JSON object');
  const value = raw as Record<string, unknown>;
  if (typeof value.apiUrl !== 'string') throw new Error('config.json: apiUrl must be a string');
  const remotes = (value.remotes ?? {}) as Record<string, unknown>;
  for (const key of REMOTE_KEYS) {
    if (typeof remotes[key] !== 'string') throw new Error(`config.json: remotes.${key} must be a string`);
  }
  return {
    apiUrl: value.apiUrl,
    remotes: {
      remote_highlights: remotes.remote_highlights as string,
      remote_reports: remotes.remote_reports as string,
      remote_settings: remotes.remote_settings as string,
    },
    googleMapsApiKey: typeof value.googleMapsApiKey === 'string' ? value.googleMapsApiKey : '',
  };
}

/** Sets the configuration directly (tests, or a remote started on its own with known URLs). */
export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
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
