import type { CoreErrorCode } from '@tallyline/core';
import type { WireDataset } from './transferDataset.js';

/** Parse options the worker accepts: core's CsvOptions without the callback. */
export interface ParseRequestOptions {
  delimiter?: ',' | ';' | '\t' | '|';
  decimalSeparator?: '.' | ',';
  dateOrder?: 'DMY' | 'MDY';
  encoding?: 'auto' | 'utf-8' | 'windows-1252';
  columnTypes?: Record<string, 'number' | 'date' | 'string'>;
}

/** main → worker */
export interface ParseRequest {
  type: 'parse';
  file: Blob;
  options: ParseRequestOptions;
}

/** worker → main */
export type ParseResponse =
  | { type: 'progress'; bytes: number; total: number; rows: number }
  | { type: 'done'; dataset: WireDataset }
  | { type: 'error'; code: CoreErrorCode | 'UNKNOWN'; message: string; line: number };
