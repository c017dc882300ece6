// The three remotes are registered at run time from /config.json (not at
// build time), so each can move or be released on its own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@qrguard/shared-api';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/remoteArea';

export const REMOTE_NAMES: readonly RemoteName[] = ['remote_highlights', 'remote_reports', 'remote_settings'];

/** Spec 8: loading gives up after 120 seconds. */
const LOAD_TIMEOUT_MS = 120_000;

const entries = new Map<RemoteName, string>();
/** Set once config.json's remotes are registered: from then on an unregistered remote is one the product lacks. */
let registered = false;

export function manifestUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

/** Registers the remotes the product offers (a remote set to null in config.json is not registered). */
export function registerAppRemotes(config: RuntimeConfig): void {
  entries.clear();
  for (const name of REMOTE_NAMES) {
    const url = config.remotes[name];
    if (url !== null) entries.set(name, manifestUrl(url));
  }
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
  registered = true;
}

/** Whether this host offers the remote (config.json). */
export function isRemoteOffered(name: RemoteName): boolean {
  return entries.has(name);
}

/** Forgets a remote that failed, so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  loadedApps.delete(name);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export interface RemoteAppModule {
  default: ComponentType;
  /**
   * Fetches the code of the remote's page at `pathname`, so that App draws it
   * at once (remote-highlights' pages are chunks of their own). Optional: a
   * remote whose pages are in its App has nothing to fetch.
   */
  preload?: (pathname: string) => Promise<unknown>;
}

/** The remotes' App modules that have loaded (with the page asked for), so the area draws them at once. */
const loadedApps = new Map<RemoteName, RemoteAppModule>();

/** A remote's App module once loadRemoteApp has loaded it, else undefined. */
export function loadedRemoteApp(name: RemoteName): RemoteAppModule | undefined {
  return loadedApps.get(name);
}

/**
 * Loads a remote's App module with the code of its page at `pathname` (the page about to be
 * shown: the current one, or where sign-in is going).
 */
export async function loadRemoteApp(
  name: RemoteName,
  pathname: string = window.location.pathname,
): Promise<RemoteAppModule> {
  if (registered && !entries.has(name)) throw new Error(`${name} is not offered by this product (config.json)`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not load within ${LOAD_TIMEOUT_MS / 1000} seconds`)),
      LOAD_TIMEOUT_MS,
    );
  });
  try {
    const module = await Promise.race([loadRemote<RemoteAppModule>(`${name}/App`), timeout]);
    if (!module?.default) throw new Error(`${name}/App has no default component`);
    // The page asked for comes with its remote; a page that fails to load is the remote's to show.
    await Promise.race([module.preload?.(pathname).catch(() => undefined), timeout]);
    loadedApps.set(name, module);
    return module;
  } finally {
    clearTimeout(timer);
  }
}
