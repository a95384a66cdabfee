import { MISSING_EXCELLENT_SHARE, MISSING_GOOD_SHARE } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { countMissing } from './countMissing.js';

export type QualityWord = 'excellent' | 'good' | 'needs attention';

export interface DataQuality {
  /** rows × columns. */
  readonly cells: number;
  readonly missing: number;
  /** missing / cells (0 for an empty dataset). */
  readonly share: number;
  /** Spec app.md §9: share under 5% 'excellent', under 15% 'good', else 'needs attention'. */
  readonly quality: QualityWord;
  /** Missing cells per column, in header order. */
  readonly byColumn: readonly { readonly name: string; readonly missing: number }[];
  /** Cells holding text that does not fit the column's type. */
  readonly invalid: number;
}

/**
 * Missing and invalid cells of a dataset with the spec's quality word.
 *
 * @example
 * dataQuality(ds); // 3 of 40 cells empty → { share: 0.075, quality: 'good', … }
 */
export function dataQuality(ds: Dataset): DataQuality {
  const byColumn = ds.columns.map((c) => ({ name: c.name, missing: countMissing(c) }));
  const missing = byColumn.reduce((s, c) => s + c.missing, 0);
  const invalid = ds.columns.reduce((s, c) => s + c.invalid.size, 0);
  const cells = ds.rowCount * ds.columns.length;
  const share = cells === 0 ? 0 : missing / cells;
  const quality: QualityWord = share < MISSING_EXCELLENT_SHARE ? 'excellent' : share < MISSING_GOOD_SHARE ? 'good' : 'needs attention';
  return { cells, missing, share, quality, byColumn, invalid };
}
