import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../../src/csv/parseCsv.js';
import type { CsvOptions } from '../../src/csv/types.js';
import type { Dataset } from '../../src/dataset/types.js';

const dir = fileURLToPath(new URL('../../node_modules/vega-datasets/data/', import.meta.url));

/** The text of a public CSV from the vega-datasets package (seattle-weather.csv, stocks.csv, …). */
export function publicCsvText(name: string): string {
  return readFileSync(dir + name, 'utf8');
}

/** A public CSV from vega-datasets, parsed. */
export function publicCsv(name: string, options?: CsvOptions): Dataset {
  return parseCsv(readFileSync(dir + name), options);
}

/** The rows of a public CSV split naively (none of the files used have quoted commas), for independent checks. */
export function publicCsvRows(name: string): string[][] {
  return publicCsvText(name).trim().split(/\r?\n/).slice(1).map((line) => line.split(','));
}
