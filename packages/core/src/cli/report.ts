// `tallyline report <file> [options]`: the Markdown report of one file on stdout.
import { analyzeDataset } from '../analysis/analyzeDataset.js';
import { runAnalysis } from './analyze.js';
import { datasetFromArgs } from './datasetFromArgs.js';
import type { CliCommand } from './types.js';

/**
 * Runs `report`: the content of analytics-report-{date}.md for the file, with the settings from the
 * flags, ending with the reproducibility header `tallyline rerun` reads. `--now` dates it.
 */
export const reportCommand: CliCommand = async (args, io) => {
  const read = await datasetFromArgs('report', args, io.stderr);
  if (typeof read === 'number') return read;
  const { options, ds } = read;
  const result = runAnalysis(() => analyzeDataset(ds, { ...options.settings, now: options.now ?? new Date() }), io);
  if (typeof result === 'number') return result;
  io.stdout(result.markdown);
  return 0;
};
