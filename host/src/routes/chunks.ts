// The code the shell loads on demand, and the preload that starts it when the
// user submits the sign-in form: the router, the dashboard layout (with antd)
// and the remote of the page the user is going to are fetched while the
// sign-in request is under way, not before (a visitor who never signs in
// downloads none of it) and not after (no waterfall once the answer arrives).
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadOnce } from '@qrguard/shared-ui/lazy';
import { loadRemoteApp } from '../federation/remotes';
import { remoteForPath, type RemoteName } from './remoteArea';

/** BrowserRouter and the route table: everything but the sign-in page opened directly. */
export const loadRoutedApp = loadOnce(() => import('../RoutedApp'));

/**
 * The signed-in layout and the remote area; the first code that needs antd. Ready once the chosen
 * language's words are here too (a dictionary other than English is a chunk of its own), so the
 * dashboard opens in its language, never in English first.
 */
export const loadDashboard = loadOnce(async () => {
  const dashboard = await import('../layout/dashboard');
  await dashboard.languageReady();
  return dashboard;
});

const ignore = () => undefined;

/**
 * The chunk of a remote's chart renderer (ApexCharts and the component drawing a chart): named
 * 'charts' by shared-ui/src/charts/ChartRenderer.tsx, with ApexCharts put in it by
 * tooling/webpack.js, so a build gives `charts.<contenthash>.js`.
 */
const CHART_RENDERER_CHUNK = /\/charts\.[0-9a-f]+\.js$/;

/**
 * Which of the chunks listed for a remote's App (its mf-manifest.json) the sign-in preload fetches:
 * the chart renderer only. Not every chunk, as before (issue 10): that list also holds what the
 * remote bundles but a page may never run: its copy of a shared singleton that the host provides
 * (a chunk splitChunks took out of the remote's fallback antd was listed there, 248 KB brotli),
 * the spreadsheet export (xlsx, about 76 KB, loaded by a worker on demand), the map (about 19 KB),
 * the other pages. The page's own chunk (1-2 KB) follows the App as its router reaches it.
 */
export function isPreloadedChunk(url: string): boolean {
  return CHART_RENDERER_CHUNK.test(new URL(url, 'http://localhost/').pathname);
}

/**
 * Fetches a remote's chart renderer without running it, beside the remote's App: ApexCharts is
 * the largest part of a chart page and would otherwise be requested only when the page's first
 * chart frame appears. A failure is left to the real load, which shows it inside the page.
 */
export function preloadChartRenderer(remote: RemoteName): void {
  preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'all', filter: isPreloadedChunk }]).catch(
    ignore,
  );
}

/** Starts fetching what the page after sign-in needs; failures surface later, where the page loads. */
export function preloadSignedInArea(destination: string): void {
  loadRoutedApp().catch(ignore);
  loadDashboard().catch(ignore);
  const choice = remoteForPath(destination);
  // At once, not after the layout: a shared singleton of the same version has
  // one entry in the share scope, so the remote waits for the host's antd
  // (already being fetched) rather than fetching its own.
  if (choice) {
    loadRemoteApp(choice.remote, destination).catch(ignore);
    // Remotes whose every page draws charts (remote-highlights: remoteArea.ts's preloadAllChunks).
    if (choice.preloadAllChunks) preloadChartRenderer(choice.remote);
  }
}
