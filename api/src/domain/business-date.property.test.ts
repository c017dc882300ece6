// Properties of the date filters: every real day and time of the window parses
// to itself, days that do not exist do not, no text makes the parser throw,
// and a start..end becomes a half-open range that ends one day (date only)
// or one second (with a time) after the end.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { windowDay, windowRange } from '../fuzz/days';
import { localRange, parseLocalDateTime } from './business-date';

const two = (n: number) => String(n).padStart(2, '0');
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => `${two(h)}:${two(m)}:${two(s)}`);
const ms = (local: string) => Date.parse(`${local.replace(' ', 'T')}Z`);

test('every day and time of the window parses to itself', () => {
  fc.assert(
    fc.property(windowDay(), time, (day, t) => {
      assert.deepEqual(parseLocalDateTime(day), { text: `${day} 00:00:00`, hasTime: false });
      assert.deepEqual(parseLocalDateTime(`${day} ${t}`), { text: `${day} ${t}`, hasTime: true });
    }),
  );
});

test('days past the end of their month and times past 23:59:59 do not exist', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2000, max: 2100 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 99 }),
      (y, m, d) => {
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const parsed = parseLocalDateTime(`${y}-${two(m)}-${two(d)}`);
        assert.equal(parsed !== undefined, d >= 1 && d <= last, `${y}-${m}-${d}`);
      },
    ),
  );
  fc.assert(
    fc.property(windowDay(), fc.integer({ min: 24, max: 99 }), (day, h) => {
      assert.equal(parseLocalDateTime(`${day} ${two(h)}:00:00`), undefined);
      assert.equal(parseLocalDateTime(`${day} 12:${two(Math.min(h + 36, 99))}:00`), undefined);
    }),
  );
});

test('no text makes the parser throw; what it accepts is a normalised date', () => {
  const odd = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('+010000-01-01', '0000-01-01', '9999-12-31 23:59:60', '2026-02-29', '2026-01-01\u0000', ''),
  );
  fc.assert(
    fc.property(odd, (text) => {
      const parsed = parseLocalDateTime(text);
      if (parsed) assert.match(parsed.text, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }),
  );
});

test('start..end becomes [from, to) ending a day or a second after the end', () => {
  fc.assert(
    fc.property(windowRange(800), fc.option(time, { nil: undefined }), ({ start, end }, t) => {
      const s = parseLocalDateTime(start)!;
      const e = parseLocalDateTime(t ? `${end} ${t}` : end)!;
      const r = localRange(s, e);
      assert.equal(r.from, `${start} 00:00:00`);
      assert.equal(ms(r.to!) - ms(e.text), t ? 1000 : 86_400_000);
      assert.ok(ms(r.to!) > ms(r.from!), 'never empty when start <= end');
      assert.deepEqual(localRange(undefined, undefined), {});
    }),
  );
});
