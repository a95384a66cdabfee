import { formatNumber } from '@tallyline/core';
import type { Portfolio } from '@tallyline/core';
/** Spec texts of the workflow steps 2-6 (app.md §2, §4, §8). Tests import the same constants. */
export const STEPS_TEXT = {
  noData: 'No Data Available',
  noDataHint: 'Upload a CSV file to start the analytics workflow.',
  goToUpload: 'Go to Data Upload',
  reportNeedsWorkflow: 'Please complete the workflow to generate a report',
  startWorkflow: 'Start Workflow',
  back: 'Back',
  tryAgain: 'Try Again',
  restoring: 'Restoring your workflow...',
} as const;

/**
 * Issue 13: a file with no measure (zipcodes.csv: an id, coordinates and categories) gets an empty state on the
 * KPI, Portfolio and Trend steps that says why and what to do, not the spec's made-up sample KPIs, portfolio and trend.
 */
export const NO_MEASURE_TEXT = {
  kpiTitle: 'No measure to track',
  trendTitle: 'No measure to follow over time',
  portfolioTitle: 'No groups to compare',
  portfolioBuild: 'Or use Customize Portfolio to enter holdings by hand.',
  whatToDo: 'If one of these columns does hold a quantity, open Import settings on the Data Upload screen, set its role to Measure and re-parse.',
  whatToDoCategory: 'If one of these columns does name groups, open Import settings on the Data Upload screen, set its role to Category (dimension) and re-parse.',
  kpiChoose: 'Or tick a column under KPI columns below and apply, to track it anyway.',
  trendChoose: 'Or choose a value column above, to follow it anyway.',
  chooseColumn: 'Choose a column',
  /** The report's Workflow Summary items of steps that got nothing from the data (spec: 'KPIs calculated and tracked', …). */
  summaryNoKpi: 'No KPI from this data',
  summaryNoPortfolio: 'No portfolio from this data',
  summaryNoTrend: 'No trend from this data',
  /** Trend step, a file with a measure but no time column (core's `noTime`): why and what to do come from core. */
  trendNoTimeTitle: 'No time column to follow a trend along',
  /** The time picker's entry while no trend is made for lack of a time column. */
  noTimeColumn: 'No time column',
} as const;

export const DASHBOARD_TEXT = {
  title: 'Analytics Dashboard',
  loading: 'Generating dashboard...',
  failedTitle: 'Dashboard Generation Failed',
  failedMessage: 'Unable to generate a dashboard from the current data. Sample content is shown instead.',
  continue: 'Continue to KPIs',
  notSupported: 'Chart type not supported',
  noData: 'No data available for visualization',
  categoryColumn: 'Category column',
  valueColumn: 'Value column',
  share: 'Share publicly',
  shareHint: 'Anyone with the link can view this dashboard, without signing in.',
  shareLink: 'Public link',
  copyLink: 'Copy link',
  newLink: 'New link',
  newLinkHint: 'A new link replaces the old one, which stops working.',
  revokeLink: 'Revoke link',
  linkCopied: 'Link copied',
  saveFirst: 'Sign in to save and share this dashboard.',
  viewFull: 'View full screen',
} as const;

export const KPI_TEXT = {
  title: 'KPI Tracker',
  loading: 'Generating KPIs...',
  failedTitle: 'KPI Generation Failed',
  failedMessage: 'Unable to generate KPIs from the current data. Sample KPIs are shown instead.',
  continue: 'Continue to Portfolio',
  total: 'Total KPIs',
  onTrack: 'On Track',
  atRisk: 'At Risk',
  behind: 'Behind',
  /** KPIs with no better direction (wind, rainfall): core's neutral statuses. */
  compared: 'Compared, not judged',
  notCompared: 'Not compared',
  chooseColumns: 'KPI columns',
  target: 'Target',
  targetPlaceholder: 'earlier period',
  apply: 'Apply',
  description:
    'Each KPI compares the latest complete period with the same period a year earlier (or the previous one when the data is shorter); its card states the rule.',
} as const;

export const PORTFOLIO_TEXT = {
  title: 'Portfolio Analysis',
  loading: 'Generating portfolio analysis...',
  failedTitle: 'Portfolio Generation Failed',
  failedMessage: 'Unable to generate portfolio from current data structure',
  complete: 'Portfolio Analysis Complete!',
  completeHint: 'Your portfolio is ready. Next, look at the trends and forecast.',
  analyzeTrends: 'Analyze Trends',
  continue: 'Continue to Trends',
  customize: 'Customize Portfolio',
  save: 'Save Changes',
  cancel: 'Cancel',
  allocation: 'Allocation',
  performance: 'Performance by component',
  /** Under the Performance card's "—" and in place of the change bars when core has no performance (nothing earlier). */
  noEarlierPrices: 'No earlier prices in the file',
  noEarlierValues: 'No earlier values in the file',
  noChangeChart: 'No change to chart: the file has nothing earlier to compare these holdings with.',
  holdings: 'Holdings',
  groupColumn: 'Group by column',
  valueColumn: 'Value column',
  editName: 'Portfolio name',
  editDescription: 'Description',
} as const;

/** Where core cut a groups view's halves (`Portfolio['changeHalves']`). */
type HalvesWords = NonNullable<Portfolio['changeHalves']>;

/** Halves are always of the time column (without one core compares none: row order is not time). */
function halvesWords(halves: HalvesWords, group: string): string {
  return halves.within === 'all' ? 'the time range' : `each ${group}'s time range`;
}

/** Issue 13: a portfolio that is not holdings (rainfall, mean prices, costs) read as groups of its measure, as the report reads it. */
export const PORTFOLIO_GROUPS_TEXT = {
  summary: 'Groups summary',
  groups: 'Groups',
  group: 'Group',
  groupsTitle: 'Groups',
  /** The Groups card when the smaller groups are folded into one 'Other' (more than 10 groups). */
  groupsWithOther: (named: number, other: string) => `${named.toLocaleString('en-US')} + ${other}`,
  total: (measure: string) => `Total ${measure}`,
  largestShare: 'Largest share',
  /** A summary table's rows (core's `perRow`: one row per region), ranked: each value is the row's own, never a "mean" or a "group". */
  rows: 'Rows',
  highest: (measure: string) => `Highest ${measure}`,
  lowest: (measure: string) => `Lowest ${measure}`,
  rankedComplete: 'Rows ranked',
  rankedHint: (what: { measure: string; group: string }) =>
    `${what.measure} per ${what.group}, one row each, ranked — not holdings: no column is a quantity held and its price, or what a holding is worth. Next, look at the trends and forecast.`,
  highestMean: (measure: string) => `Highest mean ${measure}`,
  lowestMean: (measure: string) => `Lowest mean ${measure}`,
  share: (measure: string) => `Share of total ${measure}`,
  shareColumn: 'Share',
  /**
   * The change chart's title, saying exactly what core compared (`changeHalves`): each group's total between the halves
   * of the whole time range for an additive measure (the halves of the report's total), its mean between the halves
   * of its own range for an averaged one.
   */
  changeTitle: (what: { aggregation: 'sum' | 'mean'; measure: string; group: string; halves: HalvesWords; percent: boolean }) =>
    `Change in ${what.aggregation === 'mean' ? 'mean' : 'total'} ${what.measure} per ${what.group}, earlier to later half of ${halvesWords(what.halves, what.group)} (${what.percent ? '%' : 'units'})`,
  /** In place of the change chart when core compared no halves: a file's row order is not time. */
  noChange: 'No change over time: this file has no time column, and its row order is not time.',
  earlierColumn: (aggregation: 'sum' | 'mean') => `${aggregation === 'mean' ? 'Mean' : 'Total'}, earlier half`,
  laterColumn: (aggregation: 'sum' | 'mean') => `${aggregation === 'mean' ? 'Mean' : 'Total'}, later half`,
  changeColumnPercent: 'Change (%)',
  changeColumnUnits: 'Change',
  /** Under the % chart: groups with nothing in the earlier half have no % change (a % of 0 is no number). */
  noBase: (names: readonly string[], aggregation: 'sum' | 'mean') =>
    `No % change for ${names.join(', ')}: ${aggregation === 'mean' ? 'its earlier mean is 0' : 'nothing in the earlier half'}.`,
  /** Under the change chart: groups whose halves hold too few rows for core to compare their means (no earlier / later). */
  thinHalves: (names: readonly string[]) => `No change for ${names.join(', ')}: too few rows in a half of the time range to compare means.`,
  /** The banner in place of the spec's 'Portfolio Analysis Complete!' / 'Your portfolio is ready': rainfall by weather is no portfolio. */
  complete: 'Groups compared',
  completeHint: (what: { aggregation: 'sum' | 'mean'; measure: string; group: string }) =>
    `${what.aggregation === 'mean' ? 'The mean' : 'The total'} ${what.measure} per ${what.group}, compared — not holdings: no column is a quantity held and its price, or what a holding is worth. Next, look at the trends and forecast.`,
  generated: 'Groups compared successfully!',
  updated: 'Groups updated successfully!',
  /** The edit a groups view offers in place of 'Customize Portfolio': its name and description (rainfall has no holdings to edit). */
  customize: 'Edit name and description',
  saved: 'Name and description saved!',
  /** The report's tile and Workflow Summary item for groups (spec: 'Portfolio Components', 'Portfolio analysis completed'). */
  reportTile: 'Groups Compared',
  summaryItem: 'Groups of a measure compared',
} as const;

export const TREND_TEXT = {
  /** Under the title: the forecast in the series' own periods ("the next 5 weeks"), not "a 5-period forecast" of weekly data. */
  description: (column: string, periods: number, unit: string | undefined) =>
    `Trend of ${column} with a forecast of the next ${periods} ${unit ? `${unit}${periods === 1 ? '' : 's'}` : periods === 1 ? 'period' : 'periods'}.`,
  title: 'Trend Analysis',
  loading: 'Analyzing trends and generating predictions...',
  failedTitle: 'Trend Analysis Failed',
  failedMessage: 'Unable to analyze trends in the current data. A sample analysis is shown instead.',
  generateReport: 'Generate Report',
  createReport: 'Create Report',
  keyInsights: 'Key Insights',
  valueColumn: 'Value column',
  dateColumn: 'Date column',
  rowOrder: 'Row order',
  entity: 'Series',
  horizon: 'Forecast periods',
  upward: 'Upward',
  downward: 'Downward',
  forecastModel: 'Forecast model',
  season: 'Season',
  model: 'Model',
  quality: 'Quality',
  noSeason: 'None: no calendar cycle beat the models without one on the backtest',
  noSeasonTested: 'None looked for',
  tooShort: 'Too few periods to backtest: the forecast repeats the last value (naive).',
  /**
   * Core withheld the trend (too little support: sparse dates, fewer than 3 complete periods — no `change`): the cards keep
   * the spec's labels, but say nothing was measured and why, in the report's words ("No trend, forecast or anomalies are stated").
   */
  withheld: {
    headline: 'No trend, forecast or anomalies are stated.',
    description: (column: string) => `Trend of ${column}: none stated — too little support for a line, a forecast or anomalies.`,
    notMeasured: 'Not measured',
    none: '—',
    directionHint: 'Too little support for a line',
    anomaliesHint: 'Not measured: no line to measure them against',
    predictionsHint: 'No forecast: too little support',
    model: 'None: no forecast is made from too little support',
    season: 'Not looked for',
    quality: 'Not measured: no forecast to backtest',
    /** The report's Workflow Summary item in place of 'Trends analyzed with predictions'. */
    summaryItem: 'Trend checked: too little support to state one',
  },
  /** Spec §2: the four fixed recommendations after the analysis insights, each shown only when the analysis supports it (`trendRecommendations`). */
  recommendations: [
    'Monitor anomalies closely: they can point to data-quality issues.',
    'Use the predictions for planning and resource allocation.',
    'Consider seasonal patterns when reading the forecast.',
    'Implement automated alerts for significant deviations.',
  ],
} as const;

export const REPORT_TEXT = {
  title: 'Analytics Report',
  loading: 'Generating comprehensive report...',
  failedTitle: 'Report Generation Failed',
  failedMessage: 'Unable to generate the report. A sample report is shown instead.',
  complete: 'Analytics Workflow Complete!',
  stepsDone: (n: number) => `All ${n} steps completed`,
  download: 'Download Report',
  workflowSummary: 'Workflow Summary',
  /** Spec §2 checklist of the six steps. */
  checklist: ['Data Upload', 'Dashboard', 'KPIs', 'Portfolio', 'Trends', 'Report'],
  /** Spec §2: the fixed 'Workflow Summary' — six items with checks. */
  summaryItems: [
    'Data uploaded and validated',
    'Interactive dashboard generated',
    'KPIs calculated and tracked',
    'Portfolio analysis completed',
    'Trends analyzed with predictions',
    'Comprehensive report generated',
  ],
} as const;

/** Spec §8 toasts of the steps. */
export const STEP_TOASTS = {
  dashboardGenerated: 'Dashboard generated successfully!',
  dashboardFailed: 'Failed to generate dashboard',
  dashboardUpdated: 'Dashboard updated successfully!',
  dashboardSaveFailed: 'Failed to save dashboard to database',
  shareFailed: 'Failed to update the share link',
  shareRevoked: 'Share link revoked: it no longer opens the dashboard',
  kpisGenerated: 'KPIs generated successfully!',
  kpisFailed: 'Failed to generate KPIs',
  portfolioGenerated: 'Portfolio generated successfully!',
  portfolioFailed: 'Failed to generate portfolio',
  portfolioUpdated: 'Portfolio updated successfully!',
  portfolioSaveFailed: 'Failed to save portfolio to database',
  assetAdded: 'Asset added successfully',
  assetInvalid: 'Please fill in all asset fields',
  assetRemoved: 'Asset removed',
  customizationSaved: 'Portfolio customization saved!',
  trendCompleted: 'Trend analysis completed!',
  trendFailed: 'Failed to generate trend analysis',
  reportGenerated: 'Complete report generated!',
  reportFailed: 'Failed to generate report',
  reportDownloaded: 'Report downloaded successfully!',
  datasetOpened: 'Dataset opened',
  datasetOpenFailed: 'Failed to open the saved dataset',
} as const;

/**
 * Issue 13: in place of a step's success toast when it made nothing from this data (zipcodes.csv: no measure;
 * gapminder: no time column) — what happened, never "completed" for work not done. The step's empty state says why.
 */
export const NOTHING_TOASTS = {
  kpis: 'No KPIs made: this data has no measure to track.',
  portfolio: 'No groups compared: this data has no measure to total or average per category.',
  trendNoMeasure: 'No trend made: this data has no measure to follow over time.',
  trendNoTime: 'No trend made: this data has no time column.',
  trendWithheld: 'No trend stated: too little support for a line, a forecast or anomalies.',
} as const;

export const SAVED_TEXT = {
  title: 'Your saved datasets',
  empty: 'No saved datasets yet. Datasets you upload while signed in appear here.',
  open: 'Open',
  rows: (n: number) => `${formatNumber(n)} rows`,
  columns: (n: number) => `${n} columns`,
} as const;

export const SHARE_TEXT = {
  loading: 'Loading shared dashboard...',
  unavailableTitle: 'Dashboard not available',
  unavailable: 'This link is no longer valid or was revoked — ask the owner for a new link.',
  sharedBy: 'Shared read-only dashboard',
  openApp: 'Open Tallyline',
  failedTitle: 'The dashboard could not be loaded',
  failed: (reason: string) => `Check your connection and try again (${reason}).`,
  retry: 'Retry',
} as const;
