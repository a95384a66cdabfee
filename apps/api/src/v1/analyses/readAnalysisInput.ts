import { CoreError, isXlsx, parseCsvStream, parseXlsx, type Dataset, type ParseFileOptions } from '@tallyline/core';
import { ApiError } from '../errors.js';
import { CSV_TYPES, MAX_ANALYSIS_BODY_BYTES, XLSX_TYPE } from './routes.js';

export type BodyFormat = 'csv' | 'xlsx' | 'json';

/** Which input a Content-Type names; anything else is 415 with the accepted types. */
export function bodyFormat(contentType: string | undefined): BodyFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if ((CSV_TYPES as readonly string[]).includes(type)) return 'csv';
  if (type === XLSX_TYPE) return 'xlsx';
  if (type === 'application/json') return 'json';
  throw new ApiError(415, 'unsupported_media_type', `Send the file as text/csv or ${XLSX_TYPE}, or JSON with a dataset_id (got ${type || 'no Content-Type'})`);
}

/** The 413 of a body past `maxBytes`. */
export const tooLarge = (maxBytes: number) => new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes / (1024 * 1024)} MB`);

/** The body as a stream that errors with 413 past `maxBytes` and reports the bytes read. */
export function limitedBody(body: ReadableStream<Uint8Array>, onBytes: (bytes: number) => void, maxBytes = MAX_ANALYSIS_BODY_BYTES): ReadableStream<Uint8Array> {
  let bytes = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > maxBytes) throw tooLarge(maxBytes);
        onBytes(bytes);
        controller.enqueue(chunk);
      },
    }),
  );
}

/** Reads a whole (limited) stream into bytes: an .xlsx is a zip, read from its end. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Parses a CSV body as it streams in, or an .xlsx body once it is whole, with core's ingest. A file
 * core cannot read is 400 with core's sentence and code; going past the limit is 413.
 */
export async function parseBody(format: 'csv' | 'xlsx', body: ReadableStream<Uint8Array>, options: ParseFileOptions): Promise<Dataset> {
  try {
    return await readBody(format, body, options);
  } catch (e) {
    throw asApiError(e);
  }
}

/** parseBody with core's errors as thrown (CoreError), for a caller that acts on one (a refresh on UNKNOWN_SHEET). */
export async function readBody(format: 'csv' | 'xlsx', body: ReadableStream<Uint8Array>, options: ParseFileOptions): Promise<Dataset> {
  if (format === 'csv') {
    const { sheet: _sheet, ...csv } = options;
    return await parseCsvStream(body, csv);
  }
  const bytes = await readAll(body);
  if (!isXlsx(bytes)) throw new CoreError('INVALID_XLSX', 'The body is not an .xlsx workbook (it does not start like a zip archive).');
  const { delimiter: _d, decimalSeparator: _s, encoding: _e, signal: _g, ...typing } = options;
  return parseXlsx(bytes, typing);
}

/** Core's errors as 400 invalid_request naming the code (CANCELLED passes through); anything else unchanged. */
export function asApiError(e: unknown): unknown {
  if (e instanceof ApiError || !(e instanceof CoreError) || e.code === 'CANCELLED') return e;
  const line = 'line' in e && typeof e.line === 'number' && e.line > 0 ? ` (line ${e.line})` : '';
  return new ApiError(400, 'invalid_request', `${e.message}${line} [${e.code}]`);
}
