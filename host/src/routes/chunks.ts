// The code the shell loads on demand, and the preload that starts it when the
// user submits the sign-in form: the router, the dashboard layout (with antd)
// and the remote of the page the user is going to are fetched while the
// sign-in request is under way, not before (a visitor who never signs in
// downloads none of it) and not after (no waterfall once the answer arrives).
import { loadRemoteApp, preloadRemoteChunks } from '../federation/remotes';
import { remoteForPath } from './remoteArea';

/** Calls `load` once; a failed load (a dropped connection) is forgotten so the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** BrowserRouter and the route table: everything but the sign-in page opened directly. */
export const loadRoutedApp = loadOnce(() => import('../RoutedApp'));

/** The signed-in layout and the remote area; the first code that needs antd. */
export const loadDashboard = loadOnce(() => import('../layout/dashboard'));

const ignore = () => undefined;

/** Starts fetching what the page after sign-in needs; failures surface later, where the page loads. */
export function preloadSignedInArea(destination: string): void {
  loadRoutedApp().catch(ignore);
  loadDashboard().catch(ignore);
  const choice = remoteForPath(destination);
  // At once, not after the layout: a shared singleton of the same version has
  // one entry in the share scope, so the remote waits for the host's antd
  // (already being fetched) rather than fetching its own.
  if (choice) {
    loadRemoteApp(choice.remote).catch(ignore);
    if (choice.preloadAllChunks) preloadRemoteChunks(choice.remote);
  }
}
