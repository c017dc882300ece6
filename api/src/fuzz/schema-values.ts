// Plausible values for a JSON schema of the OpenAPI document: the constants it
// lists, numbers in its bounds, text that matches its pattern, days inside the
// date window, and the real codes and ids of the fuzz database. Most fuzz
// requests are nearly right, so they get past validation into the handlers,
// where a bad value does the most harm.
import fc from 'fast-check';
import { windowDay } from './days';

export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** Real values of the fuzz database, so lookups sometimes find something. */
export interface Pools {
  codes: string[];
  ids: number[];
  clientIds: string[];
}

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

function stringValue(s: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  if (s.format === 'binary') return fc.constant('photo');
  if (s.pattern && DATE_PATTERN.test(s.pattern)) {
    return fc.oneof(
      windowDay(),
      windowDay().map((d) => `${d} 00:00:00`),
      windowDay().map((d) => `${d} 23:59:59`),
    );
  }
  const real: fc.Arbitrary<string>[] = [];
  if (/qrcode|url|code/i.test(name) && pools.codes.length > 0) {
    real.push(fc.constantFrom(...pools.codes));
    real.push(fc.constantFrom(...pools.codes).map((c) => `https://qrguard.id/q/${c}`));
  }
  if (name === 'client_id' && pools.clientIds.length > 0) real.push(fc.constantFrom(...pools.clientIds));
  if (s.pattern) {
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(new RegExp(s.pattern));
    } catch {
      matching = fc.string();
    }
    const max = s.maxLength;
    const bounded = max === undefined ? matching : matching.filter((v) => v.length <= max);
    return real.length > 0 ? fc.oneof(...real, bounded) : bounded;
  }
  const text = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
  return real.length > 0 ? fc.oneof(...real, text) : text;
}

function numberValue(s: JsonSchema, integer: boolean, name: string, pools: Pools): fc.Arbitrary<number> {
  const min = s.minimum ?? (integer ? -1000 : -1000);
  const max = s.maximum ?? (integer ? 1_000_000 : 1_000_000);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const ids = pools.ids.filter((id) => id >= min && id <= max);
  if (integer && /id$/i.test(name) && ids.length > 0) return fc.oneof(fc.constantFrom(...ids), inRange);
  // Small pages and sizes are what clients send; the bounds are what the fuzz should also touch.
  return fc.oneof(inRange, fc.constantFrom(min, max));
}

/** A plausible value for the schema (a field named `name`). */
export function valueFor(schema: JsonSchema | undefined, name: string, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => valueFor(b, name, pools, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, name, pools);
    case 'integer':
      return numberValue(schema, true, name, pools);
    case 'number':
      return numberValue(schema, false, name, pools);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, name, pools, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, k, pools, depth + 1)])), {
        requiredKeys: schema.required?.filter((k) => props.some(([p]) => p === k)) ?? [],
      });
    }
    default:
      return fc.constant('x');
  }
}
