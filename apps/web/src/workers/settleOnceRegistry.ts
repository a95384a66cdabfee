import type { Dataset } from '@tallyline/core';

/**
 * Per dataset, a value the parse worker posts after the dataset itself (its stash id, its fingerprint): `expect`
 * when the dataset is handed out, `settle` when the worker answers (or, with the registry's `absent` value, when it
 * stopped first) — only the first answer counts —, `of` to wait for it and `pending` to ask, without waiting, whether
 * it is still to come. A dataset that was never expected (it
 * did not come from the worker) has `absent` at once. `onSettle` runs once, with the first answer, before anyone
 * waiting for it resumes.
 */
export interface SettleOnceRegistry<T> {
  expect(ds: Dataset): void;
  settle(ds: Dataset, value: T): void;
  of(ds: Dataset): Promise<T>;
  /** Expected and not settled yet. */
  pending(ds: Dataset): boolean;
}

export function settleOnceRegistry<T>(absent: T, onSettle?: (ds: Dataset, value: T) => void): SettleOnceRegistry<T> {
  const entries = new WeakMap<Dataset, { value: Promise<T>; settle: (value: T) => void; done: boolean }>();
  return {
    expect(ds) {
      if (entries.has(ds)) return;
      let resolve!: (value: T) => void;
      const entry = {
        value: new Promise<T>((r) => (resolve = r)),
        done: false,
        settle(v: T) {
          if (entry.done) return;
          entry.done = true;
          onSettle?.(ds, v);
          resolve(v);
        },
      };
      entries.set(ds, entry);
    },
    settle(ds, value) {
      entries.get(ds)?.settle(value);
    },
    of(ds) {
      return entries.get(ds)?.value ?? Promise.resolve(absent);
    },
    pending(ds) {
      const entry = entries.get(ds);
      return entry !== undefined && !entry.done;
    },
  };
}
