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

export function manifestUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

export function registerAppRemotes(config: RuntimeConfig): void {
  for (const name of REMOTE_NAMES) entries.set(name, manifestUrl(config.remotes[name]));
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: entries.get(name) as string })));
}

/** Forgets a remote that failed, so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export interface RemoteAppModule {
  default: ComponentType;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
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
    return module;
  } finally {
    clearTimeout(timer);
  }
}
