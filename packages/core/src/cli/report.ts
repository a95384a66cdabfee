// `tallyline report <file.csv>`: the Markdown report of one file on stdout.
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../csv/parseCsv.js';
import { generateReport } from '../report/generateReport.js';
import { renderReportMarkdown } from '../report/renderReportMarkdown.js';

/**
 * Runs `report`: reads and parses the file and prints the Markdown report (the
 * content of analytics-report-{date}.md) to `out`. Returns the exit code (2 = usage).
 */
export async function runReport(args: readonly string[], out: (text: string) => void, now = new Date()): Promise<number> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    out('usage: tallyline report <file.csv>\n');
    return 2;
  }
  const ds = parseCsv(await readFile(file));
  out(renderReportMarkdown(generateReport(ds, { now })));
  return 0;
}
