// Errors a handler throws on purpose; the error handler turns them into the
// {status:false, message} body with their status code.
import type { FieldError } from '@qrguard/shared-api/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);
export const unauthorized = (reason: string) => new HttpError(401, `Unauthorized: ${reason}`);
export const forbidden = (message: string) => new HttpError(403, message);
export const unprocessable = (message: string, details?: FieldError[]) => new HttpError(422, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
