import type { Dataset } from '../dataset/types.js';

// A Dataset is immutable, so its fingerprint is computed once (a large file has millions of cells).
const known = new WeakMap<Dataset, string>();

/**
 * Records `fingerprint` as `ds`'s, so `datasetFingerprint(ds)` (and what builds ids on it: dashboards,
 * portfolios, reports) answers it without reading every cell. For a fingerprint computed for the same
 * data elsewhere and known only after `ds` was made — a parse worker posts the dataset first and its
 * fingerprint (about a second per million rows) afterwards. When it is known before, pass it as
 * createDataset's `known.fingerprint` instead. Taken as given: pass only what `datasetFingerprint`
 * returned for this data.
 *
 * @example
 * rememberFingerprint(ds, fingerprintFromWorker);
 * datasetFingerprint(ds); // fingerprintFromWorker, at once
 */
export function rememberFingerprint(ds: Dataset, fingerprint: string): void {
  known.set(ds, fingerprint);
}

/**
 * A content key for a dataset: its row count, column names and types, and every cell as written
 * in the file. Same content → same fingerprint (whatever the file is called); one changed cell →
 * another. 53 bits (cyrb53), so two different files of one user practically never share it:
 * saved datasets use it to keep one entry per content, and generated artefacts' ids build on it.
 *
 * @example
 * datasetFingerprint(ds); // e.g. '2r7x0k9qv1a'
 */
export function datasetFingerprint(ds: Dataset): string {
  const cached = known.get(ds);
  if (cached !== undefined) return cached;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    // A separator no text cell contains, so ['ab', ''] and ['a', 'b'] differ.
    h1 = Math.imul(h1 ^ 0xffff, 2654435761);
    h2 = Math.imul(h2 ^ 0xffff, 1597334677);
  };
  add(String(ds.rowCount));
  for (const col of ds.columns) add(`${col.name}\u0000${col.type}`);
  for (let r = 0; r < ds.rowCount; r++) for (let c = 0; c < ds.columns.length; c++) add(ds.cellText(r, c));
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const fingerprint = (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  known.set(ds, fingerprint);
  return fingerprint;
}
