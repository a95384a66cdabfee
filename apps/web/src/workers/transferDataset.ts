import { createDataset, type Dataset } from '@tallyline/core';
import { decodeDataset, encodeDataset, type EncodedColumn, type EncodedDataset } from '../lib/encodedDataset.js';

/**
 * A Dataset as the parse worker posts it (lib/encodedDataset): the big buffers are transferred,
 * not copied, and the main thread clones few strings.
 */
export type WireColumn = EncodedColumn;
export type WireDataset = EncodedDataset;

/**
 * Encodes `ds` for postMessage; `transfer` lists the buffers to move (they are `ds`'s own: it cannot be
 * read afterwards). It carries `ds`'s roles, which read every row (about 0.7 s per million rows), so the
 * page does not infer them while the summary cards and the chart appear (issue 15: no main-thread task
 * over 100 ms). Not its fingerprint: the cards do not need it, and it costs more than the roles — the
 * worker posts it after the dataset ('fingerprint', workers/fingerprintRegistry).
 */
export function toWire(ds: Dataset): { wire: WireDataset; transfer: ArrayBuffer[] } {
  const wire = { ...encodeDataset(ds), known: { roles: ds.roles } };
  const transfer: ArrayBuffer[] = [];
  for (const c of wire.columns) {
    transfer.push(c.t === 'number' ? (c.values.buffer as ArrayBuffer) : (c.codes.buffer as ArrayBuffer));
    if (c.t === 'date') transfer.push(c.values.buffer as ArrayBuffer);
  }
  return { wire, transfer: [...new Set(transfer)] };
}

/**
 * The same data with copies of the typed arrays (a few MB), which toWire's transfer would detach — the
 * worker keeps it for the results ahead and the search index — with `ds`'s roles, so they are not
 * inferred again. Its fingerprint is computed on the copy, after the dataset is posted.
 */
export function withOwnArrays(ds: Dataset): Dataset {
  const columns = ds.columns.map((c) => (c.type === 'number' ? { ...c, values: c.values.slice() } : c.type === 'date' ? { ...c, values: c.values.slice(), codes: c.codes.slice() } : { ...c, codes: c.codes.slice() }));
  return createDataset({ columns, detected: ds.detected, warnings: ds.warnings, known: { roles: ds.roles } });
}

/** A slice of a long dictionary, posted on its own before the dataset; parts of a column come in order. */
export interface DictPart {
  column: number;
  /** The length of the whole dictionary: the receiver allocates it once. */
  size: number;
  strings: string[];
}

/**
 * Takes every dictionary longer than `max` out of `wire` (leaving it empty) and cuts it into parts
 * of `max` strings. Each part goes in its own message: the receiver deserialises one message per task,
 * and a million distinct strings in one message is a task of most of a second on the main thread.
 */
export function takeDictParts(wire: WireDataset, max: number): DictPart[] {
  const parts: DictPart[] = [];
  wire.columns.forEach((c, column) => {
    if (c.t === 'number' || c.dict.length <= max) return;
    for (let i = 0; i < c.dict.length; i += max) parts.push({ column, size: c.dict.length, strings: c.dict.slice(i, i + max) });
    c.dict = [];
  });
  return parts;
}

/**
 * Collects the parts of long dictionaries as they arrive. Each part is copied into its column's
 * dictionary, allocated once at its full size, in the task of its own message, so the dictionary is whole
 * when the dataset comes: joining a million strings at the end was one task of 0.2–0.8 s on the page
 * (issue 15), and growing an array part by part was worse (each growth copies it: a 0.35 s part in Node).
 */
export function createDictCollector() {
  const dicts = new Map<number, { dict: string[]; filled: number }>();
  return {
    add({ column, size, strings }: DictPart): void {
      let entry = dicts.get(column);
      if (!entry) dicts.set(column, (entry = { dict: new Array<string>(size), filled: 0 }));
      for (const s of strings) entry.dict[entry.filled++] = s;
    },
    /** Puts the collected dictionaries back into `wire`. */
    restore(wire: WireDataset): void {
      for (const [column, { dict }] of dicts) {
        const c = wire.columns[column];
        if (c && c.t !== 'number') c.dict = dict;
      }
      dicts.clear();
    },
  };
}

/** Rebuilds the Dataset on the page (see lib/encodedDataset). */
export const fromWire: (wire: WireDataset) => Promise<Dataset> = decodeDataset;
