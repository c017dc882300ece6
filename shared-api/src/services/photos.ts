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
export async function reportPhotoUrl(
  id: number,
  signal?: AbortSignal,
): Promise<{ url: string; type: string; revoke: () => void }> {
  const blob = await fetchReportPhoto(id, signal);
  const url = URL.createObjectURL(blob);
  return { url, type: blob.type, revoke: () => URL.revokeObjectURL(url) };
}
