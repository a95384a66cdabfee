/** Spec texts of the upload and analysis screen (app.md §2 upload screen, §4 chat, §8 upload). Tests import the same constants. */
export const UPLOAD_TEXT = {
  title: 'Data Upload',
  intro: 'Upload a CSV or Excel (.xlsx) file to explore it, chart it and ask questions about it.',
  dropPrompt: 'Drag and drop your CSV or Excel file here',
  dropActive: 'Drop the file to upload it',
  browse: 'Choose a CSV or Excel file',
  // The spec's sentence stays word for word; the drop zone ends it with a full stop and says Excel support
  // (issue 18) in a sentence of its own, `excelToo`.
  limitAnonymous: 'Supports CSV files up to 10MB',
  // Issue 15: signed in, files up to 1GB are analysed in the browser (a sample above 128MB); only originals up to
  // the Premium 100MB (site FAQ) are stored with the saved dataset.
  limitSignedIn: 'Supports CSV files up to 1GB',
  excelToo: 'Excel (.xlsx) files are accepted too, with the same limit.',
  samplesTitle: 'Sample files',
  parsing: 'Parsing',
  cancel: 'Cancel',
  cancelled: 'Upload cancelled',
  parseFailed: 'Failed to parse CSV file. Please check the file format and try again.',
  uploadFailedToast: 'Failed to upload data',
  uploadSuccessToast: 'Data uploaded successfully!',
  tooLarge: (limit: string, size: string) => `This file is ${size}; the limit is ${limit}. Nothing was uploaded.`,
  continue: 'Continue to Dashboard',
  signInToContinue: 'Sign in to build your dashboard. Your data stays loaded.',
  uploadAnother: 'Upload another file',
  totalRows: 'Total rows',
  /** Issue 15: the explorer and charts of a big file work on a uniform sample; the cards count every row. */
  sampleNotice: (rows: number, total: number) =>
    `Analysing a ${rows.toLocaleString('en')}-row sample of ${total.toLocaleString('en')} rows. The summary cards and the column totals below count every row; the chart and the explorer use the sample (a uniform random one, the same each time for this file).`,
  exactTitle: 'Column totals over every row',
  exactColumn: 'Column',
  exactSum: 'Sum',
  exactMean: 'Mean',
  exactMin: 'Min',
  exactMax: 'Max',
  exactMissing: 'Missing',
  columns: 'Columns',
  numericColumns: 'Numeric columns',
  categories: 'Categories',
  chartTitle: 'Chart',
  noChartData: 'No data available for visualization',
  chartNotSupported: 'Chart type not supported',
  explorerTitle: 'Data Explorer',
  exportCsv: 'Export CSV',
  noRows: 'No rows match your search',
  searchPreparing: 'Preparing the search of every row… your search runs as soon as it is ready.',
  chatTitle: 'AI insights',
  copied: 'Copied!',
  settingsTitle: 'Import settings',
  settingsHint: 'What was detected in the file. Change any of it and re-parse.',
  reparse: 'Re-parse with these settings',
  /** Issue 18: a reopened dataset whose file cannot be read again with other settings. */
  reparsePreviewOnly: 'Only the first rows of this dataset were saved, not its file: these settings cannot be changed.',
  reparseRewritten: 'This dataset was refreshed and its file rewritten as CSV: these settings cannot be changed.',
  /** The sheet picker of a workbook of several sheets (issue 18). */
  sheet: 'Sheet',
  sheetOption: (name: string, rows: number | null, columns: number | null) =>
    rows === null || columns === null ? name : rows === 0 ? `${name} (empty)` : `${name} (${rows.toLocaleString('en-US')} rows × ${columns} columns)`,
  /** The import settings' brief and the file's name line: which sheet of the workbook is shown. */
  sheetRead: (name: string) => `sheet ${name}`,
  sheetOf: (position: number, count: number) => `(${position} of ${count})`,
  delimiter: 'Delimiter',
  encoding: 'Encoding',
  decimalSeparator: 'Decimal separator',
  dateOrder: 'Date order',
  /** The import settings' brief: the day/month order a/b/yyyy dates were read in (only when the file has such dates). */
  datesRead: (order: string) => `dates read as ${order}`,
  columnType: 'Type',
  columnFit: 'Fits',
  columnRole: 'Role',
  roleByYou: 'set by you',
} as const;

/** Issue 13 chart controls (upload chart and dashboard panels). */
export const CHART_CONTROLS_TEXT = {
  group: 'Chart controls',
  xAxis: 'Category / x',
  value: 'Value',
  aggregation: 'Aggregation',
  series: 'Series',
  countRows: 'count of rows',
  noSeries: 'None',
  reset: 'Reset to default',
  customize: 'Customize',
} as const;

/** The specific reason under the inline parse error, by core's CsvParseError code. */
export const PARSE_REASONS: Readonly<Record<string, string>> = {
  EMPTY_FILE: 'The file is empty.',
  NO_HEADER: 'The file has no header row.',
  NO_DATA_ROWS: 'The file has a header row but no data rows.',
  BINARY_INPUT: 'The file does not look like text (is it a spreadsheet or an image?).',
  UNTERMINATED_QUOTE: 'A quoted field is never closed.',
  TOO_MANY_COLUMNS: 'The file has more than 16,384 columns (the limit, as in Excel).',
  FIELD_TOO_LONG: 'A cell is longer than a million characters (is a closing quote missing?).',
  UNKNOWN: 'The file could not be read.',
};

/** Chat reply delay and the 'Copied!' confirmation (spec app.md §9 timings). */
export const CHAT_REPLY_DELAY_MS = 1000;
export const COPIED_MS = 2000;

/** Files bigger than this are parsed into a sample (core's parseCsvSampled) instead of whole: 128 MiB. */
export const SAMPLE_FROM_BYTES = 128 * 1024 * 1024;
/**
 * Workbooks bigger than this are read into a sample (core's parseXlsxSampled): 32 MiB. Lower than a CSV's:
 * an .xlsx is compressed, so 32 MiB of workbook holds as many rows as several times that of CSV text.
 */
export const XLSX_SAMPLE_FROM_BYTES = 32 * 1024 * 1024;
/** The signed-in limit of a file analysed in the browser (issue 15): 1 GiB. */
export const BROWSER_LIMIT_SIGNED_IN_BYTES = 1024 * 1024 * 1024;

/** Rows saved with a signed-in upload's dataset row (the table keeps a preview, not a 100 MB JSON). */
export const DATASET_SAVE_MAX_ROWS = 10_000;

/** The sample files served from /app/samples/ and listed on the upload screen. */
export const SAMPLE_FILES = [
  { file: 'sales_by_region.csv', label: 'Sales by region and month' },
  { file: 'marketing_campaigns.csv', label: 'Marketing campaign results' },
  { file: 'inventory_levels.csv', label: 'Inventory levels by warehouse' },
] as const;
