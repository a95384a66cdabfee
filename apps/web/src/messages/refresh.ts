import { SAMPLE_FROM_BYTES, XLSX_SAMPLE_FROM_BYTES } from './upload.js';

const MIB = 1024 * 1024;

/** Text of the saved datasets' "Refresh with a new file" and "Versions" dialogs (issue 18). */
export const REFRESH_TEXT = {
  refresh: 'Refresh',
  refreshLabel: (name: string) => `Refresh ${name} with a new file`,
  title: (name: string) => `Refresh ${name}`,
  description: 'Replace the saved rows with a new file of the same columns, or add its rows after them. The current content is kept as a version you can restore.',
  pick: 'Choose a CSV or .xlsx file',
  reading: 'Reading the files…',
  readFailed: (message: string) => `Could not read the file: ${message}`,
  noSuchSheet: (saved: string, read: string) => `This workbook has no sheet "${saved}" (the saved dataset's): its sheet "${read}" was read. Pick another sheet above if needed.`,
  sampled: (sampleRows: number, totalRows: number) =>
    `This file is too big to refresh a saved dataset: over ${SAMPLE_FROM_BYTES / MIB} MB (a workbook over ${XLSX_SAMPLE_FROM_BYTES / MIB} MB) the app reads a sample of ` +
    `${sampleRows.toLocaleString('en-US')} of its ${totalRows.toLocaleString('en-US')} rows, and a refresh must save every row. The saved dataset was not changed. ` +
    'Split the file into smaller ones and append them one after another.',
  unchanged: 'This file holds the same rows as the saved dataset: nothing to refresh, and no new version was made.',
  mismatchTitle: "The new file's columns do not match",
  missing: 'Missing from the new file:',
  extra: 'Not in the saved dataset:',
  mismatchHint: 'A refresh needs the same column names (in any order). Choose another file.',
  modeLegend: 'What to do with the new rows',
  replace: (rows: number) => `Replace — the dataset becomes the new file (${rows.toLocaleString('en-US')} rows)`,
  append: (before: number, added: number) =>
    `Append — add the new rows after the saved ones (${before.toLocaleString('en-US')} + ${added.toLocaleString('en-US')} = ${(before + added).toLocaleString('en-US')} rows)`,
  save: 'Save refresh',
  saving: 'Saving…',
  saveFailed: (message: string) => `The refresh was not saved: ${message}`,
  retry: 'Retry',
  cancel: 'Cancel',
  refreshed: (rows: number) => `Dataset refreshed: ${rows.toLocaleString('en-US')} rows. Reopen it to recompute its dashboard, KPIs and report.`,

  versions: 'Versions',
  versionsLabel: (name: string) => `Versions of ${name}`,
  versionsTitle: (name: string) => `Versions of ${name}`,
  versionsDescription: 'Every refresh or restore keeps the content it replaced. Restoring a version makes it current and keeps the current one too.',
  loading: 'Loading versions…',
  loadFailed: (message: string) => `Could not load the versions: ${message}`,
  current: (version: number) => `Current: version ${version}`,
  noVersions: 'No earlier versions yet. Refreshing the dataset keeps its current content here.',
  version: (n: number) => `Version ${n}`,
  versionMeta: (rows: number, columns: number, replacedAt: string) =>
    `${rows.toLocaleString('en-US')} rows · ${columns} columns · replaced ${new Date(replacedAt).toLocaleString()}`,
  restore: 'Restore',
  restoreLabel: (n: number) => `Restore version ${n}`,
  restoreFailed: (message: string) => `Version was not restored: ${message}`,
  restored: (n: number, rows: number) => `Version ${n} restored: ${rows.toLocaleString('en-US')} rows. Reopen the dataset to recompute its dashboard, KPIs and report.`,
} as const;
