import { SPARE_RATIO } from './constants';

/** Spare labels issued on top of an ordered quantity: 4 %, rounded up so no line is short. */
export function spareFor(ordered: number): number {
  if (!Number.isInteger(ordered) || ordered < 0)
    throw new RangeError(`ordered quantity must be a non-negative integer, got ${ordered}`);
  // Work in integer percent to avoid 0.04 * 25 = 1.0000000000000002 rounding up to 2.
  return Math.ceil((ordered * Math.round(SPARE_RATIO * 100)) / 100);
}

/** Codes issued for a PO line: the ordered quantity plus its spare. */
export function qrTotalFor(ordered: number): number {
  return ordered + spareFor(ordered);
}
