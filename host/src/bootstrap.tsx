// Start-up: read /config.json (the product this host serves, its remotes and
// menus; a broken one shows StartupError), register the remotes from it, then render.
import { loadRuntimeConfig, logout, sessionAtom, store } from '@qrguard/shared-api';
import { currentLanguage, isLanguage, setLanguage } from '@qrguard/shared-ui/i18n/plain';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installUnauthorizedHandler } from './auth/unauthorized';
import { applyProduct, isThisProductsSession } from './federation/product';
import { registerAppRemotes } from './federation/remotes';
import { firstFramePainted } from './firstPaint/paint';
import { PageLoading } from './plain/PageLoading';
import { loadDashboard, loadRoutedApp, preloadSignedInArea } from './routes/chunks';
import './plain/plain.css';
import { Root } from './Root';
import { startsOnSignIn } from './signIn/startOnSignIn';
import { StartupError } from './StartupError';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // The signed-in user's language (issue 10), else this browser's last choice: before the first paint.
  const language = store.get(sessionAtom)?.language;
  setLanguage(isLanguage(language) ? language : currentLanguage());
  try {
    const config = await loadRuntimeConfig();
    applyProduct(config);
    registerAppRemotes(config);
  } catch (error) {
    console.error('Could not start', error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  installUnauthorizedHandler();
  // A session kept for another product (the host was reconfigured) is not this product's: sign in again.
  const kept = store.get(sessionAtom);
  if (kept && !isThisProductsSession(kept)) logout();
  const startOnSignIn = startsOnSignIn(window.location.pathname, store.get(sessionAtom));
  // "/" leads to /login (spec 2); without the router that is done here.
  if (startOnSignIn && window.location.pathname !== '/login') {
    window.history.replaceState(window.history.state, '', '/login');
  }
  // A signed-in user: the dashboard's chunks and the remote of the page asked for are fetched
  // side by side now, not one after the other as rendering reaches them (never before sign-in).
  if (!startOnSignIn) {
    preloadSignedInArea(window.location.pathname);
    // The shell's code first, drawn in one go once here (readyLazy): a Suspense fallback in
    // between would hold the dashboard back 300 ms more (shared-ui/src/lazy). A chunk that
    // fails to load is shown by the tree, which tries it again.
    // The first frame (firstPaint/) stays until the dashboard replaces it; otherwise "Loading...".
    if (!firstFramePainted()) root.render(<PageLoading />);
    await Promise.all([loadRoutedApp(), loadDashboard()]).catch(() => undefined);
    // Rendered in a transition, React yields to the browser every few milliseconds: the remote's
    // page chunk and the page's requests start while the shell renders, and no task blocks input
    // for the whole render (a 220 ms task, 900 ms on Lighthouse's phone).
    startTransition(() => root.render(<Root startOnSignIn={false} />));
    return;
  }
  root.render(<Root startOnSignIn={startOnSignIn} />);
}

void start();
