import { createDataset } from '@tallyline/core';
import type { Column, ColumnRoles, CsvWarning, Dataset, Detection, TextCodes } from '@tallyline/core';

/**
 * A Dataset as plain, cloneable data: numbers stay Float64Arrays and text columns keep core's
 * dictionary encoding (distinct values plus a typed array of codes). The parse worker posts it and
 * IndexedDB stores it: typed arrays clone as one block and each distinct string is cloned once.
 */
export type EncodedColumn =
  | { t: 'number'; name: string; values: Float64Array; invalid: [number, string][] }
  | { t: 'date'; name: string; values: Float64Array; dict: readonly string[]; codes: TextCodes; invalid: [number, string][] }
  | { t: 'string'; name: string; dict: readonly string[]; codes: TextCodes; invalid: [number, string][] };

export interface EncodedDataset {
  columns: EncodedColumn[];
  detected: Detection;
  warnings: CsvWarning[];
  /** The dataset's roles (and fingerprint) when its producer computed them (the parse worker posts the roles with the dataset, the fingerprint after it). */
  known?: { roles: ColumnRoles; fingerprint?: string };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Encodes `ds`: no per-row work, the columns are already encoded. The arrays are `ds`'s own, so
 * transferring them detaches them from `ds`.
 */
export function encodeDataset(ds: Dataset): EncodedDataset {
  const columns = ds.columns.map((c): EncodedColumn => {
    const invalid = [...c.invalid.entries()];
    if (c.type === 'number') return { t: 'number', name: c.name, values: c.values, invalid };
    if (c.type === 'date') return { t: 'date', name: c.name, values: c.values, dict: c.dictionary, codes: c.codes, invalid };
    return { t: 'string', name: c.name, dict: c.dictionary, codes: c.codes, invalid };
  });
  return { columns, detected: ds.detected, warnings: [...ds.warnings] };
}

/** A dictionary stored before '' was always entry 0 (older saved workflows): re-coded so it is. */
function withEmptyFirst(dict: readonly string[], codes: TextCodes): { dictionary: readonly string[]; codes: TextCodes } {
  if (dict[0] === '') return { dictionary: dict, codes };
  const at = dict.indexOf('');
  const dictionary = ['', ...dict.filter((_, i) => i !== at)];
  const shift = Uint32Array.from(dict, (_, i) => (i === at ? 0 : at >= 0 && i > at ? i : i + 1));
  return { dictionary, codes: Uint32Array.from(codes, (code) => shift[code] ?? 0) };
}

/** Rebuilds the Dataset with core's `createDataset` (one task: nothing here is per row). */
export async function decodeDataset(encoded: EncodedDataset): Promise<Dataset> {
  const columns = encoded.columns.map((c): Column => {
    const invalid = new Map(c.invalid);
    if (c.t === 'number') return { type: 'number', name: c.name, values: c.values, invalid };
    if (c.t === 'date') return { type: 'date', name: c.name, values: c.values, ...withEmptyFirst(c.dict, c.codes), invalid };
    return { type: 'string', name: c.name, ...withEmptyFirst(c.dict, c.codes), invalid };
  });
  await nextTask();
  return createDataset({ columns, detected: encoded.detected, warnings: encoded.warnings, known: encoded.known });
}
