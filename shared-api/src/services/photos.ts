// Report photos (issue 11): a customer's photo, fetched with the session like
// every call (an <img src> could not carry the bearer token), for the page to
// show through an object URL.
import { api } from '../client';

/** GET /api/reports/photo/:id: the photo of report `id` (a customer report's id) as a Blob of the stored type. */
export async function fetchReportPhoto(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await api.get(`api/reports/photo/${encodeURIComponent(String(id))}`, signal ? { signal } : {});
  return response.blob();
}

/**
 * The photo of report `id` as an object URL for an <img>, and the call that frees it:
 * call `revoke()` when the image is no longer shown (a modal closed), or the Blob stays in memory.
 */
export async function reportPhotoUrl(id: number, signal?: AbortSignal): Promise<PhotoObjectUrl> {
  return objectUrlOf(await fetchReportPhoto(id, signal));
}

/** A photo shown through an object URL, and the call that frees it. */
export interface PhotoObjectUrl {
  url: string;
  type: string;
  revoke: () => void;
}

/** An object URL for a fetched photo (see reportPhotoUrl); the Not Found log's photos use it too (services/suspect.ts). */
export function objectUrlOf(blob: Blob): PhotoObjectUrl {
  const url = URL.createObjectURL(blob);
  return { url, type: blob.type, revoke: () => URL.revokeObjectURL(url) };
}
