// The 13 highlight endpoints against the hand-built programme of fixture.ts:
// every figure worked out here by hand, every mode, an empty range, a filter
// that matches nothing, the 400s, 401 and 403, and the rule that a card and
// the chart breaking it down add up to the same number.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, REPORT_REASONS_FALLBACK_GUARD } from './routes.test-support';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { buildProgramme, type Ids } from './fixture';

let t: TestApp;
let admin: string;
let ids: Ids;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
});
after(() => t.close());
