import { createDataset, datasetFingerprint, type Dataset } from '@tallyline/core';
import { decodeDataset, encodeDataset, type EncodedColumn, type EncodedDataset } from '../lib/encodedDataset.js';

/**
 * A Dataset as the parse worker posts it (lib/encodedDataset): the big buffers are transferred,
 * not copied, and the main thread clones few strings.
 */
export type WireColumn = EncodedColumn;
export type WireDataset = EncodedDataset;

/**
 * Encodes `ds` for postMessage; `transfer` lists the buffers to move (they are `ds`'s own: it cannot be
 * read afterwards). It also computes `ds`'s roles and fingerprint, which read every cell (about a second
 * per million rows), so the worker does it and the page does not freeze while the summary cards
 * appear (issue 15: no main-thread task over 100 ms).
 */
export function toWire(ds: Dataset): { wire: WireDataset; transfer: ArrayBuffer[] } {
  const wire = { ...encodeDataset(ds), known: { roles: ds.roles, fingerprint: datasetFingerprint(ds) } };
  const transfer: ArrayBuffer[] = [];
  for (const c of wire.columns) {
    transfer.push(c.t === 'number' ? (c.values.buffer as ArrayBuffer) : (c.codes.buffer as ArrayBuffer));
    if (c.t === 'date') transfer.push(c.values.buffer as ArrayBuffer);
  }
  return { wire, transfer: [...new Set(transfer)] };
}

/**
 * The same data with copies of the typed arrays (a few MB), which toWire's transfer would detach — the
 * worker keeps it for the results ahead and the search index — with `ds`'s roles and fingerprint (the
 * dashboard's id is made from it), so they are not computed again.
 */
export function withOwnArrays(ds: Dataset): Dataset {
  const columns = ds.columns.map((c) => (c.type === 'number' ? { ...c, values: c.values.slice() } : c.type === 'date' ? { ...c, values: c.values.slice(), codes: c.codes.slice() } : { ...c, codes: c.codes.slice() }));
  return createDataset({ columns, detected: ds.detected, warnings: ds.warnings, known: { roles: ds.roles, fingerprint: datasetFingerprint(ds) } });
}

/** A slice of a long dictionary, posted on its own before the dataset. */
export interface DictPart {
  column: number;
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
    for (let i = 0; i < c.dict.length; i += max) parts.push({ column, strings: c.dict.slice(i, i + max) });
    c.dict = [];
  });
  return parts;
}

/** Collects the parts of long dictionaries as they arrive (a part per message, so the work is spread too). */
export function createDictCollector() {
  const parts = new Map<number, string[][]>();
  return {
    add({ column, strings }: DictPart): void {
      const list = parts.get(column);
      if (list) list.push(strings);
      else parts.set(column, [strings]);
    },
    /** Puts the collected dictionaries back into `wire` (one concat: no array growing part by part). */
    restore(wire: WireDataset): void {
      for (const [column, list] of parts) {
        const c = wire.columns[column];
        if (c && c.t !== 'number') c.dict = list.length === 1 ? list[0]! : ([] as string[]).concat(...list);
      }
      parts.clear();
    },
  };
}

/** Rebuilds the Dataset on the page (see lib/encodedDataset). */
export const fromWire: (wire: WireDataset) => Promise<Dataset> = decodeDataset;
