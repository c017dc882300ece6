// Start-up: read /config.json, register the remotes from it, then render.
import { loadRuntimeConfig } from '@qrguard/shared-api';
import { createRoot } from 'react-dom/client';
import { installUnauthorizedHandler } from './auth/unauthorized';
import { registerAppRemotes } from './federation/remotes';
import { Root } from './Root';
import { StartupError } from './StartupError';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  try {
    registerAppRemotes(await loadRuntimeConfig());
  } catch (error) {
    console.error('Could not start', error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  installUnauthorizedHandler();
  root.render(<Root />);
}

void start();
