import { addSearchBlock } from '@tallyline/core';
import type { Dataset, SearchBlock } from '@tallyline/core';
import { expectAhead, settleAhead } from './aheadRegistry.js';
import type { AheadResults } from './aheadResults.js';
import type { ParseRequest, ParseRequestOptions, ParseResponse } from './parseProtocol.js';
import { createDictCollector, fromWire } from './transferDataset.js';
import { errorMessage } from '../lib/errorMessage.js';

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
  /** Before the result: stops the worker and `result` rejects with code 'CANCELLED'. After: stops indexing. */
  cancel(): void;
}

/** The part of a Worker a parse job uses (a fake in tests). */
export interface ParseWorker {
  postMessage(message: ParseRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ParseResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/**
 * Drives one parse in `worker` (see parseProtocol for the messages): progress to `onProgress`,
 * dictionary parts collected, the Dataset rebuilt without long tasks, the results the worker computes
 * ahead recorded for it (aheadRegistry: 'pending' from the moment the Dataset is handed out, null if the
 * worker stops first), then the search-index blocks the worker builds after parsing handed to core, so
 * the first explorer search does not build them on the main thread. The worker is terminated once the
 * index is complete, on error or on cancel.
 */
export function startParseJob(worker: ParseWorker, file: Blob, options: ParseRequestOptions, onProgress: (p: ParseProgress) => void): ParseJob {
  let settle: { resolve: (ds: Dataset) => void; reject: (e: ParseFailure) => void } | null = null;
  const result = new Promise<Dataset>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const dicts = createDictCollector();
  let dataset: Dataset | null = null;
  let pending: SearchBlock[] = [];
  let ahead: AheadResults | null = null;
  let indexed = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    worker.terminate();
    // Results that have not come will not: the page computes them itself.
    if (dataset) settleAhead(dataset, null);
  };
  const fail = (e: ParseFailure) => {
    const s = settle;
    settle = null;
    stop();
    s?.reject(e);
  };
  const adopt = (block: SearchBlock) => {
    try {
      if (dataset) addSearchBlock(dataset, block);
    } catch {
      // A block that does not fit: search builds that part itself; stop sending more.
      stop();
    }
  };
  const ready = (ds: Dataset) => {
    dataset = ds;
    expectAhead(ds);
    if (ahead) settleAhead(ds, ahead);
    worker.postMessage({ type: 'shown' });
    const s = settle;
    settle = null;
    s?.resolve(ds);
    for (const block of pending) adopt(block);
    pending = [];
    if (indexed) stop();
  };
  worker.onmessage = (event) => {
    const msg = event.data;
    if (stopped) return;
    if (msg.type === 'progress') onProgress({ bytes: msg.bytes, total: msg.total, rows: msg.rows });
    else if (msg.type === 'dict') dicts.add(msg);
    else if (msg.type === 'done') {
      dicts.restore(msg.dataset);
      fromWire(msg.dataset).then(
        (ds) => {
          if (!stopped) ready(ds);
        },
        (error: unknown) => fail(new ParseFailure('UNKNOWN', errorMessage(error))),
      );
    } else if (msg.type === 'ahead') {
      if (dataset) settleAhead(dataset, msg.results);
      else ahead = msg.results;
    } else if (msg.type === 'index') {
      if (dataset) adopt(msg.block);
      else pending.push(msg.block);
    } else if (msg.type === 'indexed') {
      indexed = true;
      if (dataset) stop();
    } else fail(new ParseFailure(msg.code, msg.message, msg.line));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    // After the result only the indexing is lost: search builds the index itself.
    if (settle) fail(new ParseFailure('UNKNOWN', event.message || 'The parser stopped unexpectedly.'));
    else stop();
  };
  worker.postMessage({ type: 'parse', file, options });
  return {
    result,
    cancel: () => {
      if (settle) fail(new ParseFailure('CANCELLED', 'Cancelled'));
      else stop();
    },
  };
}
