// `tallyline report <file.csv>`: the Markdown report of one file on stdout.
import type { Dataset } from '../dataset/types.js';
import { readDataset } from './readDataset.js';
import type { CliCommand } from './types.js';
import { generateReport } from '../report/generateReport.js';
import { renderReportMarkdown } from '../report/renderReportMarkdown.js';

/**
 * Runs `report`: reads and parses the file and prints the Markdown report (the
 * content of analytics-report-{date}.md) to `out`. Returns the exit code (1 = unreadable file, 2 = usage).
 */
export async function runReport(
  args: readonly string[],
  out: (text: string) => void,
  now = new Date(),
  err: (text: string) => void = out,
): Promise<number> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    err('usage: tallyline report <file.csv>\n');
    return 2;
  }
  let ds: Dataset;
  try {
    ds = await readDataset(file);
  } catch (e) {
    err(`tallyline report: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  out(renderReportMarkdown(generateReport(ds, { now })));
  return 0;
}

/** `report` as a CliCommand (usage and errors on stderr). */
export const reportCommand: CliCommand = (args, io) => runReport(args, io.stdout, new Date(), io.stderr);
