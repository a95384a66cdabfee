import type { Column, CsvWarning, Detection } from '../dataset/types.js';
import type { CoreErrorCode } from '../errors.js';
import type { CsvProgress } from '../csv/types.js';
import type { ParseFileOptions } from '../file/types.js';

/** The part of a worker's global scope `serveParseWorker` uses (`self` in a Worker). */
export interface ParseWorkerScope {
  postMessage(message: ParseWorkerReply, transfer?: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** The part of a Worker `parseInWorker` uses (a `new Worker(…)` fits). */
export interface ParseWorkerHandle {
  postMessage(message: ParseWorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** What can cross to the worker: every `parseFile` option (CSV options, the .xlsx sheet) but the callbacks. */
export type ParseWorkerOptions = Omit<ParseFileOptions, 'onProgress' | 'signal'>;

/** Options of `parseInWorker`. */
export interface ParseInWorkerOptions extends ParseWorkerOptions {
  readonly onProgress?: (progress: CsvProgress) => void;
  /** Aborting stops the worker's read; the promise rejects with CoreError CANCELLED. */
  readonly signal?: AbortSignal;
}

/** Page → worker messages. */
export type ParseWorkerRequest =
  | { readonly type: 'tallyline:parse'; readonly id: number; readonly input: Blob; readonly options: ParseWorkerOptions }
  | { readonly type: 'tallyline:cancel'; readonly id: number };

/** Worker → page messages. A Dataset's columns are plain data, so they cross by structured clone. */
export type ParseWorkerReply =
  | { readonly type: 'tallyline:progress'; readonly id: number; readonly progress: CsvProgress }
  | {
      readonly type: 'tallyline:done';
      readonly id: number;
      readonly columns: readonly Column[];
      readonly detected: Detection;
      readonly warnings: readonly CsvWarning[];
    }
  | { readonly type: 'tallyline:error'; readonly id: number; readonly code: CoreErrorCode | 'UNKNOWN'; readonly message: string; readonly line: number };
