import { del, get, set } from 'idb-keyval';
import type { Dataset } from '@tallyline/core';
import { decodeDataset, encodeDataset, type StoredDataset } from './datasetCodec.js';

/**
 * The current workflow survives a reload (issue 7 "Saved work"): IndexedDB through idb-keyval,
 * not localStorage, so a 100 MB dataset fits. The dataset is written once per upload under its
 * own key; the small state (steps, artefacts) is rewritten on every change.
 */
const DATASET_KEY = 'tallyline:workflow:dataset';
const STATE_KEY = 'tallyline:workflow:state';

export interface PersistedState<A> {
  /** Which stored dataset this state belongs to. */
  datasetKey: string | null;
  fileName: string | null;
  currentStep: number;
  completedSteps: number[];
  artefacts: A;
}

interface DatasetRecord {
  key: string;
  data: StoredDataset;
}

export function persistAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export async function saveDataset(key: string, ds: Dataset | null): Promise<void> {
  if (!persistAvailable()) return;
  if (ds === null) {
    await del(DATASET_KEY);
    return;
  }
  const record: DatasetRecord = { key, data: encodeDataset(ds) };
  await set(DATASET_KEY, record);
}

export async function saveState<A>(state: PersistedState<A>): Promise<void> {
  if (!persistAvailable()) return;
  await set(STATE_KEY, state);
}

/** The stored workflow, or null when there is none or it does not match its dataset. */
export async function loadWorkflow<A>(): Promise<{ dataset: Dataset | null; state: PersistedState<A> } | null> {
  if (!persistAvailable()) return null;
  const [record, state] = await Promise.all([get<DatasetRecord>(DATASET_KEY), get<PersistedState<A>>(STATE_KEY)]);
  if (!state) return null;
  if (state.datasetKey === null) return { dataset: null, state };
  if (!record || record.key !== state.datasetKey) return null;
  return { dataset: decodeDataset(record.data), state };
}

export async function clearWorkflow(): Promise<void> {
  if (!persistAvailable()) return;
  await Promise.all([del(DATASET_KEY), del(STATE_KEY)]);
}
