// What the ingestion endpoints answer, built from an applied command.
import type { IngestScanData, ScanData } from '@qrguard/shared-api/contract';
import { QR_STATUS_LABEL } from '../../domain/constants';
import type { ScanOutcome } from '../../domain/ingest-plan';
import { expiresAt } from '../../domain/validity';
import { blockReasonOf } from './code-rows';
import type { ReferenceCache } from './reference-cache';

export function ingestScanData(o: ScanOutcome): IngestScanData {
  return {
    qrcode: o.code?.facts.qrcode ?? null,
    serial_number: o.code?.facts.serialNumber ?? null,
    result: o.result ?? 'Not Found',
    status: o.code ? QR_STATUS_LABEL[o.code.state.status] : null,
    counted: o.counted,
    scanned_at: o.at.toISOString(),
  };
}

/**
 * The customer's (or an officer's) view of a scanned bottle. A code blocked
 * from the QR Code report (issue 12) answers `blocked` with the block's reason
 * category instead of its lifecycle verdict; the scan itself is still recorded
 * and counted like any other. The block was read with the code, under its lock.
 */
export async function scanData(o: ScanOutcome, reference: ReferenceCache): Promise<ScanData> {
  const code = o.code;
  const verdict = o.verdict === null || o.verdict === 'not_found' || !code ? 'not_found' : o.verdict;
  const block = code && verdict !== 'not_found' ? blockReasonOf(code) : undefined;
  const status = block ? 'blocked' : verdict;
  let product: ScanData['product'] = null;
  if (code && status !== 'not_found') {
    const [info, labelMaker, oilMaker] = await Promise.all([
      reference.product(code.facts.productId),
      reference.labelMaker(code.state.labelMakerId),
      code.state.oilMakerId === null ? undefined : reference.oilMaker(code.state.oilMakerId),
    ]);
    product = {
      qrcode: code.facts.qrcode,
      serial_number: code.facts.serialNumber,
      variant: info?.variant ?? '',
      name: info?.name ?? '',
      part_no: info?.partNo ?? '',
      type: info?.type ?? '',
      volume_ml: info?.volumeMl ?? 0,
      label_maker: labelMaker ?? '',
      oil_maker: oilMaker ? `${oilMaker.code} - ${oilMaker.name}` : null,
      activated_at: code.state.oilActivatedAt?.toISOString() ?? null,
      expires_at: code.state.validityStart ? expiresAt(code.state.validityStart).toISOString() : null,
    };
  }
  return {
    status,
    ...(block ? { block_reason: block } : {}),
    suspicious: o.suspectReasons.length > 0,
    reasons: [...o.suspectReasons],
    counted: o.counted,
    scanned_at: o.at.toISOString(),
    product,
  };
}

/** One line for the customer, by verdict. */
export const VERDICT_MESSAGE: Record<ScanData['status'], string> = {
  valid: 'Genuine product: this code was activated by its oil maker.',
  inactive: 'This code has not been activated by an oil maker. The product may not be genuine.',
  expired: 'This product is past its 3-year validity.',
  not_found: 'This QR code is not registered. The product may be counterfeit; please report it.',
  blocked: 'This QR code has been blocked by the brand owner. Do not use this product; please report it.',
};
