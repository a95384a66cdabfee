import type { Dataset } from '@tallyline/core';
import type { WorkbookSheet } from './parseProtocol.js';

/**
 * On the page: the worksheets of the workbook each dataset was read from (issue 18), as the parse worker
 * posted them with the dataset — the sheet picker of the import settings lists them. A dataset of a CSV, or
 * one that did not come from the worker, has none.
 */
const sheets = new WeakMap<Dataset, readonly WorkbookSheet[]>();

export function rememberSheets(ds: Dataset, list: readonly WorkbookSheet[] | null): void {
  if (list) sheets.set(ds, list);
}

/** The sheets of `ds`'s workbook in tab order, or null (a CSV, or not from the worker). */
export function sheetsOf(ds: Dataset): readonly WorkbookSheet[] | null {
  return sheets.get(ds) ?? null;
}
