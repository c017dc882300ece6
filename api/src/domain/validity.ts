import { VALIDITY_YEARS } from './constants';

/** The moment a code stops being valid: VALIDITY_YEARS after its validity began (UTC calendar). */
export function expiresAt(validityStart: Date): Date {
  const end = new Date(validityStart.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + VALIDITY_YEARS);
  return end;
}

/** Computed at read time so it is never stale: a stored flag would go out of date the day a code turns 3. */
export function isExpired(validityStart: Date | null, now: Date): boolean {
  return validityStart !== null && now.getTime() >= expiresAt(validityStart).getTime();
}
