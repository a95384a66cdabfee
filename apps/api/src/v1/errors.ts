import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The stable machine codes of the public API's error body. */
export type ApiErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error'
  | 'database_busy'
  | (string & {});

/** Thrown anywhere below /v1; the error handler turns it into `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ApiErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const INVALID_API_KEY = 'Invalid API key provided';

export const unauthorized = (message: string = INVALID_API_KEY) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

/** Writes the error body with the given status. */
export function errorResponse(c: Context, status: ContentfulStatusCode, code: ApiErrorCode, message: string): Response {
  return c.json({ error: { code, message } }, status);
}
