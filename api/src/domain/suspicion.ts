// Suspicion rules (ARCHITECTURE "Suspicion is computed by the API"): a code
// scanned by customers more than N times, or scanned at two places too far
// apart for the time between the scans. Pure: the caller passes the scans.
import { SUSPECT_REASON_VALUES, type SuspectReason } from '@qrguard/shared-api/contract';

export interface SuspicionConfig {
  /** More than this many customer scans flags the code ("Scan lebih dari 5 kali"). */
  maxCustomerScans: number;
  /** Fastest plausible travel between two scans, km/h ("Scan beda tempat"). */
  maxSpeedKmh: number;
  /** Scans closer than this are never a clone: GPS noise and a shop's neighbourhood. */
  minDistanceKm: number;
}

export const DEFAULT_SUSPICION: SuspicionConfig = { maxCustomerScans: 5, maxSpeedKmh: 900, minDistanceKm: 50 };

// The reasons are the contract's (Report Suspect's filter and rows read the same list).
export const REASON_DISTANT = SUSPECT_REASON_VALUES[0];
export const REASON_TOO_MANY = SUSPECT_REASON_VALUES[1];
export type SuspicionReason = SuspectReason;

export interface LocatedScan {
  at: Date;
  lat: number | null;
  lng: number | null;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when getting from one scan to the other would need an implausible speed. */
export function isImpossibleTravel(
  a: LocatedScan,
  b: LocatedScan,
  config: SuspicionConfig = DEFAULT_SUSPICION,
): boolean {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return false;
  const km = haversineKm(a.lat, a.lng, b.lat, b.lng);
  if (km < config.minDistanceKm) return false;
  const hours = Math.abs(b.at.getTime() - a.at.getTime()) / 3_600_000;
  // Same instant at distant places is the clearest clone of all.
  return hours === 0 || km / hours > config.maxSpeedKmh;
}

/**
 * The reasons a code is suspicious, given its customer scan count and a new
 * scan with the earlier located scans to compare it with.
 */
export function suspicionReasons(
  customerScans: number,
  latest: LocatedScan | null,
  earlier: readonly LocatedScan[],
  config: SuspicionConfig = DEFAULT_SUSPICION,
): SuspicionReason[] {
  const reasons: SuspicionReason[] = [];
  if (customerScans > config.maxCustomerScans) reasons.push(REASON_TOO_MANY);
  if (latest && earlier.some((scan) => isImpossibleTravel(scan, latest, config))) reasons.push(REASON_DISTANT);
  return reasons;
}
