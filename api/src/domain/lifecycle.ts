// The life of one QR code as a pure state machine (ARCHITECTURE "The data, end
// to end"): issued on a PO to a label maker -> label scan (verified or failed)
// -> oil-maker activation or deactivation -> customer scans (valid, inactive,
// expired). Every function returns either the next state with the result to
// record, or a refusal with a reason the caller can show; none does I/O.
import { QR_STATUS, type QrStatus, type ScanResult } from './constants';
import { isExpired } from './validity';

export interface QrState {
  status: QrStatus;
  labelMakerId: number;
  /** The oil maker the bottle goes to: from the PO line, or set at first activation when the line named none. */
  oilMakerId: number | null;
  labelScannedAt: Date | null;
  /** True when the label maker's verification scan rejected the print. */
  labelFailed: boolean;
  oilActivatedAt: Date | null;
  /** Validity begins at oil activation (filling); expiry is 3 years later. */
  validityStart: Date | null;
  customerScans: number;
}

export type Transition =
  { ok: true; state: QrState; result: ScanResult } | { ok: false; reason: string; result?: ScanResult };

/**
 * A freshly issued code on a PO line. When the PO line names the oil maker the
 * labelled bottles go to, only that oil maker may activate the code.
 */
export function issue(labelMakerId: number, oilMakerId: number | null = null): QrState {
  return {
    status: QR_STATUS.unverified,
    labelMakerId,
    oilMakerId,
    labelScannedAt: null,
    labelFailed: false,
    oilActivatedAt: null,
    validityStart: null,
    customerScans: 0,
  };
}

/**
 * A label maker's verification scan. Scanning a code of another label maker is
 * recorded as Cross Scan, scanning one already scanned as Double Scan; neither
 * changes the code.
 */
export function labelScan(
  state: QrState,
  input: { labelMakerId: number; result: 'Success' | 'Reject'; at: Date },
): Transition {
  if (state.labelMakerId !== input.labelMakerId) return { ok: true, state, result: 'Cross Scan' };
  if (state.labelScannedAt !== null) return { ok: true, state, result: 'Double Scan' };
  if (input.result === 'Success') {
    return { ok: true, state: { ...state, status: QR_STATUS.verified, labelScannedAt: input.at }, result: 'Success' };
  }
  return { ok: true, state: { ...state, labelScannedAt: input.at, labelFailed: true }, result: 'Reject' };
}

/** Activation or deactivation on an oil maker's filling line. */
export function oilScan(
  state: QrState,
  input: { oilMakerId: number; action: 'ACTIVATE' | 'DEACTIVATE'; at: Date },
): Transition {
  if (state.labelScannedAt === null)
    return { ok: false, reason: 'The label of this code has not been verified by its label maker yet.' };
  if (state.labelFailed) return { ok: false, reason: 'The label of this code failed verification and cannot be used.' };
  if (state.oilMakerId !== null && state.oilMakerId !== input.oilMakerId) {
    return { ok: false, reason: 'This code belongs to another oil maker.', result: 'Cross Scan' };
  }
  if (input.action === 'ACTIVATE') {
    if (state.status === QR_STATUS.deactivated)
      return { ok: false, reason: 'This code has been deactivated and cannot be activated again.' };
    if (state.oilActivatedAt !== null) return { ok: true, state, result: 'Double Scan' };
    return {
      ok: true,
      state: { ...state, oilMakerId: input.oilMakerId, oilActivatedAt: input.at, validityStart: input.at },
      result: 'ACTIVATE',
    };
  }
  if (state.status === QR_STATUS.deactivated) return { ok: true, state, result: 'Double Scan' };
  return {
    ok: true,
    state: { ...state, oilMakerId: input.oilMakerId, status: QR_STATUS.deactivated },
    result: 'DEACTIVATE',
  };
}

export type CustomerVerdict = 'valid' | 'inactive' | 'expired';

/** What a customer's scan tells them about the bottle. */
export function customerVerdict(state: QrState, now: Date): CustomerVerdict {
  if (state.oilActivatedAt === null || state.status !== QR_STATUS.verified) return 'inactive';
  return isExpired(state.validityStart, now) ? 'expired' : 'valid';
}

/** A customer scan: counted on the code, answered with the verdict. */
export function customerScan(state: QrState, now: Date): { state: QrState; verdict: CustomerVerdict } {
  return { state: { ...state, customerScans: state.customerScans + 1 }, verdict: customerVerdict(state, now) };
}

/** Reset of a code's customer scans from the dashboard (spec reports-settings 3): clears the count that flags it. */
export function resetCustomerScans(state: QrState): Transition {
  if (state.customerScans === 0) return { ok: false, reason: 'This code has no customer scans to reset.' };
  return { ok: true, state: { ...state, customerScans: 0 }, result: 'Success' };
}
