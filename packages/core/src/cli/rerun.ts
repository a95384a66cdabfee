// `tallyline rerun <report.md> <file>`: recompute a report from its reproducibility header.
import { readFile } from 'node:fs/promises';
import { analyzeDataset } from '../analysis/analyzeDataset.js';
import { CoreError } from '../errors.js';
import type { AnalysisSettings } from '../analysis/types.js';
import { headerSettings } from '../provenance/headerSettings.js';
import { readReportHeader } from '../provenance/readReportHeader.js';
import type { ImportSettings, ReportHeader } from '../provenance/types.js';
import type { DateOrder } from '../dataset/types.js';
import { CORE_VERSION } from '../version.js';
import { runAnalysis } from './analyze.js';
import { USAGE } from './help.js';
import { readDataset } from './readDataset.js';
import type { CliCommand } from './types.js';

/**
 * The date order to read the file with again. Given, an order is applied to every column; so when a column
 * followed its own cells to another order than the file's, none is given and each column decides again from
 * the same cells (the fingerprint check below confirms they are the same).
 */
function rerunDateOrder(imp: ImportSettings): { dateOrder?: DateOrder } {
  const own = Object.values(imp.columnDateOrders ?? {});
  return own.every((o) => o === imp.dateOrder) ? { dateOrder: imp.dateOrder } : {};
}

/**
 * Runs `rerun`: reads the report's header, reads the data file with the recorded import settings,
 * checks the data fingerprint, re-runs the analysis with the recorded parameters (every step's choices
 * included) and time, and
 * compares the new report with the old one line by line. Exit 0 when every number is the same
 * (the new report goes to stdout), 1 when the data or any line differs (the differing lines on stderr), 2 usage.
 */
export const rerunCommand: CliCommand = async (args, io) => {
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length !== 2 || files.length !== args.length) {
    io.stderr(`tallyline rerun: expected <report.md> <data file>\n${USAGE}\n`);
    return 2;
  }
  const [reportFile, dataFile] = files as [string, string];
  let original: string;
  let header: ReportHeader;
  try {
    original = await readFile(reportFile, 'utf8');
    header = readReportHeader(original);
  } catch (e) {
    io.stderr(`${reportFile}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const imp = header.import;
  let settings: AnalysisSettings;
  try {
    settings = headerSettings(header.parameters);
  } catch (e) {
    io.stderr(`${reportFile}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  let ds;
  try {
    ds = await readDataset(dataFile, {
      ...(imp.sheet === undefined ? {} : { sheet: imp.sheet }),
      delimiter: imp.delimiter,
      decimalSeparator: imp.decimalSeparator,
      ...rerunDateOrder(imp),
      encoding: imp.encoding,
      columnTypes: imp.columnTypes,
      ...(imp.columnRoles ? { columnRoles: imp.columnRoles } : {}),
    });
  } catch (e) {
    io.stderr(`${dataFile}: ${e instanceof Error ? e.message : String(e)}${e instanceof CoreError ? ` [${e.code}]` : ''}\n`);
    return 1;
  }
  if (header.coreVersion !== CORE_VERSION) io.stderr(`note: the report was made by @tallyline/core ${header.coreVersion}; this is ${CORE_VERSION}\n`);
  const result = runAnalysis(
    () =>
      analyzeDataset(ds, { ...settings, now: header.generatedAt }),
    io,
  );
  if (typeof result === 'number') return result;
  if (result.header.dataset.fingerprint !== header.dataset.fingerprint) {
    io.stderr(`${dataFile}: not the data the report was made from (fingerprint ${result.header.dataset.fingerprint}, the report has ${header.dataset.fingerprint})\n`);
    return 1;
  }
  const before = original.split('\n');
  const after = result.markdown.split('\n');
  const differing = after.flatMap((line, i) => (line === before[i] ? [] : [`line ${i + 1}: was "${before[i] ?? ''}", now "${line}"`]));
  if (before.length > after.length) differing.push(`the report had ${before.length - after.length} more lines`);
  io.stdout(result.markdown);
  if (differing.length > 0) {
    io.stderr(`tallyline rerun: ${differing.length} line(s) differ:\n${differing.slice(0, 20).join('\n')}\n`);
    return 1;
  }
  io.stderr('tallyline rerun: same data, same numbers.\n');
  return 0;
};
