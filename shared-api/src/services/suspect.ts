// Report Suspect and the Not Found log calls (issue 12; contract/suspect.ts).
import { api } from '../client';
import type { QueryOf, ResponseOf } from '../contract';
import { objectUrlOf, type PhotoObjectUrl } from './photos';

/** GET /api/reports/suspect-report/cards: the five cards of the range (and variants). */
export async function fetchSuspectCards(
  query: QueryOf<'suspectReportCards'> = {},
): Promise<ResponseOf<'suspectReportCards'>['data']> {
  return (
    await api.get('api/reports/suspect-report/cards', { searchParams: query }).json<ResponseOf<'suspectReportCards'>>()
  ).data;
}

/** GET /api/reports/suspect-report/table: the flags, newest first. */
export async function fetchSuspectTable(
  query: QueryOf<'suspectReportTable'> = {},
): Promise<Pick<ResponseOf<'suspectReportTable'>, 'data' | 'meta'>> {
  const { data, meta } = await api
    .get('api/reports/suspect-report/table', { searchParams: query })
    .json<ResponseOf<'suspectReportTable'>>();
  return { data, meta };
}

/** GET /api/reports/suspect-report/details: a code's customer scans and flags in the range, with the trips. */
export async function fetchSuspectDetails(
  query: QueryOf<'suspectReportDetails'>,
  signal?: AbortSignal,
): Promise<ResponseOf<'suspectReportDetails'>['data']> {
  return (
    await api
      .get('api/reports/suspect-report/details', { searchParams: query, ...(signal ? { signal } : {}) })
      .json<ResponseOf<'suspectReportDetails'>>()
  ).data;
}

/** GET /api/log/notfound: customer scans of URLs that name no code, newest first (meta.totalRows). */
export async function fetchNotFoundLog(
  query: QueryOf<'notFoundLog'> = {},
): Promise<Pick<ResponseOf<'notFoundLog'>, 'data' | 'meta'>> {
  const { data, meta } = await api.get('api/log/notfound', { searchParams: query }).json<ResponseOf<'notFoundLog'>>();
  return { data, meta };
}

/** GET /api/log/notfound/photo/:id: the photo of a not-found URL's report (report_id of a log row). */
export async function fetchNotFoundPhoto(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await api.get(`api/log/notfound/photo/${encodeURIComponent(String(id))}`, signal ? { signal } : {});
  return response.blob();
}

/** The same photo as an object URL for an <img>; call `revoke()` when it is no longer shown. */
export async function notFoundPhotoUrl(id: number, signal?: AbortSignal): Promise<PhotoObjectUrl> {
  return objectUrlOf(await fetchNotFoundPhoto(id, signal));
}
