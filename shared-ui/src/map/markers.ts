// What a map draws, worked out without the map (issue 11; spec
// reports-settings 3 and 9): which rows are located, where the map is centred
// and at what zoom, and, when Google Maps is not there, the located points
// grouped by the nearest known city. Pure: the map and its fallback both read
// these answers, and the tests check them without a browser map.
import { KNOWN_CITIES, nearestCity, type KnownCity } from '@qrguard/shared-api';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A row as the API answers it: lat and lng as numbers, numeric text, or missing. */
export interface MapRow {
  lat?: number | string | null;
  lng?: number | string | null;
  /** Shown as the marker's tooltip (e.g. the QR code or the scan time). */
  label?: string;
  /** How many scans the point stands for (a city of Consumer Insight); default 1. */
  count?: number;
}

export interface MapPoint extends LatLng {
  label?: string;
  /** How many scans the point stands for; default 1. */
  count?: number;
}

/** The scans the points stand for: each point's count (default 1), summed. */
export const pointsTotal = (points: readonly { count?: number }[]): number =>
  points.reduce((sum, p) => sum + (p.count ?? 1), 0);

/** The middle of Indonesia, where a map with nothing located looks (spec 9). */
export const INDONESIA_CENTER: Readonly<LatLng> = { lat: -2.5489, lng: 118.0149 };
/** The whole country in view. */
export const COUNTRY_ZOOM = 5;

/**
 * The maps of spec 9: the customer distribution (last 1000 scans, Indonesia-centred, zoom 5),
 * the detail map of one scan (zoom 14, on the point), and the suspect map (terrain, zoom 7 on
 * the mean of the located scans). Every preset falls back to Indonesia at zoom 5 when nothing
 * is located.
 */
export const MAP_PRESETS = {
  distribution: { zoom: 5, centre: 'country', mapTypeId: 'roadmap' },
  detail: { zoom: 14, centre: 'mean', mapTypeId: 'roadmap' },
  suspect: { zoom: 7, centre: 'mean', mapTypeId: 'terrain' },
} as const satisfies Record<string, { zoom: number; centre: 'country' | 'mean'; mapTypeId: 'roadmap' | 'terrain' }>;
export type MapPreset = keyof typeof MAP_PRESETS;
export type MapTypeId = (typeof MAP_PRESETS)[MapPreset]['mapTypeId'];

export interface PreparedMarkers {
  /** The located points, in the rows' order. */
  points: MapPoint[];
  /** The mean of the located points; null when none is located. */
  center: LatLng | null;
  /** Rows left out for want of a usable location. */
  unlocated: number;
}

/** A coordinate from a number or numeric text; null for anything else (empty text, NaN, Infinity). */
export function toCoordinate(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * The markers of `rows`: a row is kept when its lat and lng are both finite and non-zero (spec 3:
 * a 0 means "not located") and on the globe (|lat| <= 90, |lng| <= 180); the centre is the mean
 * of the kept points.
 */
export function prepareMarkers(rows: readonly MapRow[]): PreparedMarkers {
  const points: MapPoint[] = [];
  let sumLat = 0;
  let sumLng = 0;
  for (const row of rows) {
    const lat = toCoordinate(row.lat);
    const lng = toCoordinate(row.lng);
    if (lat === null || lng === null || lat === 0 || lng === 0) continue;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const point: MapPoint = row.label === undefined ? { lat, lng } : { lat, lng, label: row.label };
    if (row.count !== undefined) point.count = row.count;
    points.push(point);
    sumLat += lat;
    sumLng += lng;
  }
  return {
    points,
    center: points.length === 0 ? null : { lat: sumLat / points.length, lng: sumLng / points.length },
    unlocated: rows.length - points.length,
  };
}

export interface MapView {
  center: LatLng;
  zoom: number;
  mapTypeId: MapTypeId;
}

/**
 * Where the map looks: the preset's zoom and centre (the country, or the mean of the points), or
 * Indonesia at zoom 5 when nothing is located. `zoom` and `center` given by the page win.
 */
export function mapView(
  prepared: Pick<PreparedMarkers, 'center'>,
  preset: MapPreset = 'distribution',
  override: { zoom?: number; center?: LatLng } = {},
): MapView {
  const p = MAP_PRESETS[preset];
  const located = prepared.center !== null;
  const center = override.center ?? (located && p.centre === 'mean' ? prepared.center! : { ...INDONESIA_CENTER });
  const zoom = override.zoom ?? (located ? p.zoom : COUNTRY_ZOOM);
  return { center, zoom, mapTypeId: p.mapTypeId };
}

export interface CityGroup {
  city: string;
  lat: number;
  lng: number;
  count: number;
}

/** The points grouped by their nearest known city (each point counting its `count`, default 1), most first (ties by name). */
export function groupByCity(
  points: readonly (LatLng & { count?: number })[],
  cities: readonly KnownCity[] = KNOWN_CITIES,
): CityGroup[] {
  const groups = new Map<string, CityGroup>();
  for (const point of points) {
    const { city } = nearestCity(point, cities);
    const n = point.count ?? 1;
    const group = groups.get(city.name);
    if (group) group.count += n;
    else groups.set(city.name, { city: city.name, lat: city.lat, lng: city.lng, count: n });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
}
