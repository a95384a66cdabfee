import type { Dataset } from '@tallyline/core';

/**
 * Per dataset, a value the parse worker posts after the dataset itself (its stash id, its fingerprint): `expect`
 * when the dataset is handed out, `settle` when the worker answers (or, with the registry's `absent` value, when it
 * stopped first) — only the first answer counts — and `of` to wait for it. A dataset that was never expected (it
 * did not come from the worker) has `absent` at once. `onSettle` runs once, with the first answer, before anyone
 * waiting for it resumes.
 */
export interface SettleOnceRegistry<T> {
  expect(ds: Dataset): void;
  settle(ds: Dataset, value: T): void;
  of(ds: Dataset): Promise<T>;
}

export function settleOnceRegistry<T>(absent: T, onSettle?: (ds: Dataset, value: T) => void): SettleOnceRegistry<T> {
  const entries = new WeakMap<Dataset, { value: Promise<T>; settle: (value: T) => void }>();
  return {
    expect(ds) {
      if (entries.has(ds)) return;
      let settle: (value: T) => void = () => {};
      const value = new Promise<T>((resolve) => {
        let done = false;
        settle = (v) => {
          if (done) return;
          done = true;
          onSettle?.(ds, v);
          resolve(v);
        };
      });
      entries.set(ds, { value, settle });
    },
    settle(ds, value) {
      entries.get(ds)?.settle(value);
    },
    of(ds) {
      return entries.get(ds)?.value ?? Promise.resolve(absent);
    },
  };
}
