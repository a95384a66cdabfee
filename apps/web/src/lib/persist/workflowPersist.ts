import { del, delMany, get, keys, set } from 'idb-keyval';
import type { Dataset, TextCodes } from '@tallyline/core';
import { decodeDataset, encodeDataset, type EncodedColumn, type EncodedDataset } from '../encodedDataset.js';

/**
 * The current workflow survives a reload (issue 7 "Saved work"): IndexedDB through idb-keyval,
 * not localStorage, so a 100 MB dataset fits. The dataset is written once per upload under its
 * own key; the small state (steps, artefacts) is rewritten on every change.
 *
 * IndexedDB clones a value on the page's thread when it is put, so the dataset (already
 * dictionary-encoded by core, lib/encodedDataset) is stored as many small records — each column's array,
 * its dictionary in parts — with the record that describes them written last: a write cut short
 * by a closed tab is never read back as a whole dataset.
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

/** Strings per stored dictionary part: one put clones at most this many. */
export const DICT_PART = 65_536;

type ColumnHead = Omit<EncodedColumn, 'values' | 'codes' | 'dict'> & { dictParts: number };

interface DatasetRecord {
  v: 2;
  key: string;
  columns: ColumnHead[];
  detected: EncodedDataset['detected'];
  warnings: EncodedDataset['warnings'];
}

const partKey = (column: number, part: string) => `${DATASET_KEY}:${column}:${part}`;

async function deleteDatasetParts(): Promise<void> {
  const stale = (await keys()).filter((k) => typeof k === 'string' && k.startsWith(`${DATASET_KEY}:`));
  if (stale.length > 0) await delMany(stale);
}

export function persistAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export async function saveDataset(key: string, ds: Dataset | null): Promise<void> {
  if (!persistAvailable()) return;
  await del(DATASET_KEY);
  await deleteDatasetParts();
  if (ds === null) return;
  const encoded = encodeDataset(ds);
  const columns: ColumnHead[] = [];
  for (const [i, c] of encoded.columns.entries()) {
    if (c.t !== 'string') await set(partKey(i, 'values'), c.values);
    if (c.t === 'number') {
      columns.push({ t: c.t, name: c.name, invalid: c.invalid, dictParts: 0 });
      continue;
    }
    await set(partKey(i, 'codes'), c.codes);
    const parts = Math.ceil(c.dict.length / DICT_PART);
    for (let p = 0; p < parts; p++) await set(partKey(i, `dict:${p}`), c.dict.slice(p * DICT_PART, (p + 1) * DICT_PART));
    columns.push({ t: c.t, name: c.name, invalid: c.invalid, dictParts: parts });
  }
  const record: DatasetRecord = { v: 2, key, columns, detected: encoded.detected, warnings: encoded.warnings };
  await set(DATASET_KEY, record);
}

async function readDataset(record: DatasetRecord): Promise<Dataset | null> {
  const columns: EncodedColumn[] = [];
  for (const [i, head] of record.columns.entries()) {
    const values = head.t === 'string' ? undefined : await get<Float64Array>(partKey(i, 'values'));
    if (head.t === 'number') {
      if (!values) return null;
      columns.push({ t: 'number', name: head.name, values, invalid: head.invalid });
      continue;
    }
    const codes = await get<TextCodes>(partKey(i, 'codes'));
    const parts: string[][] = [];
    for (let p = 0; p < head.dictParts; p++) parts.push((await get<string[]>(partKey(i, `dict:${p}`))) ?? []);
    if (!codes || (head.t === 'date' && !values)) return null;
    const dict = ([] as string[]).concat(...parts);
    if (head.t === 'date') columns.push({ t: 'date', name: head.name, values: values!, dict, codes, invalid: head.invalid });
    else columns.push({ t: 'string', name: head.name, dict, codes, invalid: head.invalid });
  }
  return decodeDataset({ columns, detected: record.detected, warnings: record.warnings });
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
  // A record from before this layout (v1) or for another dataset does not match: start afresh.
  if (!record || record.v !== 2 || record.key !== state.datasetKey) return null;
  const dataset = await readDataset(record);
  return dataset ? { dataset, state } : null;
}

export async function clearWorkflow(): Promise<void> {
  if (!persistAvailable()) return;
  await Promise.all([del(DATASET_KEY), del(STATE_KEY)]);
  await deleteDatasetParts();
}
