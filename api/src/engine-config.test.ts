import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_PHOTO_MAX_BYTES, loadEngineConfig } from './engine-config';

test('engine defaults', () => {
  const { engine, problems } = loadEngineConfig({}, '/repo');
  assert.deepEqual(problems, []);
  assert.deepEqual(engine.suspicion, { maxCustomerScans: 5, maxSpeedKmh: 900, minDistanceKm: 50 });
  assert.equal(engine.publicRateLimitPerMinute, 120);
  assert.equal(engine.photoDir, '/repo/.data/photos');
  assert.equal(engine.photoMaxBytes, DEFAULT_PHOTO_MAX_BYTES);
  assert.equal(engine.demoData, 'small');
});

test('engine variables are converted, and bad ones named', () => {
  const good = loadEngineConfig(
    {
      SUSPECT_MAX_SCANS: '8',
      SUSPECT_MAX_SPEED_KMH: '250.5',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '600',
      PHOTO_DIR: '/var/photos',
      DEMO_DATA: 'none',
    },
    '/repo',
  );
  assert.deepEqual(good.problems, []);
  assert.equal(good.engine.suspicion.maxCustomerScans, 8);
  assert.equal(good.engine.suspicion.maxSpeedKmh, 250.5);
  assert.equal(good.engine.publicRateLimitPerMinute, 600);
  assert.equal(good.engine.photoDir, '/var/photos');
  assert.equal(good.engine.demoData, 'none');

  const cases: Array<[key: string, value: string]> = [
    ['SUSPECT_MAX_SCANS', 'five'],
    ['SUSPECT_MAX_SPEED_KMH', '0'],
    ['PUBLIC_RATE_LIMIT_PER_MINUTE', '-1'],
    ['PHOTO_MAX_BYTES', '10'],
    ['DEMO_DATA', 'huge'],
  ];
  for (const [key, value] of cases) {
    const { problems } = loadEngineConfig({ [key]: value }, '/repo');
    assert.equal(problems.length, 1, key);
    assert.match(problems[0]!, new RegExp(`^${key} .*\\(got "${value}"\\)$`), key);
  }
});
