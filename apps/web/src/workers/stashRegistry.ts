import type { Dataset } from '@tallyline/core';

/**
 * On the page: which stash (lib/persist/datasetStash) the parse worker wrote each dataset's columns to
 * (parseJob records it), so the saved workflow can point at it instead of writing the columns on the
 * page's thread. A dataset that did not come from the worker, or whose worker could not write it, has
 * none (null): it is then not kept for a reload.
 */
interface Entry {
  stash: Promise<string | null>;
  settle: (stash: string | null) => void;
}

const entries = new WeakMap<Dataset, Entry>();

/** `ds` came from the worker, which is writing its stash. */
export function expectStash(ds: Dataset): void {
  if (entries.has(ds)) return;
  let settle: (stash: string | null) => void = () => {};
  const stash = new Promise<string | null>((resolve) => (settle = resolve));
  entries.set(ds, { stash, settle });
}

/** The worker wrote `ds`'s stash, or (null) it will not. Only the first answer counts. */
export function settleStash(ds: Dataset, stash: string | null): void {
  entries.get(ds)?.settle(stash);
}

/** The id of `ds`'s stash once the worker has written it; null when there is none. */
export function stashOf(ds: Dataset): Promise<string | null> {
  return entries.get(ds)?.stash ?? Promise.resolve(null);
}
