// The drawn map: Google Maps through @vis.gl/react-google-maps, markers
// clustered by @googlemaps/markerclusterer. Loaded only when a map is drawn
// (GeoMap imports this file with React.lazy), so pages without a map pay
// nothing for either library. Any failure to load is reported to GeoMap,
// which then shows the points as a list instead.
/// <reference types="google.maps" />
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import {
  APILoadingStatus,
  APIProvider,
  Map,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
} from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import type { MapPoint, MapView } from './markers';

/** Why a map could not be drawn: the script did not load (or not in time), or Google refused the key. */
export type MapFailure = 'scriptFailed' | 'authFailed';

export interface GoogleMapViewProps {
  apiKey: string;
  points: readonly MapPoint[];
  view: MapView;
  /** A Google Cloud map id: markers are then AdvancedMarkerElements; without one, classic markers. */
  mapId?: string;
  height: number | string;
  /** The map's accessible name. */
  label: string;
  /** How long the script may take before the map counts as unavailable. */
  loadTimeoutMs: number;
  onFailure: (reason: MapFailure) => void;
}

function LoadWatch({ timeoutMs, onFailure }: { timeoutMs: number; onFailure: (reason: MapFailure) => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED) onFailure('scriptFailed');
    else if (status === APILoadingStatus.AUTH_FAILURE) onFailure('authFailed');
    if (status === APILoadingStatus.LOADED) return;
    // A network that swallows the request never fails it: give up after a while.
    const timer = setTimeout(() => onFailure('scriptFailed'), timeoutMs);
    return () => clearTimeout(timer);
  }, [status, timeoutMs, onFailure]);
  return null;
}

function ClusteredMarkers({ points, advanced }: { points: readonly MapPoint[]; advanced: boolean }) {
  const map = useMap();
  const markerLibrary = useMapsLibrary('marker');
  useEffect(() => {
    if (!map || !markerLibrary) return;
    // Advanced markers need a map id; classic markers work with any map.
    const markers = points.map(({ lat, lng, label }) =>
      advanced
        ? new markerLibrary.AdvancedMarkerElement({ position: { lat, lng }, title: label ?? '' })
        : new markerLibrary.Marker({ position: { lat, lng }, title: label ?? '' }),
    );
    const clusterer = new MarkerClusterer({ map, markers });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    };
  }, [map, markerLibrary, points, advanced]);
  return null;
}

export default function GoogleMapView({
  apiKey,
  points,
  view,
  mapId,
  height,
  label,
  loadTimeoutMs,
  onFailure,
}: GoogleMapViewProps) {
  const { center, zoom, mapTypeId } = view;
  return (
    <APIProvider apiKey={apiKey} onError={() => onFailure('scriptFailed')}>
      <LoadWatch timeoutMs={loadTimeoutMs} onFailure={onFailure} />
      <div className="qg-geo-map-canvas" data-label={label} style={{ width: '100%', height }}>
        <Map
          // A new centre or zoom (new data) moves the camera; the user's panning is kept otherwise.
          key={`${center.lat},${center.lng},${zoom}`}
          defaultCenter={center}
          defaultZoom={zoom}
          mapTypeId={mapTypeId}
          {...(mapId ? { mapId } : {})}
          gestureHandling="cooperative"
          style={{ width: '100%', height: '100%' }}
        />
      </div>
      <ClusteredMarkers points={points} advanced={Boolean(mapId)} />
    </APIProvider>
  );
}
