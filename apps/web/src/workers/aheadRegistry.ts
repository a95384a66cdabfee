import type { Dataset } from '@tallyline/core';
import type { AheadResults } from './aheadResults.js';

/**
 * On the page: the parse worker's AheadResults for each dataset it produced (parseJob records them).
 * 'pending' while the worker is computing them; null when none will come (a dataset that did not come
 * from the worker, or a worker that stopped first): whoever needs the value then computes it itself.
 */
export type Ahead = AheadResults | null | 'pending';

interface Entry {
  value: Ahead;
  listeners: Set<() => void>;
}

const entries = new WeakMap<Dataset, Entry>();

/** `ds` came from the worker, which is computing its results. */
export function expectAhead(ds: Dataset): void {
  if (!entries.has(ds)) entries.set(ds, { value: 'pending', listeners: new Set() });
}

/** The worker's results for `ds` arrived, or (null) none will. Only the first answer counts. */
export function settleAhead(ds: Dataset, results: AheadResults | null): void {
  const entry = entries.get(ds);
  if (!entry || entry.value !== 'pending') return;
  entry.value = results;
  const listeners = [...entry.listeners];
  entry.listeners.clear();
  for (const listener of listeners) listener();
}

/** The worker's results for `ds`: the same object on every call until they change. */
export function aheadOf(ds: Dataset): Ahead {
  return entries.get(ds)?.value ?? null;
}

/** Calls `listener` once when `ds`'s results settle (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeAhead(ds: Dataset, listener: () => void): () => void {
  const entry = entries.get(ds);
  if (!entry || entry.value !== 'pending') return () => {};
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/** Calls `then` with `ds`'s results once they are settled (at once when they are). */
export function whenAhead(ds: Dataset, then: (results: AheadResults | null) => void): void {
  const now = aheadOf(ds);
  if (now !== 'pending') return then(now);
  subscribeAhead(ds, () => then(aheadOf(ds) as AheadResults | null));
}
