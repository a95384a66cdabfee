import { createDataset } from '@tallyline/core';
import type { Column, CsvWarning, Dataset, Detection } from '@tallyline/core';

/**
 * A Dataset as the parse worker posts it: numbers stay Float64Arrays and text columns
 * become a dictionary of distinct values plus Uint32Array codes, so the big buffers are
 * transferred (not copied) and the main thread clones few strings.
 */
export type WireColumn =
  | { t: 'number'; name: string; values: Float64Array; invalid: [number, string][] }
  | { t: 'date'; name: string; values: Float64Array; dict: string[]; codes: Uint32Array; invalid: [number, string][] }
  | { t: 'string'; name: string; dict: string[]; codes: Uint32Array; invalid: [number, string][] };

export interface WireDataset {
  columns: WireColumn[];
  detected: Detection;
  warnings: CsvWarning[];
}

function encodeText(values: readonly string[]): { dict: string[]; codes: Uint32Array } {
  const index = new Map<string, number>();
  const dict: string[] = [];
  const codes = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? '';
    let code = index.get(v);
    if (code === undefined) {
      code = dict.length;
      dict.push(v);
      index.set(v, code);
    }
    codes[i] = code;
  }
  return { dict, codes };
}

/** Encodes `ds` for postMessage; `transfer` lists the buffers to move. */
export function toWire(ds: Dataset): { wire: WireDataset; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const columns = ds.columns.map((c): WireColumn => {
    const invalid = [...c.invalid.entries()];
    if (c.type === 'number') {
      transfer.push(c.values.buffer as ArrayBuffer);
      return { t: 'number', name: c.name, values: c.values, invalid };
    }
    if (c.type === 'date') {
      const text = encodeText(c.text);
      transfer.push(c.values.buffer as ArrayBuffer, text.codes.buffer as ArrayBuffer);
      return { t: 'date', name: c.name, values: c.values, ...text, invalid };
    }
    const text = encodeText(c.values);
    transfer.push(text.codes.buffer as ArrayBuffer);
    return { t: 'string', name: c.name, ...text, invalid };
  });
  return { wire: { columns, detected: ds.detected, warnings: [...ds.warnings] }, transfer: [...new Set(transfer)] };
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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Codes decoded per task: ~10 ms of work on this machine, so rebuilding never blocks the page. */
const DECODE_ROWS = 131_072;

async function decodeText(dict: string[], codes: Uint32Array): Promise<string[]> {
  // Every value distinct (ids, notes): codes are 0, 1, 2… in first-seen order, so the dictionary is
  // the column itself — no second million-entry array to build and collect.
  if (dict.length === codes.length) return dict;
  const out: string[] = [];
  for (let start = 0; start < codes.length; start += DECODE_ROWS) {
    await nextTask();
    const end = Math.min(codes.length, start + DECODE_ROWS);
    for (let i = start; i < end; i++) out.push(dict[codes[i] ?? 0] ?? '');
  }
  return out;
}

/**
 * Rebuilds the Dataset on the receiving side with core's `createDataset`, in slices of rows, one
 * slice per task (decoding a million codes in one go would block the page for a long task).
 */
export async function fromWire(wire: WireDataset): Promise<Dataset> {
  const columns: Column[] = [];
  for (const c of wire.columns) {
    const invalid = new Map(c.invalid);
    if (c.t === 'number') columns.push({ type: 'number', name: c.name, values: c.values, invalid });
    else if (c.t === 'date') columns.push({ type: 'date', name: c.name, values: c.values, text: await decodeText(c.dict, c.codes), invalid });
    else columns.push({ type: 'string', name: c.name, values: await decodeText(c.dict, c.codes), invalid });
  }
  await nextTask();
  return createDataset({ columns, detected: wire.detected, warnings: wire.warnings });
}
