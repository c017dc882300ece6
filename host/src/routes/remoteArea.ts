// Which federated remote renders a path under /dashboard: the first segment
// after /dashboard decides (the remotes own everything below it).

export type RemoteName = 'remote_highlights' | 'remote_reports' | 'remote_settings';

export interface RemoteChoice {
  remote: RemoteName;
  /** How the user knows the area, for the "unavailable" message */
  area: string;
  /**
   * Fetch every chunk of the remote's App at once when a page of it is opened
   * (its pages and ApexCharts): worth it only where every page draws charts.
   * Elsewhere it would download ApexCharts (about 230 KB) for pages without one.
   */
  preloadAllChunks?: boolean;
}

const HIGHLIGHTS: RemoteChoice = { remote: 'remote_highlights', area: 'Highlights', preloadAllChunks: true };
const REPORTS: RemoteChoice = { remote: 'remote_reports', area: 'Reports' };
const SETTINGS: RemoteChoice = { remote: 'remote_settings', area: 'Settings' };

const BY_SEGMENT: Record<string, RemoteChoice> = {
  highlight: HIGHLIGHTS,
  'customer-activities': { ...REPORTS, area: 'Customer Activities' },
  'consumer-insights': { ...REPORTS, area: 'Consumer Insights' },
  reports: REPORTS,
  settings: SETTINGS,
};

/** The remote for a /dashboard/... path, or undefined for a path no remote owns. */
export function remoteForPath(pathname: string): RemoteChoice | undefined {
  const match = /^\/dashboard\/([^/]+)/i.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  return segment !== undefined && Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined;
}
