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

function decodeText(dict: readonly string[], codes: Uint32Array): string[] {
  const out = new Array<string>(codes.length);
  for (let i = 0; i < codes.length; i++) out[i] = dict[codes[i] ?? 0] ?? '';
  return out;
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

/** Rebuilds the Dataset on the receiving side with core's `createDataset`. */
export function fromWire(wire: WireDataset): Dataset {
  const columns = wire.columns.map((c): Column => {
    const invalid = new Map(c.invalid);
    if (c.t === 'number') return { type: 'number', name: c.name, values: c.values, invalid };
    if (c.t === 'date') return { type: 'date', name: c.name, values: c.values, text: decodeText(c.dict, c.codes), invalid };
    return { type: 'string', name: c.name, values: decodeText(c.dict, c.codes), invalid };
  });
  return createDataset({ columns, detected: wire.detected, warnings: wire.warnings });
}
