import type { Dataset } from '@tallyline/core';

/**
 * Which saved dataset (datasets row id) a parsed Dataset is, so what is built on it (dashboard,
 * report) is saved with its dataset_id and deleted with it. The upload's save runs while the
 * user moves on; a save that needs the id waits for it (`savedIdFor`).
 */
const known = new WeakMap<Dataset, string>();
const pending = new WeakMap<Dataset, Promise<string | null>>();

/** A save of `ds` started: `id` resolves to its row id, or null when it was not saved (failed, declined). */
export function savingDataset(ds: Dataset, id: Promise<string | null>): void {
  pending.set(ds, id);
  void id.then((value) => {
    if (value) known.set(ds, value);
  });
}

/** `ds` is (now) saved as row `id` — a reopened dataset, or a save that succeeded on retry. */
export function savedAs(ds: Dataset, id: string): void {
  known.set(ds, id);
  pending.set(ds, Promise.resolve(id));
}

/** The row id if known now. */
export function savedIdOf(ds: Dataset): string | null {
  return known.get(ds) ?? null;
}

/** The row id, waiting for a save in flight; null when `ds` is not saved. */
export async function savedIdFor(ds: Dataset): Promise<string | null> {
  return known.get(ds) ?? (await (pending.get(ds) ?? Promise.resolve(null)));
}
