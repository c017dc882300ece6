// The last check of a command before it joins a group-commit batch: anything
// the batch statement would refuse (text PostgreSQL cannot store, an invalid
// time, a coordinate or id out of its column's range) is refused here, for
// this command alone, as a 400 naming the request field it came from. The
// endpoints' own validation should already have caught it; this keeps one
// careless caller from failing the batch of everyone else.
import type { FieldError } from '@qrguard/shared-api/contract';
import type { Command } from '../../domain/ingest-plan';
import { badRequest, type HttpError } from '../../http/errors';
import { unstorableText } from './safe-text';

const INT4_MAX = 2_147_483_647;
/** Bounds of the contract (ScannedText, client ids, report descriptions) and of the device column's use. */
const MAX_URL = 2048;
const MAX_DEVICE = 200;
const MAX_DESCRIPTION = 2000;
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The request field a command's property came from, for the 400's details. */
function fieldOf(c: Command, property: 'url' | 'device' | 'clientId' | 'description' | 'lat' | 'lng'): string {
  switch (property) {
    case 'url':
      return c.kind === 'customer' || c.kind === 'report' ? 'body/url' : 'body/qrcode';
    case 'device':
      return c.kind === 'customer' ? 'headers/user-agent' : c.kind === 'label' ? 'body/device' : 'device';
    case 'clientId':
      return 'body/client_id';
    default:
      return `body/${property}`;
  }
}

function problems(c: Command): FieldError[] {
  const found: FieldError[] = [];
  const text = (property: 'url' | 'device' | 'description', value: unknown, max: number) => {
    if (value === undefined || value === null) return;
    const field = fieldOf(c, property);
    if (typeof value !== 'string') found.push({ field, message: 'must be a string' });
    else if (value.length > max) found.push({ field, message: `must be at most ${max} characters` });
    else {
      const problem = unstorableText(value);
      if (problem) found.push({ field, message: problem });
    }
  };
  text('url', c.url, MAX_URL);
  text('device', c.device, MAX_DEVICE);
  if (c.clientId && !CLIENT_ID.test(c.clientId))
    found.push({ field: 'body/client_id', message: 'must be 8 to 64 letters, digits, - or _' });
  if (c.qrcode !== null && (typeof c.qrcode !== 'string' || unstorableText(c.qrcode) || c.qrcode.length > MAX_URL))
    found.push({ field: fieldOf(c, 'url'), message: 'names no storable code' });
  if (!(c.at instanceof Date) || Number.isNaN(c.at.getTime()))
    found.push({ field: 'at', message: 'must be a valid time' });
  if ('lat' in c) {
    const pair: Array<['lat' | 'lng', number | null, number]> = [
      ['lat', c.lat, 90],
      ['lng', c.lng, 180],
    ];
    for (const [property, value, limit] of pair)
      if (value !== null && !(Number.isFinite(value) && Math.abs(value) <= limit))
        found.push({ field: fieldOf(c, property), message: `must be a number from -${limit} to ${limit}` });
  }
  const ids: Array<[string, number | null | undefined]> = [
    ['labelMakerId', c.kind === 'label' ? c.labelMakerId : undefined],
    ['oilMakerId', c.kind === 'oil' ? c.oilMakerId : undefined],
    ['appUserId', c.kind === 'oil' || c.kind === 'enforcement' ? c.appUserId : undefined],
  ];
  for (const [name, id] of ids)
    if (id !== undefined && id !== null && !(Number.isInteger(id) && id > 0 && id <= INT4_MAX))
      found.push({ field: name, message: 'must be a positive 32-bit integer' });
  if (c.kind === 'report') {
    text('description', c.description, MAX_DESCRIPTION);
    if (c.photo) {
      const { key, bytes } = c.photo;
      if (unstorableText(key) || !(Number.isInteger(bytes) && bytes >= 0 && bytes <= INT4_MAX))
        found.push({ field: 'body/photo', message: 'was not stored correctly' });
    }
  }
  return found;
}

/** A 400 naming every field of the command that the batch statement would refuse; null when it can be applied. */
export function commandError(c: Command): HttpError | null {
  const found = problems(c);
  if (found.length === 0) return null;
  return badRequest(found.map((f) => `${f.field} ${f.message}`).join('; '), found);
}
