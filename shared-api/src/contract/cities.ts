// The cities the map knows (issue 11): where the demo data places its scans,
// and what a map without Google Maps groups points by ("near Medan: 12").
// Plain values, no typebox: the browser imports this file as a value through
// the package root, and the API through the contract.

export interface KnownCity {
  name: string;
  lat: number;
  lng: number;
}

/** Indonesian cities with their coordinates (the demo generator's list, api/src/demo/cities.ts). */
export const KNOWN_CITIES: readonly KnownCity[] = [
  { name: 'Jakarta', lat: -6.2088, lng: 106.8456 },
  { name: 'Surabaya', lat: -7.2575, lng: 112.7521 },
  { name: 'Bandung', lat: -6.9175, lng: 107.6191 },
  { name: 'Bekasi', lat: -6.2383, lng: 106.9756 },
  { name: 'Tangerang', lat: -6.1783, lng: 106.6319 },
  { name: 'Depok', lat: -6.4025, lng: 106.7942 },
  { name: 'Medan', lat: 3.5952, lng: 98.6722 },
  { name: 'Semarang', lat: -6.9667, lng: 110.4167 },
  { name: 'Palembang', lat: -2.9761, lng: 104.7754 },
  { name: 'Makassar', lat: -5.1477, lng: 119.4327 },
  { name: 'Bogor', lat: -6.5971, lng: 106.806 },
  { name: 'Batam', lat: 1.0456, lng: 104.0305 },
  { name: 'Pekanbaru', lat: 0.5071, lng: 101.4478 },
  { name: 'Bandar Lampung', lat: -5.3971, lng: 105.2668 },
  { name: 'Padang', lat: -0.9471, lng: 100.4172 },
  { name: 'Malang', lat: -7.9666, lng: 112.6326 },
  { name: 'Denpasar', lat: -8.6705, lng: 115.2126 },
  { name: 'Yogyakarta', lat: -7.7956, lng: 110.3695 },
  { name: 'Surakarta', lat: -7.5755, lng: 110.8243 },
  { name: 'Samarinda', lat: -0.5022, lng: 117.1536 },
  { name: 'Balikpapan', lat: -1.2379, lng: 116.8529 },
  { name: 'Banjarmasin', lat: -3.3186, lng: 114.5944 },
  { name: 'Pontianak', lat: -0.0263, lng: 109.3425 },
  { name: 'Manado', lat: 1.4748, lng: 124.8421 },
  { name: 'Jambi', lat: -1.6101, lng: 103.6131 },
  { name: 'Mataram', lat: -8.5833, lng: 116.1167 },
  { name: 'Kupang', lat: -10.1772, lng: 123.607 },
  { name: 'Ambon', lat: -3.6954, lng: 128.1814 },
  { name: 'Jayapura', lat: -2.5337, lng: 140.7181 },
  { name: 'Cirebon', lat: -6.732, lng: 108.5523 },
  { name: 'Serang', lat: -6.1201, lng: 106.1503 },
  { name: 'Tasikmalaya', lat: -7.3274, lng: 108.2207 },
];

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The known city nearest to a point (ties: the first in the list). */
export function nearestCity(
  point: { lat: number; lng: number },
  cities: readonly KnownCity[] = KNOWN_CITIES,
): { city: KnownCity; km: number } {
  let best = cities[0]!;
  let bestKm = distanceKm(point, best);
  for (const city of cities.slice(1)) {
    const km = distanceKm(point, city);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return { city: best, km: bestKm };
}
