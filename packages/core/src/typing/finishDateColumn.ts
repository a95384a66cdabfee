import { codeArray } from '../dataset/codeArray.js';
import { createRowSet } from '../dataset/createRowSet.js';
import { rowTextMap } from '../dataset/rowTextMap.js';
import type { DateColumn, DateOrder } from '../dataset/types.js';
import type { TextCells } from './createTextCells.js';
import { dateOrderEvidence } from './dateOrderEvidence.js';
import { parseDate } from './parseDate.js';

/** A finished date column and what its a/b/yyyy texts said about day/month order. */
export interface FinishedDates {
  readonly column: DateColumn;
  /** The order the column was read in. */
  readonly dateOrder: DateOrder;
  /** a/b/yyyy texts were seen that read both ways, and none that decides (never when the order is fixed). */
  readonly ambiguous: boolean;
  /** Any a/b/yyyy text was seen. */
  readonly slashed: boolean;
}

/**
 * Turns a date column's cells into its Dataset column. Each distinct text counts once as evidence of
 * day/month order (see `dateOrderEvidence`); unless the order is `fixed`, the column is read in the
 * order with more texts that only it can read (`dateOrder` on a tie). `values` holds each dictionary
 * entry's date in `dateOrder`, as read while parsing. Internal to typing/.
 *
 * @example
 * finishDateColumn('day', cells, [], { dateOrder: 'DMY', fixed: false }).column.values;
 */
export function finishDateColumn(name: string, cells: TextCells, values: number[], options: { dateOrder: DateOrder; fixed: boolean }): FinishedDates {
  const tally = { DMY: 0, MDY: 0, either: 0 };
  for (let code = 0; code < cells.entries; code++) {
    if (cells.isMissing(code)) continue;
    const evidence = dateOrderEvidence(cells.text(code));
    if (evidence !== null) tally[evidence]++;
  }
  const byEvidence = tally.MDY > tally.DMY ? 'MDY' : tally.DMY > tally.MDY ? 'DMY' : options.dateOrder;
  const order = options.fixed ? options.dateOrder : byEvidence;
  const entry = new Float64Array(cells.entries);
  for (let code = 0; code < cells.entries; code++) {
    if (cells.isMissing(code)) entry[code] = NaN;
    else if (order === options.dateOrder && code < values.length) entry[code] = values[code]!;
    else entry[code] = parseDate(cells.text(code), order);
  }
  const rows = cells.length;
  const dates = new Float64Array(rows);
  const misfitRows = createRowSet();
  for (let r = 0; r < rows; r++) {
    const code = cells.code(r);
    dates[r] = entry[code]!;
    if (dates[r] !== dates[r] && !cells.isMissing(code)) misfitRows.add(r);
  }
  const { dictionary, codes } = cells.finish();
  const misfitCodes = codeArray(misfitRows.size, dictionary.length);
  let k = 0;
  for (const r of misfitRows.rows()) misfitCodes[k++] = codes[r]!;
  const invalid = rowTextMap(misfitRows, misfitCodes, dictionary);
  return {
    column: { type: 'date', name, values: dates, dictionary, codes, invalid },
    dateOrder: order,
    ambiguous: !options.fixed && tally.DMY === 0 && tally.MDY === 0 && tally.either > 0,
    slashed: tally.DMY + tally.MDY + tally.either > 0,
  };
}
