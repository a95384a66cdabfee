/** Texts read out to screen readers when the page changes without a reload (issue 17). */
export const ANNOUNCE = {
  summaryTitle: (file: string) => `Summary of ${file}`,
  uploadFinished: (file: string, rows: number, columns: number) =>
    `Upload finished: ${file}, ${rows.toLocaleString()} ${rows === 1 ? 'row' : 'rows'} and ${columns.toLocaleString()} ${columns === 1 ? 'column' : 'columns'}.`,
} as const;
