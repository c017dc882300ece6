// Input bounds live in the contract (ARCHITECTURE.md): every request schema is
// closed (unknown keys are a 400), every number has both bounds, every string
// a length limit or a closed set of values, and every date is a DateParam
// (a real day inside the window). A new endpoint that forgets one fails here.
import { Type } from 'typebox';
import { closeObjects } from './endpoint';
import { DATE_IN_WINDOW_FORMAT, DATE_RANGE_KEYWORD, dateRangeErrors, isDateInWindow } from './dates';
import { endpoints } from './endpoints';

type Node = Record<string, unknown>;

/** Every problem of a request schema, as "path: what is missing". */
function unbounded(schema: unknown, path: string): string[] {
  const node = schema as Node;
  const out: string[] = [];
  if (Array.isArray(node.anyOf)) return (node.anyOf as unknown[]).flatMap((b, i) => unbounded(b, `${path}|${i}`));
  if ('const' in node || Array.isArray(node.enum)) return out;
  switch (node.type) {
    case 'object':
      if (node.additionalProperties !== false) out.push(`${path}: object does not refuse unknown keys`);
      for (const [key, child] of Object.entries((node.properties ?? {}) as Node))
        out.push(...unbounded(child, `${path}/${key}`));
      break;
    case 'integer':
    case 'number':
      if (typeof node.minimum !== 'number' || typeof node.maximum !== 'number')
        out.push(`${path}: number without both bounds`);
      break;
    case 'string':
      if (typeof node.maxLength !== 'number') out.push(`${path}: string without maxLength`);
      if (/(^|\/)(start|end|date)$/.test(path) && node.format !== DATE_IN_WINDOW_FORMAT)
        out.push(`${path}: a date that is not a DateParam`);
      break;
    case 'boolean':
    case 'null':
      // Nothing to bound ("no label maker" is null).
      break;
    case 'array':
      if (typeof node.maxItems !== 'number') out.push(`${path}: array without maxItems`);
      out.push(...unbounded(node.items, `${path}[]`));
      break;
    default:
      out.push(`${path}: unexpected schema type ${String(node.type)}`);
  }
  return out;
}

it('every request schema is closed and bounded', () => {
  const problems = Object.entries(endpoints).flatMap(([name, e]) => [
    ...('params' in e && e.params ? unbounded(e.params, `${name} params`) : []),
    ...('querystring' in e && e.querystring ? unbounded(e.querystring, `${name}?`) : []),
    ...('body' in e && e.body ? unbounded(e.body, `${name} body`) : []),
  ]);
  expect(problems).toEqual([]);
});

it('closing refuses intersections, which closed branches would make unsatisfiable', () => {
  expect(() =>
    closeObjects(Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })])),
  ).toThrow(/Intersect/);
});

describe('the date window', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['2000-01-01', true],
    ['2027-11-24', true],
    ['2027-11-25', false],
    ['1999-12-31', false],
    ['9999-12-31', false],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-06-01 23:59:59', true],
    ['2025-06-01 24:00:00', false],
    ['+010000-01-01', false],
  ])('%s in the window: %s', (value, inside) => {
    expect(isDateInWindow(value, now)).toBe(inside);
  });

  it('a range is named on its end: reversed, or longer than its mode allows', () => {
    const rule = { start: 'start', end: 'end', mode: 'mode', maxDays: { DAILY: 62 } };
    expect(dateRangeErrors(rule, { start: '2025-06-02', end: '2025-06-01' })).toEqual([
      { field: 'querystring/end', message: 'must not be before start' },
    ]);
    expect(dateRangeErrors(rule, { start: '2025-01-01', end: '2025-03-03', mode: 'DAILY' })).toEqual([]);
    expect(dateRangeErrors(rule, { start: '2025-01-01', end: '2025-03-04', mode: 'DAILY' })[0]?.message).toMatch(
      /at most 62 days/,
    );
    // A mode named like an Object.prototype key is no rule.
    expect(dateRangeErrors(rule, { start: '2025-01-01', end: '2025-12-31', mode: 'constructor' })).toEqual([]);
  });

  it('every query with a start and an end declares its range', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const q = 'querystring' in e ? (e.querystring as unknown as Node | undefined) : undefined;
      const props = (q?.properties ?? {}) as Node;
      if ('start' in props && 'end' in props)
        expect([name, q?.[DATE_RANGE_KEYWORD]]).toEqual([name, expect.anything()]);
    }
  });
});
