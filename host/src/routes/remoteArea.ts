// Which federated remote renders a path under /dashboard: the first segment
// after /dashboard decides (the remotes own everything below it).

export type RemoteName = 'remote_highlights' | 'remote_reports' | 'remote_settings';

export interface RemoteChoice {
  remote: RemoteName;
  /** How the user knows the area, for the "unavailable" message: the translation key of its name */
  area: string;
  /**
   * Start fetching the chart renderer (ApexCharts) with the remote's App after
   * sign-in (host/src/routes/chunks.ts): worth it only where every page draws
   * charts; elsewhere it would download ApexCharts for pages without one.
   */
  preloadAllChunks?: boolean;
}

const HIGHLIGHTS: RemoteChoice = { remote: 'remote_highlights', area: 'route.Highlights', preloadAllChunks: true };
const REPORTS: RemoteChoice = { remote: 'remote_reports', area: 'route.Reports' };
const SETTINGS: RemoteChoice = { remote: 'remote_settings', area: 'route.Settings' };

const BY_SEGMENT: Record<string, RemoteChoice> = {
  highlight: HIGHLIGHTS,
  'customer-activities': { ...REPORTS, area: 'route.CustomerActivities' },
  'consumer-insights': { ...REPORTS, area: 'route.ConsumerInsights' },
  reports: REPORTS,
  settings: SETTINGS,
};

/** The remote for a /dashboard/... path, or undefined for a path no remote owns. */
export function remoteForPath(pathname: string): RemoteChoice | undefined {
  const match = /^\/dashboard\/([^/]+)/i.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  return segment !== undefined && Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined;
}
