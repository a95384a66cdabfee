import type { Dataset } from '@tallyline/core';
import { settleOnceRegistry } from './settleOnceRegistry.js';

/**
 * On the page: whether the parse worker has handed over the whole search index of a dataset it posted (issue 15).
 * Until then the explorer does not search: core's `searchRows` would build the blocks not yet posted on the main
 * thread — a first key typed 1.5 s after a 100 MB file's explorer showed waited on a task of ~1.9 s. Settled when the
 * worker says 'indexed' or stops indexing (a block that does not fit, a cancel, the worker gone: search then builds
 * what is missing itself); a dataset that did not come from the worker is ready at once.
 */
const indexes = settleOnceRegistry<true>(true);

/** `ds` came from the worker, which will post its search index. */
export const expectSearchIndex = indexes.expect;

/** The worker's index of `ds` is complete, or no more of it will come. */
export function settleSearchIndex(ds: Dataset): void {
  indexes.settle(ds, true);
}

/** Whether the worker is still posting `ds`'s index (a search now would build the rest on the page). */
export const searchIndexPending = indexes.pending;

/** Resolves once `ds` can be searched without building its index on the page. */
export const searchIndexReady = indexes.of;
