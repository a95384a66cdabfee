import { del, get, set } from 'idb-keyval';
import type { Dataset } from '@tallyline/core';
import { deleteStashesBefore, persistAvailable, readStash } from './datasetStash.js';

export { persistAvailable };

/**
 * The current workflow survives a reload (issue 7 "Saved work"): IndexedDB through idb-keyval,
 * not localStorage, so a 100 MB dataset fits. The dataset's columns are a stash the parse worker
 * wrote (datasetStash); the page writes only a small record pointing at the stash of the workflow's
 * dataset, once per upload, and the small state (steps, artefacts) on every change.
 */
const DATASET_KEY = 'tallyline:workflow:dataset';
const STATE_KEY = 'tallyline:workflow:state';

export interface PersistedState<A> {
  /** Which stored dataset this state belongs to. */
  datasetKey: string | null;
  fileName: string | null;
  completedSteps: number[];
  artefacts: A;
}

/** Which stash holds the dataset of `key` (v3; v2 held the columns under this record's own key). */
interface DatasetPointer {
  v: 3;
  key: string;
  stash: string;
}

/**
 * Points the stored workflow at `stash` as the dataset of `key` (null: no stored dataset), then drops
 * the stashes it no longer needs: older ones (the previous dataset, parses that were never the
 * workflow's) — a newer one may be the next dataset.
 */
export async function saveDataset(key: string, stash: string | null): Promise<void> {
  if (!persistAvailable()) return;
  if (stash === null) await del(DATASET_KEY);
  else await set(DATASET_KEY, { v: 3, key, stash } satisfies DatasetPointer);
  await deleteStashesBefore(stash);
}

export async function saveState<A>(state: PersistedState<A>): Promise<void> {
  if (!persistAvailable()) return;
  await set(STATE_KEY, state);
}

/** The stored workflow, or null when there is none or it does not match its dataset. */
export async function loadWorkflow<A>(): Promise<{ dataset: Dataset | null; state: PersistedState<A> } | null> {
  if (!persistAvailable()) return null;
  const [pointer, state] = await Promise.all([get<DatasetPointer>(DATASET_KEY), get<PersistedState<A>>(STATE_KEY)]);
  if (!state) return null;
  if (state.datasetKey === null) return { dataset: null, state };
  // A record from before stashes (v1, v2) or for another dataset does not match: start afresh.
  if (!pointer || pointer.v !== 3 || pointer.key !== state.datasetKey) return null;
  const dataset = await readStash(pointer.stash);
  return dataset ? { dataset, state } : null;
}

export async function clearWorkflow(): Promise<void> {
  if (!persistAvailable()) return;
  await Promise.all([del(DATASET_KEY), del(STATE_KEY)]);
  await deleteStashesBefore(null);
}
