import { datasetFingerprint, rememberFingerprint, type Dataset } from '@tallyline/core';
import { settleOnceRegistry } from './settleOnceRegistry.js';

/**
 * On the page: the fingerprint (core's datasetFingerprint) of each dataset the parse worker posted. The
 * worker posts the dataset first — the summary cards do not need its fingerprint — and the fingerprint,
 * which reads every cell (about a second per million rows), afterwards (issue 15: drop → cards no slower
 * than the previous build). parseJob records it here; what needs it (the saved-dataset insert, the steps'
 * generators whose dashboard, portfolio and report ids are made from it) waits for it instead of
 * computing it on the page's thread.
 */
const fingerprints = settleOnceRegistry<string | null>(null, (ds, fingerprint) => {
  // From now on core answers it for `ds` at once (dashboard, portfolio and report ids, the insert).
  if (fingerprint !== null) rememberFingerprint(ds, fingerprint);
});

/** `ds` came from the worker, which will post its fingerprint. */
export const expectFingerprint = fingerprints.expect;
/** The worker posted `ds`'s fingerprint, or (null) it stopped before it: the page computes it when asked. Only the first answer counts. */
export const settleFingerprint = fingerprints.settle;

/** Resolves once the worker has answered for `ds` (at once for a dataset that did not come from the worker). Never computes. */
export async function fingerprintSettled(ds: Dataset): Promise<void> {
  await fingerprints.of(ds);
}

/** `ds`'s fingerprint: the worker's once it has come; computed here only when the worker did not send one. */
export async function fingerprintOf(ds: Dataset): Promise<string> {
  await fingerprintSettled(ds);
  return datasetFingerprint(ds);
}
