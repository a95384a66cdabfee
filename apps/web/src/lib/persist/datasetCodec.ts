import { createDataset } from '@tallyline/core';
import type { Column, CsvWarning, Dataset, Detection } from '@tallyline/core';

/**
 * A Dataset in a form IndexedDB stores compactly: numbers stay typed arrays (structured clone
 * keeps them binary), text columns become a dictionary of distinct values plus a Uint32Array of codes.
 */
export type StoredColumn =
  | { t: 'number'; name: string; values: Float64Array; invalid: [number, string][] }
  | { t: 'date'; name: string; values: Float64Array; dict: string[]; codes: Uint32Array; invalid: [number, string][] }
  | { t: 'string'; name: string; dict: string[]; codes: Uint32Array; invalid: [number, string][] };

export interface StoredDataset {
  v: 1;
  columns: StoredColumn[];
  detected: Detection;
  warnings: CsvWarning[];
}

function encodeText(values: readonly string[]): { dict: string[]; codes: Uint32Array } {
  const index = new Map<string, number>();
  const dict: string[] = [];
  const codes = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
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
  for (let i = 0; i < codes.length; i++) out[i] = dict[codes[i]!]!;
  return out;
}

export function encodeDataset(ds: Dataset): StoredDataset {
  const columns = ds.columns.map((c): StoredColumn => {
    const invalid = [...c.invalid.entries()];
    if (c.type === 'number') return { t: 'number', name: c.name, values: c.values, invalid };
    if (c.type === 'date') return { t: 'date', name: c.name, values: c.values, ...encodeText(c.text), invalid };
    return { t: 'string', name: c.name, ...encodeText(c.values), invalid };
  });
  return { v: 1, columns, detected: ds.detected, warnings: [...ds.warnings] };
}

export function decodeDataset(stored: StoredDataset): Dataset {
  const columns = stored.columns.map((c): Column => {
    const invalid = new Map(c.invalid);
    if (c.t === 'number') return { type: 'number', name: c.name, values: c.values, invalid };
    if (c.t === 'date') return { type: 'date', name: c.name, values: c.values, text: decodeText(c.dict, c.codes), invalid };
    return { type: 'string', name: c.name, values: decodeText(c.dict, c.codes), invalid };
  });
  return createDataset({ columns, detected: stored.detected, warnings: stored.warnings });
}
