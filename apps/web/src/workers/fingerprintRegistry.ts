import { datasetFingerprint, rememberFingerprint, type Dataset } from '@tallyline/core';

/**
 * On the page: the fingerprint (core's datasetFingerprint) of each dataset the parse worker posted. The
 * worker posts the dataset first — the summary cards do not need its fingerprint — and the fingerprint,
 * which reads every cell (about a second per million rows), afterwards (issue 15: drop → cards no slower
 * than the previous build). parseJob records it here; what needs it (the saved-dataset insert, the steps'
 * generators whose dashboard, portfolio and report ids are made from it) waits for it instead of
 * computing it on the page's thread.
 */
interface Entry {
  settled: Promise<void>;
  settle: (fingerprint: string | null) => void;
}

const entries = new WeakMap<Dataset, Entry>();

/** `ds` came from the worker, which will post its fingerprint. */
export function expectFingerprint(ds: Dataset): void {
  if (entries.has(ds)) return;
  let settle: (fingerprint: string | null) => void = () => {};
  const settled = new Promise<void>((resolve) => {
    let done = false;
    settle = (fingerprint) => {
      if (done) return;
      done = true;
      // From now on core answers it for `ds` at once (dashboard, portfolio and report ids, the insert).
      if (fingerprint !== null) rememberFingerprint(ds, fingerprint);
      resolve();
    };
  });
  entries.set(ds, { settled, settle });
}

/** The worker posted `ds`'s fingerprint, or (null) it stopped before it: the page computes it when asked. Only the first answer counts. */
export function settleFingerprint(ds: Dataset, fingerprint: string | null): void {
  entries.get(ds)?.settle(fingerprint);
}

/** Resolves once the worker has answered for `ds` (at once for a dataset that did not come from the worker). Never computes. */
export function fingerprintSettled(ds: Dataset): Promise<void> {
  return entries.get(ds)?.settled ?? Promise.resolve();
}

/** `ds`'s fingerprint: the worker's once it has come; computed here only when the worker did not send one. */
export async function fingerprintOf(ds: Dataset): Promise<string> {
  await fingerprintSettled(ds);
  return datasetFingerprint(ds);
}
