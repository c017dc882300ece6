// The one map of the dashboard (issue 11): clustered markers on Google Maps,
// with the zooms and centres of spec 9 as presets. Never a blank box: without
// a key (GOOGLE_MAPS_API_KEY in the runtime configuration), or when the maps
// script cannot load, the area says so in words and lists the located points
// by their nearest known city with a count each.
//
// The maps libraries load only when a map is drawn (React.lazy): a page
// without a map, or a map without a key, downloads none of them.
import { Component, lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '@qrguard/shared-api';
import { formatNumber } from '../format/formatters';
import { useT } from '../i18n/i18n';
import type { MapFailure } from './GoogleMapView';
import { groupByCity, mapView, pointsTotal, prepareMarkers, type LatLng, type MapPreset, type MapRow } from './markers';

const GoogleMapView = lazy(() => import('./GoogleMapView'));

export interface GeoMapProps {
  /** What the map shows ("Last 1000 Scans"): the region's accessible name and the fallback's heading. */
  title: string;
  /** The rows to place; rows without a usable location are left out (prepareMarkers). */
  rows: readonly MapRow[];
  /** Zoom and centre of spec 9: 'distribution' (default, zoom 5), 'detail' (zoom 14), 'suspect' (terrain, zoom 7). */
  preset?: MapPreset;
  /** Overrides the preset's zoom. */
  zoom?: number;
  /** Overrides the preset's centre. */
  center?: LatLng;
  /** Height of the map in px or any CSS length; default 360. The width is always the container's. */
  height?: number | string;
  /** The rows are still being fetched: the area says "Loading…". */
  loading?: boolean;
  /** The Google Maps key; default the runtime configuration's (`googleMapsApiKey` in /config.json). */
  apiKey?: string;
  /** A Google Cloud map id, for advanced markers; without one, classic markers. */
  mapId?: string;
  /** How long the maps script may take before the list is shown instead; default 15 s. */
  loadTimeoutMs?: number;
  /** Heading level of the fallback's heading inside the page; default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
}

type Unavailable = 'noKey' | MapFailure;

/** Catches a failed download of the lazy map chunk (no network): the list is shown instead. */
class ChunkFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function GeoMap({
  title,
  rows,
  preset = 'distribution',
  zoom,
  center,
  height = 360,
  loading = false,
  apiKey,
  mapId,
  loadTimeoutMs = 15_000,
  headingLevel = 3,
}: GeoMapProps) {
  const t = useT();
  const key = (apiKey ?? getRuntimeConfig()?.googleMapsApiKey ?? '').trim();
  const prepared = useMemo(() => prepareMarkers(rows), [rows]);
  const view = useMemo(
    () => mapView(prepared, preset, { ...(zoom === undefined ? {} : { zoom }), ...(center ? { center } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the centre by value, not by object identity
    [prepared, preset, zoom, center?.lat, center?.lng],
  );
  const [failure, setFailure] = useState<MapFailure | null>(null);
  const onFailure = useCallback((reason: MapFailure) => setFailure((current) => current ?? reason), []);
  const onChunkFailure = useCallback(() => onFailure('scriptFailed'), [onFailure]);

  const unavailable: Unavailable | null = key === '' ? 'noKey' : failure;
  let body: ReactNode;
  if (loading) {
    body = (
      <p role="status" className="qg-geo-map-loading" style={{ minHeight: 48, margin: 0, padding: 12 }}>
        {t('map.loading')}
      </p>
    );
  } else if (unavailable) {
    body = (
      <MapFallback
        reason={unavailable}
        points={prepared.points}
        unlocated={prepared.unlocated}
        title={title}
        headingLevel={headingLevel}
      />
    );
  } else {
    body = (
      <ChunkFailure onFailure={onChunkFailure}>
        <Suspense
          fallback={
            <p role="status" style={{ height, margin: 0, padding: 12 }}>
              {t('map.loadingMap')}
            </p>
          }
        >
          <GoogleMapView
            apiKey={key}
            points={prepared.points}
            view={view}
            {...(mapId ? { mapId } : {})}
            height={height}
            label={title}
            loadTimeoutMs={loadTimeoutMs}
            onFailure={onFailure}
          />
        </Suspense>
        <p className="qg-geo-map-count" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {t('map.located', { n: formatNumber(pointsTotal(prepared.points)) })}
          {prepared.unlocated > 0 ? ` · ${t('map.unlocated', { n: formatNumber(prepared.unlocated) })}` : ''}
        </p>
      </ChunkFailure>
    );
  }
  return (
    <section aria-label={title} className="qg-geo-map" style={{ width: '100%', maxWidth: '100%', minWidth: 0 }}>
      {body}
    </section>
  );
}

interface MapFallbackProps {
  reason: Unavailable;
  points: readonly (LatLng & { count?: number })[];
  unlocated: number;
  title: string;
  headingLevel: 2 | 3 | 4 | 5;
}

/** The map's words and data when there is no map: why, then the located points by nearest city. */
function MapFallback({ reason, points, unlocated, title, headingLevel }: MapFallbackProps) {
  const t = useT();
  const groups = useMemo(() => groupByCity(points), [points]);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <div className="qg-geo-map-fallback" style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12 }}>
      <p role="status" style={{ marginTop: 0 }}>
        {t(`map.unavailable.${reason}`)}
      </p>
      <Heading id={headingId} style={{ fontSize: 16, margin: '8px 0' }}>
        {t('map.byCity', { title })}
      </Heading>
      {groups.length === 0 ? (
        <p>{t('map.noneLocated')}</p>
      ) : (
        // A box that scrolls is a named, focusable region, so the keyboard can scroll it too (WCAG 2.1.1).
        <div
          role="region"
          tabIndex={0}
          aria-labelledby={headingId}
          style={{ overflowX: 'auto', maxHeight: 320, overflowY: 'auto' }}
        >
          <table aria-labelledby={headingId} style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left', padding: '4px 8px' }}>
                  {t('map.city')}
                </th>
                <th scope="col" style={{ textAlign: 'right', padding: '4px 8px' }}>
                  {t('map.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.city}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '4px 8px' }}>
                    {g.city}
                  </th>
                  <td style={{ textAlign: 'right', padding: '4px 8px' }}>{formatNumber(g.count)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" style={{ textAlign: 'left', padding: '4px 8px' }}>
                  {t('common.total')}
                </th>
                <td style={{ textAlign: 'right', padding: '4px 8px', fontWeight: 600 }}>
                  {formatNumber(pointsTotal(points))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {unlocated > 0 ? <p style={{ marginBottom: 0 }}>{t('map.unlocated', { n: formatNumber(unlocated) })}</p> : null}
    </div>
  );
}
