import { addSearchBlock } from '@tallyline/core';
import type { Dataset, SearchBlock } from '@tallyline/core';
import { expectAhead, settleAhead } from './aheadRegistry.js';
import { expectFingerprint, settleFingerprint } from './fingerprintRegistry.js';
import { expectSearchIndex, settleSearchIndex } from './searchIndexRegistry.js';
import { expectPreview, settlePreview } from './previewRegistry.js';
import { expectStash, settleStash } from './stashRegistry.js';
import { rememberSheets } from './sheetsRegistry.js';
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
  /** Before the result: stops the worker and `result` rejects with code 'CANCELLED'. After: stops indexing (the stash is still written). */
  cancel(): void;
}

/** The part of a Worker a parse job uses (a fake in tests). */
export interface ParseWorker {
  postMessage(message: ParseRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ParseResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Runs `f` when the page is idle (requestIdleCallback, at most a second later), or in a next task where there is no such call. */
function whenIdle(f: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 1000 });
  else setTimeout(f, 0);
}

/**
 * Drives one parse in `worker` (see parseProtocol for the messages): progress to `onProgress`,
 * dictionary parts collected, the Dataset rebuilt without long tasks (a workbook's sheets recorded for it,
 * sheetsRegistry), its fingerprint recorded when the
 * worker posts it after the dataset (fingerprintRegistry: awaited from the moment the Dataset is handed
 * out, computed by the page only if the worker stops first), the results the worker computes
 * ahead recorded for it (aheadRegistry: 'pending' from the moment the Dataset is handed out, null if the
 * worker stops first), the stash it writes for a reload recorded likewise (stashRegistry), so is the saved-dataset
 * preview's JSON (previewRegistry), then the search-index blocks the worker builds after parsing handed to core, so
 * the first explorer search does not build them on the main thread — one at a time, the next asked for when the page
 * is idle. The worker is terminated on error, on cancel before the result, and
 * after it once the index is complete (or no longer wanted) and the stash is written (or failed).
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
  // undefined until the worker posts it (after the dataset)
  let fingerprint: string | undefined;
  // undefined until the worker posts it (after the fingerprint)
  let preview: Blob | undefined;
  // undefined until the worker reports its stash
  let stash: string | null | undefined;
  let indexing = true;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    worker.terminate();
    // What has not come will not: the page computes the results itself; the dataset is not kept for a reload.
    if (dataset) {
      settleSearchIndex(dataset);
      settleFingerprint(dataset, null);
      settlePreview(dataset, null);
      settleAhead(dataset, null);
      settleStash(dataset, null);
    }
  };
  // Not while the stash is being written: that is the whole dataset kept for a reload.
  const stopWhenDone = () => {
    if (dataset && !indexing && stash !== undefined) stop();
  };
  // The index is complete, or no more of it is wanted.
  const stopIndexing = () => {
    indexing = false;
    if (dataset) settleSearchIndex(dataset);
    stopWhenDone();
  };
  const fail = (e: ParseFailure) => {
    const s = settle;
    settle = null;
    stop();
    s?.reject(e);
  };
  /** Hands `block` to core; false when it does not fit (search then builds that part itself): take no more. */
  const adopt = (ds: Dataset, block: SearchBlock): boolean => {
    try {
      addSearchBlock(ds, block);
      return true;
    } catch {
      stopIndexing();
      return false;
    }
  };
  const ready = (ds: Dataset) => {
    dataset = ds;
    expectFingerprint(ds);
    if (fingerprint !== undefined) settleFingerprint(ds, fingerprint);
    expectPreview(ds);
    if (preview !== undefined) settlePreview(ds, preview);
    expectAhead(ds);
    if (ahead) settleAhead(ds, ahead);
    expectStash(ds);
    if (stash !== undefined) settleStash(ds, stash);
    expectSearchIndex(ds);
    if (!indexing || stopped) settleSearchIndex(ds);
    worker.postMessage({ type: 'shown' });
    const s = settle;
    settle = null;
    s?.resolve(ds);
    const blocks = pending;
    pending = [];
    for (const block of blocks) if (!adopt(ds, block)) break;
    stopWhenDone();
  };
  worker.onmessage = (event) => {
    const msg = event.data;
    if (stopped) return;
    if (msg.type === 'progress') onProgress({ bytes: msg.bytes, total: msg.total, rows: msg.rows });
    else if (msg.type === 'dict') dicts.add(msg);
    else if (msg.type === 'done') {
      dicts.restore(msg.dataset);
      const sheets = msg.sheets;
      fromWire(msg.dataset).then(
        (ds) => {
          rememberSheets(ds, sheets);
          if (!stopped) ready(ds);
        },
        (error: unknown) => fail(new ParseFailure('UNKNOWN', errorMessage(error))),
      );
    } else if (msg.type === 'fingerprint') {
      if (dataset) settleFingerprint(dataset, msg.fingerprint);
      else fingerprint = msg.fingerprint;
    } else if (msg.type === 'preview') {
      if (dataset) settlePreview(dataset, msg.json);
      else preview = msg.json;
    } else if (msg.type === 'ahead') {
      if (dataset) settleAhead(dataset, msg.results);
      else ahead = msg.results;
    } else if (msg.type === 'stored') {
      stash = msg.stash;
      if (dataset) settleStash(dataset, stash);
      stopWhenDone();
    } else if (msg.type === 'index') {
      if (!indexing) return;
      if (dataset) adopt(dataset, msg.block);
      else pending.push(msg.block);
      // the next block when the page has nothing else to do: one message of a block's text at a time (issue 15)
      whenIdle(() => {
        if (!stopped && indexing) worker.postMessage({ type: 'more' });
      });
    } else if (msg.type === 'indexed') stopIndexing();
    else fail(new ParseFailure(msg.code, msg.message, msg.line));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    // After the result only the indexing and the stash are lost: search builds the index itself.
    if (settle) fail(new ParseFailure('UNKNOWN', event.message || 'The parser stopped unexpectedly.'));
    else stop();
  };
  worker.postMessage({ type: 'parse', file, options });
  return {
    result,
    cancel: () => {
      if (settle) fail(new ParseFailure('CANCELLED', 'Cancelled'));
      else stopIndexing();
    },
  };
}
