import { settleOnceRegistry } from './settleOnceRegistry.js';

/**
 * On the page: which stash (lib/persist/datasetStash) the parse worker wrote each dataset's columns to
 * (parseJob records it), so the saved workflow can point at it instead of writing the columns on the
 * page's thread. A dataset that did not come from the worker, or whose worker could not write it, has
 * none (null): it is then not kept for a reload.
 */
const stashes = settleOnceRegistry<string | null>(null);

/** `ds` came from the worker, which is writing its stash. */
export const expectStash = stashes.expect;
/** The worker wrote `ds`'s stash, or (null) it will not. Only the first answer counts. */
export const settleStash = stashes.settle;
/** The id of `ds`'s stash once the worker has written it; null when there is none. */
export const stashOf = stashes.of;
