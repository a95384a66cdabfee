import type { CoreErrorCode, ImportChoices, SearchBlock } from '@tallyline/core';
import type { AheadResults } from './aheadResults.js';
import type { DictPart, WireDataset } from './transferDataset.js';

/** Parse options the worker accepts: core's CsvOptions without the callback. */
/**
 * How to read a file: core's import choices (delimiter, decimal separator, date order, encoding, column types, the
 * roles the user set over role inference — issue 13 —, and a workbook's sheet by name — issue 18 —, the first when
 * omitted; a CSV ignores it).
 */
export type ParseRequestOptions = ImportChoices;

/** A worksheet of a dropped workbook, as the sheet picker lists it (issue 18). */
export interface WorkbookSheet {
  name: string;
  /** Its data rows (under a header row) by the size the sheet declares; null when it declares none. */
  rows: number | null;
  columns: number | null;
}

/**
 * main → worker: parse a file; then 'shown' once the page has rebuilt the dataset (the first index block may come),
 * and 'more' for each next index block, sent when the page is idle after taking the last one.
 */
export type ParseRequest = { type: 'parse'; file: Blob; options: ParseRequestOptions } | { type: 'shown' } | { type: 'more' };

/**
 * worker → main, in this order: progress…, dict… (the parts of long dictionaries), done (the dataset with its
 * roles and, for a workbook, its sheets — null for a CSV —, not its fingerprint: the summary cards do not wait for it), fingerprint (core's datasetFingerprint,
 * which reads every cell: computed after 'done', issue 15), preview (a Blob of the JSON of the first DATASET_SAVE_MAX_ROWS
 * records, which a signed-in upload saves with its row), ahead (what the page
 * would compute next from the dataset: the dashboard, the suggested questions), stored (the id of the stash the
 * worker wrote the dataset to for a reload, lib/persist/datasetStash; null when it could not), then — after
 * main's 'shown' — the search index: index… (one block each, one per 'shown' or 'more') and indexed. Or error instead of done.
 */
export type ParseResponse =
  | { type: 'progress'; bytes: number; total: number; rows: number }
  | ({ type: 'dict' } & DictPart)
  | { type: 'done'; dataset: WireDataset; sheets: WorkbookSheet[] | null }
  | { type: 'fingerprint'; fingerprint: string }
  | { type: 'preview'; json: Blob }
  | { type: 'ahead'; results: AheadResults }
  | { type: 'stored'; stash: string | null }
  | { type: 'index'; block: SearchBlock }
  | { type: 'indexed' }
  | { type: 'error'; code: CoreErrorCode | 'UNKNOWN'; message: string; line: number };
