import { delMany, get, keys, set } from 'idb-keyval';
import type { Dataset, TextCodes } from '@tallyline/core';
import { decodeDataset, encodeDataset, type EncodedColumn, type EncodedDataset } from '../encodedDataset.js';

/**
 * A parsed dataset's columns kept in IndexedDB (through idb-keyval) so the workflow survives a reload
 * (issue 7 "Saved work"). The parse worker writes them: IndexedDB clones every value on the thread that
 * puts it, and on the page that was a task of up to 0.6 s per array on a 100 MB file (issue 15: no
 * main-thread task over 100 ms). The page only points at a stash once its dataset is the workflow's
 * (workflowPersist), and reads one back after a reload.
 *
 * A stash is many small records — each column's array, its dictionary in parts — under its own id, with
 * the record that describes them (the head) written last: a write cut short by a closed tab is never
 * read back as a whole dataset.
 */
const STASH_PREFIX = 'tallyline:workflow:stash:';
/** The parts of the layout before stashes (one dataset's records under the pointer's own key): never read now. */
const LEGACY_PARTS_PREFIX = 'tallyline:workflow:dataset:';

/** Strings per stored dictionary part: one put clones at most this many. */
export const DICT_PART = 65_536;

type ColumnHead = Omit<EncodedColumn, 'values' | 'codes' | 'dict'> & { dictParts: number };

interface StashHead {
  columns: ColumnHead[];
  detected: EncodedDataset['detected'];
  warnings: EncodedDataset['warnings'];
}

const headKey = (id: string) => `${STASH_PREFIX}${id}`;
const partKey = (id: string, column: number, part: string) => `${STASH_PREFIX}${id}:${column}:${part}`;

/**
 * A new stash id. Ids sort by the time they were made (the milliseconds in base 36, fixed width), so
 * the page can drop every stash older than the one it points at; the random rest keeps two parses in
 * the same millisecond apart.
 */
export function newStashId(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `${now.toString(36).padStart(9, '0')}-${[...random].map((n) => n.toString(36)).join('')}`;
}

/** Whether this browser (or worker) has IndexedDB: without it nothing is kept for a reload. */
export function persistAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Writes `ds`'s columns under `id`, the head last. */
export async function writeStash(id: string, ds: Dataset): Promise<void> {
  const encoded = encodeDataset(ds);
  const columns: ColumnHead[] = [];
  for (const [i, c] of encoded.columns.entries()) {
    if (c.t !== 'string') await set(partKey(id, i, 'values'), c.values);
    if (c.t === 'number') {
      columns.push({ t: c.t, name: c.name, invalid: c.invalid, dictParts: 0 });
      continue;
    }
    await set(partKey(id, i, 'codes'), c.codes);
    const parts = Math.ceil(c.dict.length / DICT_PART);
    for (let p = 0; p < parts; p++) await set(partKey(id, i, `dict:${p}`), c.dict.slice(p * DICT_PART, (p + 1) * DICT_PART));
    columns.push({ t: c.t, name: c.name, invalid: c.invalid, dictParts: parts });
  }
  const head: StashHead = { columns, detected: encoded.detected, warnings: encoded.warnings };
  await set(headKey(id), head);
}

/**
 * Writes `ds` to a new stash (in the parse worker) and answers its id, or null when IndexedDB is missing
 * or refuses (e.g. full): the dataset is then not kept for a reload. A stash cut short is deleted with
 * the older ones once the page points at a newer stash.
 */
export async function stashForReload(ds: Dataset): Promise<string | null> {
  if (!persistAvailable()) return null;
  const id = newStashId();
  try {
    await writeStash(id, ds);
    return id;
  } catch {
    return null;
  }
}

/** The dataset kept under `id`, or null when its head or any of its parts is missing. */
export async function readStash(id: string): Promise<Dataset | null> {
  const head = await get<StashHead>(headKey(id));
  if (!head) return null;
  const columns: EncodedColumn[] = [];
  for (const [i, c] of head.columns.entries()) {
    const values = c.t === 'string' ? undefined : await get<Float64Array>(partKey(id, i, 'values'));
    if (c.t !== 'string' && !values) return null;
    if (c.t === 'number') {
      columns.push({ t: 'number', name: c.name, values: values!, invalid: c.invalid });
      continue;
    }
    const codes = await get<TextCodes>(partKey(id, i, 'codes'));
    if (!codes) return null;
    // Appended part by part, each after its own read (a task each), rather than joined in one long task.
    const dict: string[] = [];
    for (let p = 0; p < c.dictParts; p++) {
      const part = await get<string[]>(partKey(id, i, `dict:${p}`));
      if (!part) return null;
      for (const s of part) dict.push(s);
    }
    if (c.t === 'date') columns.push({ t: 'date', name: c.name, values: values!, dict, codes, invalid: c.invalid });
    else columns.push({ t: 'string', name: c.name, dict, codes, invalid: c.invalid });
  }
  return decodeDataset({ columns, detected: head.detected, warnings: head.warnings });
}

/**
 * Deletes every stash made before `keep` (all of them when `keep` is null) and the legacy layout's parts.
 * Newer stashes stay: a parse finishing meanwhile may be the next one the page points at.
 */
export async function deleteStashesBefore(keep: string | null): Promise<void> {
  const stale = (await keys()).filter((k): k is string => {
    if (typeof k !== 'string') return false;
    if (k.startsWith(LEGACY_PARTS_PREFIX)) return true;
    if (!k.startsWith(STASH_PREFIX)) return false;
    const id = k.slice(STASH_PREFIX.length).split(':')[0]!;
    return keep === null || id < keep;
  });
  if (stale.length > 0) await delMany(stale);
}
