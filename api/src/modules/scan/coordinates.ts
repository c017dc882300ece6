// A location is a pair: one coordinate without the other is bad input, and
// 0,0 (what phones send without a GPS fix, in the Gulf of Guinea) is no location.
import { badRequest } from '../../http/errors';

export function pairedCoordinates(
  lat: number | undefined,
  lng: number | undefined,
  part = 'body',
): { lat: number | null; lng: number | null } {
  if (lat === undefined && lng === undefined) return { lat: null, lng: null };
  if (lat === undefined || lng === undefined) {
    const missing = lat === undefined ? 'lat' : 'lng';
    const other = missing === 'lat' ? 'lng' : 'lat';
    const field = `${part}/${missing}`;
    throw badRequest(`${field} is required when ${other} is given`, [
      { field, message: `is required when ${other} is given` },
    ]);
  }
  if (lat === 0 && lng === 0) return { lat: null, lng: null };
  return { lat, lng };
}
