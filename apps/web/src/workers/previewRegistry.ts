import { settleOnceRegistry } from './settleOnceRegistry.js';

/**
 * On the page: the saved-dataset preview of each dataset the parse worker posted — a Blob of the JSON of its first
 * DATASET_SAVE_MAX_ROWS records (lib/db/previewRecords) — so the signed-in upload's insert sends it as it is
 * (lib/db/rawJson) instead of building 10,000 records and serialising them on the page's thread (issue 15: no
 * main-thread task over 100 ms after the cards). parseJob records it here; null when the dataset did not come from
 * the worker or the worker stopped first: the page builds the records then.
 */
const previews = settleOnceRegistry<Blob | null>(null);

/** `ds` came from the worker, which will post its preview. */
export const expectPreview = previews.expect;
/** The worker posted `ds`'s preview, or (null) it stopped before it. Only the first answer counts. */
export const settlePreview = previews.settle;
/** The worker's preview JSON of `ds` once it has come, or null. */
export const previewJsonOf = previews.of;
