// Writes deterministic .xlsx workbooks for the web benchmarks and e2e tests with ExcelJS — an independent
// writer (our reader is core's own, docs/xlsx.md). ExcelJS is a dev dependency of @tallyline/core, not of
// the app, so it is loaded from there.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const ExcelJS = createRequire(join(repoDir, 'packages', 'core', 'package.json'))('exceljs');

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

/** The values of row `i` (0-based): a date, a region, whole-number units and revenue in cents. */
export function xlsxRow(i) {
  return [new Date(Date.UTC(2024, 0, 1 + (i % 730))), REGIONS[i % REGIONS.length], 1 + ((i * 7) % 50), ((i * 7919) % 100_000) / 100];
}
export const XLSX_HEADERS = ['Date', 'Region', 'Units', 'Revenue'];

/**
 * Streams a workbook of `rows` data rows (sheet "Sales", header first; dates styled as dates) to `path`
 * with ExcelJS's streaming writer, so a 200,000-row sheet never sits whole in this process.
 * Resolves to the sum of Units, computed here (not by core) for the tests to compare.
 */
export async function writeXlsx(path, rows) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = wb.addWorksheet('Sales');
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd';
  sheet.addRow(XLSX_HEADERS).commit();
  let units = 0;
  for (let i = 0; i < rows; i++) {
    const row = xlsxRow(i);
    units += row[2];
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await wb.commit();
  return { rows, units };
}

/** The same rows as CSV text (dates as yyyy-mm-dd): the control for the .xlsx measurement. */
export function xlsxRowsAsCsv(rows) {
  const lines = [XLSX_HEADERS.join(',')];
  for (let i = 0; i < rows; i++) {
    const [d, region, units, revenue] = xlsxRow(i);
    lines.push(`${d.toISOString().slice(0, 10)},${region},${units},${revenue}`);
  }
  return `${lines.join('\n')}\n`;
}
