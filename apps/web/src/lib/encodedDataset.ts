import { createDataset } from '@tallyline/core';
import type { Column, CsvWarning, Dataset, Detection } from '@tallyline/core';

/**
 * A Dataset as plain, cloneable data: numbers stay Float64Arrays and text columns become a
 * dictionary of distinct values plus Uint32Array codes. The parse worker posts it and IndexedDB
 * stores it: typed arrays clone as one block and each distinct string is cloned once.
 */
export type EncodedColumn =
  | { t: 'number'; name: string; values: Float64Array; invalid: [number, string][] }
  | { t: 'date'; name: string; values: Float64Array; dict: string[]; codes: Uint32Array; invalid: [number, string][] }
  | { t: 'string'; name: string; dict: string[]; codes: Uint32Array; invalid: [number, string][] };

export interface EncodedDataset {
  columns: EncodedColumn[];
  detected: Detection;
  warnings: CsvWarning[];
}

/** Rows encoded or decoded per task on the page: about 10 ms of work, so neither blocks it. */
export const ROWS_PER_TASK = 131_072;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Pause = () => Promise<void> | void;

async function encodeText(values: readonly string[], pause: Pause | null): Promise<{ dict: string[]; codes: Uint32Array }> {
  const index = new Map<string, number>();
  const dict: string[] = [];
  const codes = new Uint32Array(values.length);
  for (let start = 0; start < values.length; start += ROWS_PER_TASK) {
    if (pause && start > 0) await pause();
    const end = Math.min(values.length, start + ROWS_PER_TASK);
    for (let i = start; i < end; i++) {
      const v = values[i] ?? '';
      let code = index.get(v);
      if (code === undefined) {
        code = dict.length;
        dict.push(v);
        index.set(v, code);
      }
      codes[i] = code;
    }
  }
  return { dict, codes };
}

async function encodeWith(ds: Dataset, pause: Pause | null): Promise<EncodedDataset> {
  const columns: EncodedColumn[] = [];
  for (const c of ds.columns) {
    const invalid = [...c.invalid.entries()];
    if (c.type === 'number') columns.push({ t: 'number', name: c.name, values: c.values, invalid });
    else if (c.type === 'date') columns.push({ t: 'date', name: c.name, values: c.values, ...(await encodeText(c.text, pause)), invalid });
    else columns.push({ t: 'string', name: c.name, ...(await encodeText(c.values, pause)), invalid });
  }
  return { columns, detected: ds.detected, warnings: [...ds.warnings] };
}

/**
 * Encodes `ds` in one go (for a worker, which has no page to keep responsive). Resolves at once:
 * no awaits are pending when nothing pauses.
 */
export function encodeDataset(ds: Dataset): Promise<EncodedDataset> {
  return encodeWith(ds, null);
}

/** Encodes `ds` on the page, one slice of rows per task. */
export function encodeDatasetInSlices(ds: Dataset): Promise<EncodedDataset> {
  return encodeWith(ds, nextTask);
}

async function decodeText(dict: string[], codes: Uint32Array): Promise<string[]> {
  // Every value distinct (ids, notes): codes are 0, 1, 2… in first-seen order, so the dictionary is
  // the column itself — no second million-entry array to build and collect.
  if (dict.length === codes.length) return dict;
  const out: string[] = [];
  for (let start = 0; start < codes.length; start += ROWS_PER_TASK) {
    await nextTask();
    const end = Math.min(codes.length, start + ROWS_PER_TASK);
    for (let i = start; i < end; i++) out.push(dict[codes[i] ?? 0] ?? '');
  }
  return out;
}

/** Rebuilds the Dataset with core's `createDataset`, one slice of rows per task. */
export async function decodeDataset(encoded: EncodedDataset): Promise<Dataset> {
  const columns: Column[] = [];
  for (const c of encoded.columns) {
    const invalid = new Map(c.invalid);
    if (c.t === 'number') columns.push({ type: 'number', name: c.name, values: c.values, invalid });
    else if (c.t === 'date') columns.push({ type: 'date', name: c.name, values: c.values, text: await decodeText(c.dict, c.codes), invalid });
    else columns.push({ type: 'string', name: c.name, values: await decodeText(c.dict, c.codes), invalid });
  }
  await nextTask();
  return createDataset({ columns, detected: encoded.detected, warnings: encoded.warnings });
}
