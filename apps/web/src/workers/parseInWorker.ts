import type { Dataset } from '@tallyline/core';
import type { ParseRequest, ParseRequestOptions, ParseResponse } from './parseProtocol.js';
import { fromWire } from './transferDataset.js';

export interface ParseProgress {
  bytes: number;
  total: number;
  rows: number;
}

/** Why a parse ended without a Dataset. `code` is core's error code, 'CANCELLED' or 'UNKNOWN'. */
export class ParseFailure extends Error {
  readonly code: string;
  readonly line: number;
  constructor(code: string, message: string, line = 0) {
    super(message);
    this.name = 'ParseFailure';
    this.code = code;
    this.line = line;
  }
}

export interface ParseJob {
  result: Promise<Dataset>;
  /** Stops the worker; `result` rejects with code 'CANCELLED'. */
  cancel(): void;
}

/** Something that parses a file off the main thread (the real worker, or a fake in tests). */
export type ParseFile = (file: Blob, options: ParseRequestOptions, onProgress: (p: ParseProgress) => void) => ParseJob;

/** Parses `file` in `workers/parse.worker.ts`; one worker per parse, terminated at the end. */
export const parseInWorker: ParseFile = (file, options, onProgress) => {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (ds: Dataset) => void; reject: (e: ParseFailure) => void } | null = null;
  const result = new Promise<Dataset>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (fn: (s: NonNullable<typeof settle>) => void) => {
    const s = settle;
    settle = null;
    worker.terminate();
    if (s) fn(s);
  };
  worker.onmessage = (event: MessageEvent<ParseResponse>) => {
    const msg = event.data;
    if (msg.type === 'progress') onProgress({ bytes: msg.bytes, total: msg.total, rows: msg.rows });
    else if (msg.type === 'done') {
      try {
        const ds = fromWire(msg.dataset);
        finish((s) => s.resolve(ds));
      } catch (error) {
        finish((s) => s.reject(new ParseFailure('UNKNOWN', error instanceof Error ? error.message : String(error))));
      }
    } else finish((s) => s.reject(new ParseFailure(msg.code, msg.message, msg.line)));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    finish((s) => s.reject(new ParseFailure('UNKNOWN', event.message || 'The parser stopped unexpectedly.')));
  };
  const request: ParseRequest = { type: 'parse', file, options };
  worker.postMessage(request);
  return {
    result,
    cancel: () => finish((s) => s.reject(new ParseFailure('CANCELLED', 'Cancelled'))),
  };
};
