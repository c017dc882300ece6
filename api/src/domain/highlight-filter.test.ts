import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_DAY, HighlightFilterError, parseHighlightFilter, parseIds, parseSeriesFilter } from './highlight-filter';

const TODAY = '2026-03-18';

const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof HighlightFilterError);
    return err.details.map((d) => d.field);
  }
  assert.fail('expected a HighlightFilterError');
};

test('start and end are days; the appended times name the same day', () => {
  assert.deepEqual(parseHighlightFilter({ start: '2026-03-01 00:00:00', end: '2026-03-18 23:59:59' }, TODAY).range, {
    from: '2026-03-01',
    to: '2026-03-18',
  });
});

test('no start is the first record, no end is today', () => {
  assert.deepEqual(parseHighlightFilter({}, TODAY).range, { from: FIRST_DAY, to: TODAY });
  assert.deepEqual(parseHighlightFilter({ start: '2030-01-01' }, TODAY).range, { from: '2030-01-01', to: TODAY });
});

test('id lists: several ids OR-ed, deduplicated; empty or absent does not filter', () => {
  assert.deepEqual(parseIds('3,1,3'), [1, 3]);
  assert.deepEqual(parseHighlightFilter({ variant: '2,1', oilmaker: '5', labelmaker: '' }, TODAY).dims, {
    variant: [1, 2],
    oilmaker: [5],
  });
});

test('refuses days that do not exist and an end before the start', () => {
  assert.deepEqual(
    fieldsOf(() => parseHighlightFilter({ start: '2026-02-30' }, TODAY)),
    ['querystring/start'],
  );
  assert.deepEqual(
    fieldsOf(() => parseHighlightFilter({ start: '2026-03-18', end: '2026-03-17' }, TODAY)),
    ['querystring/end'],
  );
});

test('a series is bounded to 1,500 buckets', () => {
  assert.equal(parseSeriesFilter({ start: '2026-01-01', end: '2026-03-03', mode: 'DAILY' }, TODAY).mode, 'DAILY');
  assert.deepEqual(
    fieldsOf(() => parseSeriesFilter({ start: '2026-01-01', end: '2026-03-04', mode: 'DAILY' }, TODAY)),
    ['querystring/end'],
  );
  assert.ok(parseSeriesFilter({ start: '2000-01-01', end: '2026-03-18', mode: 'YEARLY' }, TODAY));
});
