// Device lock of the mobile apps (spec reports-settings 4): the first sign-in
// binds the account to that device; another device is refused until an admin
// lifts the lock, which the dashboard sends as device_uuid -1.

/** A stored lock that binds nothing: never set, cleared, or lifted with -1. */
export function isLockFree(stored: string | null): boolean {
  return stored === null || stored.trim() === '' || stored.trim() === '-1';
}

export const DEVICE_LOCKED_MESSAGE =
  'This account is locked to another device. Ask an administrator to lift the device lock, then sign in again.';

export type DeviceDecision = { ok: true; bind: boolean } | { ok: false; reason: string };

/** May `requested` sign in, and must it be bound now? */
export function deviceSignIn(stored: string | null, requested: string): DeviceDecision {
  const device = requested.trim();
  if (device === '' || device === '-1') return { ok: false, reason: 'device_uuid must identify the device.' };
  if (isLockFree(stored)) return { ok: true, bind: true };
  return stored === device ? { ok: true, bind: false } : { ok: false, reason: DEVICE_LOCKED_MESSAGE };
}

/** A token issued to a device stays valid only while the account is still locked to that device. */
export function tokenDeviceStillBound(stored: string | null, tokenDevice: string): boolean {
  return !isLockFree(stored) && stored === tokenDevice;
}
