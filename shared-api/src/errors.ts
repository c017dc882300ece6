// Errors the client raises, shaped so a page can show the server's words.
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { FieldError } from './contract';

/** An answer of the API that is an error: HTTP status plus the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status code of the answer */
    readonly status: number,
    message: string,
    /** Field errors when the server rejected the input */
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function detailsOf(data: unknown): FieldError[] | undefined {
  if (typeof data === 'object' && data !== null && 'details' in data) {
    const { details } = data as { details: unknown };
    if (Array.isArray(details)) return details as FieldError[];
  }
  return undefined;
}

/** Turns ky's HTTPError into an ApiError carrying the server's message. */
export function toApiError(status: number, data: unknown, fallback: string): ApiError {
  return new ApiError(status, messageOf(data) ?? fallback, detailsOf(data));
}

/** A sentence to show the user for any error a call can raise. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isTimeoutError(error)) return 'The server took too long to answer. Please try again.';
  if (isNetworkError(error)) return 'The server cannot be reached. Check your connection and try again.';
  if (isHTTPError(error)) return messageOf(error.data) ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
