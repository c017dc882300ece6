/**
 * @jest-environment node
 */
// The highlight calls send the filter as spec 7 says: empty values skipped,
// id lists comma-joined, whole days, and the mode only where it is taken.
import { configureApi } from '../client';
import { ok, startTestServer, type TestServer } from '../testing/test-server';
import {
  fetchHighlightOverview,
  fetchLabelMakerCompanyOverview,
  fetchLabelMakerVariantOverview,
  toHighlightQuery,
  toHighlightSeriesQuery,
} from './highlight';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) =>
    request.path === '/api/highlight/labelmaker-company-overview'
      ? ok([{ company: 'Cahaya', count: 3, sub_data: [{ variant: 'MPX1', count: 3 }] }])
      : ok([]),
  );
  configureApi({ apiUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const query = () => Object.fromEntries(server.requests[0]?.query ?? []);

describe('toHighlightQuery', () => {
  it('drops empty values, joins id lists and leaves the mode out', () => {
    expect(
      toHighlightQuery({
        start: '2026-03-01',
        end: '',
        variant: [1, 3],
        labelmaker: 2,
        bottlemaker: [],
        oilmaker: null,
        mode: 'MONTHLY',
      }),
    ).toEqual({ start: '2026-03-01', variant: '1,3', labelmaker: '2' });
  });

  it('keeps the mode for the series endpoints', () => {
    expect(toHighlightSeriesQuery({ start: '2026-03-01', end: '2026-03-18', mode: 'WEEKLY', oilmaker: [4] })).toEqual({
      start: '2026-03-01',
      end: '2026-03-18',
      mode: 'WEEKLY',
      oilmaker: '4',
    });
  });
});

it('asks for whole days and no mode on an endpoint without one', async () => {
  await fetchHighlightOverview({ start: '2026-03-01', end: '2026-03-18', variant: [2], mode: 'MONTHLY' });
  expect(query()).toEqual({ start: '2026-03-01 00:00:00', end: '2026-03-18 23:59:59', variant: '2' });
});

it('sends the mode to a series endpoint', async () => {
  await fetchLabelMakerVariantOverview({ start: '2026-03-18', end: '2026-03-18', mode: 'DAILY', labelmaker: [1, 2] });
  expect(query()).toEqual({
    start: '2026-03-18 00:00:00',
    end: '2026-03-18 23:59:59',
    mode: 'DAILY',
    labelmaker: '1,2',
  });
});

it('returns the data of the envelope', async () => {
  await expect(fetchLabelMakerCompanyOverview()).resolves.toEqual([
    { company: 'Cahaya', count: 3, sub_data: [{ variant: 'MPX1', count: 3 }] },
  ]);
  expect(query()).toEqual({});
});
