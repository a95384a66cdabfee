// `tallyline report <file.csv>`: the Markdown report of one file on stdout.
import { datasetFromArgs } from './datasetFromArgs.js';
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
  const ds = await datasetFromArgs('report', 'tallyline report <file.csv>', args, err);
  if (typeof ds === 'number') return ds;
  out(renderReportMarkdown(generateReport(ds, { now })));
  return 0;
}

/** `report` as a CliCommand (usage and errors on stderr). */
export const reportCommand: CliCommand = (args, io) => runReport(args, io.stdout, new Date(), io.stderr);
