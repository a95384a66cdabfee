/**
 * @tallyline/core — every public name, in pipeline order.
 * Keep this list explicit: it is the package's contract (see test/exports.test.ts).
 */

// errors
export { CORE_VERSION } from './version.js';
export { CoreError, CsvParseError } from './errors.js';
export type { CoreErrorCode } from './errors.js';

// constants
export * from './constants.js';

// dataset
export { createDataset } from './dataset/createDataset.js';
export { columnNamesOfType } from './dataset/columnNamesOfType.js';
export { datasetFingerprint, rememberFingerprint } from './stats/datasetFingerprint.js';
export type { CreateDatasetInput } from './dataset/createDataset.js';
export { numberColumn } from './dataset/numberColumn.js';
export { stringColumn } from './dataset/stringColumn.js';
export { dateColumn } from './dataset/dateColumn.js';
export { columnText } from './dataset/columnText.js';
export type {
  CellValue,
  Column,
  ColumnAggregate,
  ColumnProfile,
  ColumnType,
  CsvWarning,
  DataRow,
  DataSource,
  Dataset,
  DatasetSample,
  DatasetSummary,
  DateColumn,
  DateOrder,
  DecimalSeparator,
  Delimiter,
  Detection,
  NumberColumn,
  StringColumn,
  TextCodes,
  TextEncoding,
  WarningCode,
} from './dataset/types.js';

// csv ingest
export { parseCsv } from './csv/parseCsv.js';
export { createCsvParser } from './csv/createCsvParser.js';
export { parseCsvStream } from './csv/parseCsvStream.js';
export { formatCsv } from './csv/formatCsv.js';
export { formatCsvField } from './csv/formatCsvField.js';
export type { FormatCsvOptions } from './csv/formatCsv.js';
export { detectDelimiter } from './csv/detectDelimiter.js';
export { detectDecimalSeparator } from './csv/detectDecimalSeparator.js';
export { detectDateOrder } from './csv/detectDateOrder.js';
export { makeUniqueHeaders } from './csv/makeUniqueHeaders.js';
export type { UniqueHeaders } from './csv/makeUniqueHeaders.js';
export type { CsvOptions, CsvParser, CsvProgress, CsvStreamOptions, EncodingOption } from './csv/types.js';
// big files: a uniform sample with exact aggregates over every row (issue 15)
export { createReservoir } from './sample/createReservoir.js';
export type { Reservoir, ReservoirState } from './sample/createReservoir.js';
export { createColumnAggregate } from './sample/createColumnAggregate.js';
export type { ColumnAggregator } from './sample/createColumnAggregate.js';
export { createSampledCsvParser, SAMPLE_ROWS, SAMPLE_BYTES, SAMPLE_SEED } from './sample/createSampledCsvParser.js';
export type { SampledCsvOptions } from './sample/createSampledCsvParser.js';
export { parseCsvSampled } from './sample/parseCsvSampled.js';
export type { SampledCsvStreamOptions } from './sample/parseCsvSampled.js';

// .xlsx ingest (through the same typing as CSV) and any data file
export { parseXlsx, parseXlsxSampled } from './xlsx/parseXlsx.js';
export { listXlsxSheets } from './xlsx/listXlsxSheets.js';
export { describeXlsxSheets } from './xlsx/describeXlsxSheets.js';
export { isXlsx } from './xlsx/isXlsx.js';
export type { XlsxOptions, XlsxSampledOptions, XlsxSheetSize } from './xlsx/types.js';
export { parseFile } from './file/parseFile.js';
export type { ParseFileOptions } from './file/types.js';
export { importChoices, readRefreshFile, readSavedImportSettings, refreshedImportSettings, savedFileOptions } from './file/savedImportSettings.js';
export type { ImportChoices, RefreshRead, SavedImportSettings } from './file/savedImportSettings.js';
export { datasetFromRows } from './file/datasetFromRows.js';
export type { SavedRow } from './file/datasetFromRows.js';
export { datasetToRows } from './file/datasetToRows.js';
export { compareColumns } from './refresh/compareColumns.js';
export type { ColumnMismatch } from './refresh/compareColumns.js';
export { refreshRows } from './refresh/refreshRows.js';
export type { RefreshMode, SavedRows } from './refresh/refreshRows.js';

// one analysis of a dataset (app, CLI and API) and the report's reproducibility header
export { analyzeDataset } from './analysis/analyzeDataset.js';
export type { Analysis, AnalysisSettings, AnalyzeDatasetOptions, DashboardSettings, KpiSettings, PortfolioSettings, TrendSettings } from './analysis/types.js';
export { readAnalysisSettings, MAX_HORIZON, MAX_ANOMALY_THRESHOLD } from './analysis/readAnalysisSettings.js';
export { stepOptions, type StepOptions } from './analysis/stepOptions.js';
export { headerSettings } from './provenance/headerSettings.js';
export { fingerprintDataset } from './provenance/fingerprintDataset.js';
export { importSettings } from './provenance/importSettings.js';
export { reportHeader } from './provenance/reportHeader.js';
export { renderReportHeader, REPORT_HEADER_FENCE } from './provenance/renderReportHeader.js';
export { readReportHeader } from './provenance/readReportHeader.js';
export type { AnalysisParameters, ImportSettings, ReportHeader } from './provenance/types.js';

// parsing in a Web Worker
export { serveParseWorker } from './worker/serveParseWorker.js';
export { parseInWorker } from './worker/parseInWorker.js';
export type {
  ParseInWorkerOptions,
  ParseWorkerHandle,
  ParseWorkerOptions,
  ParseWorkerReply,
  ParseWorkerRequest,
  ParseWorkerScope,
} from './worker/types.js';

// typing
export { inferColumnType } from './typing/inferColumnType.js';
export { measureFit } from './typing/measureFit.js';
export { parseNumber } from './typing/parseNumber.js';
export { parseDate } from './typing/parseDate.js';
export { isBlank } from './typing/isBlank.js';
export { DEFAULT_MISSING_VALUES } from './typing/createMissingTest.js';
export type { InferredType, TypingOptions } from './typing/types.js';

// column roles (issue 13)
export { inferColumnRoles } from './roles/inferColumnRoles.js';
export { columnRole } from './roles/columnRole.js';
export { columnsWithRole } from './roles/columnsWithRole.js';
export { columnTimes } from './roles/columnTimes.js';
export { roleFits } from './roles/roleFits.js';
export { withColumnRoles } from './roles/withColumnRoles.js';
export { primaryMeasure } from './roles/primaryMeasure.js';
export { defaultMeasures } from './roles/defaultMeasures.js';
export { valueCandidates } from './roles/valueCandidates.js';
export { categoryColumns } from './roles/categoryColumns.js';
export { columnsInWords, noMeasureReason } from './roles/noMeasureReason.js';
export type { NoMeasureStep } from './roles/noMeasureReason.js';
export { defaultCategories, pickCategory, rankingLabel, READABLE_CATEGORIES } from './roles/pickCategory.js';
export { ROLE_DISTINCT_CAP } from './roles/roleDraft.js';
export type {
  ColumnRole,
  ColumnRoleInfo,
  ColumnRoleOverride,
  ColumnRoleOverrides,
  ColumnRoles,
  Coordinate,
  InferColumnRolesOptions,
  MeasureAggregation,
  MeasureScale,
  TimeKind,
} from './roles/types.js';

// explore
export { exploreDataset } from './explore/exploreDataset.js';
export { toCsv } from './explore/toCsv.js';
export { pageButtons } from './explore/pageButtons.js';
export { viewRowIndexes } from './explore/viewRowIndexes.js';
export { visibleColumnIndexes } from './explore/visibleColumnIndexes.js';
export { searchRows } from './explore/searchRows.js';
export { sortPermutation } from './explore/sortPermutation.js';
export { buildSearchIndex } from './explore/buildSearchIndex.js';
export { searchIndexBlocks } from './explore/searchIndexBlocks.js';
export { addSearchBlock } from './explore/addSearchBlock.js';
export { neutraliseFormula } from './explore/neutraliseFormula.js';
export { compareText } from './explore/compareText.js';
export type { SearchBlock } from './explore/buildSearchIndex.js';
export type { ExploreOptions, ExploreResult, ExploreSort, ExploreView, SortDirection } from './explore/types.js';

// chart
export { defaultChartConfig } from './chart/defaultChartConfig.js';
export { chartData, MAX_CHART_SERIES } from './chart/chartData.js';
export { chartGroupsShown, type GroupsShown } from './chart/chartGroupsShown.js';
export { chartTitle } from './chart/chartTitle.js';
export { withChartType } from './chart/withChartType.js';
export { withChartChoice } from './chart/withChartChoice.js';
export { chartChoices } from './chart/chartChoices.js';
export { chooseTimeUnit, MAX_TIME_BUCKETS } from './chart/chooseTimeUnit.js';
export { aggregateForChart, EMPTY_LABEL } from './chart/aggregateForChart.js';
export { assignCategoryColors } from './chart/assignCategoryColors.js';
export type { AggregateOptions, ChartAggregation, ChartChoice, ChartChoices, ChartConfig, ChartDataOptions, ChartDatum, ChartType } from './chart/types.js';

// query — filter, group, aggregate, sort, top N (issue 13)
export { runQuery } from './query/runQuery.js';
export { describeQuery } from './query/describeQuery.js';
export type {
  FilterOp,
  FilterValue,
  Query,
  QueryAggregate,
  QueryAggregation,
  QueryFilter,
  QueryGroup,
  QueryGroupBy,
  QueryResult,
  QuerySort,
  TimePart,
  TimeUnit,
} from './query/types.js';

// analytics — dashboard, KPIs, portfolio, trend + forecast, report, chat (issue 3)
export { dataQuality } from './stats/dataQuality.js';
export { formatNumber } from './stats/formatNumber.js';
export type { FormatNumberOptions } from './stats/formatNumber.js';
export type { DataQuality, QualityWord } from './stats/dataQuality.js';
export { generateDashboard } from './dashboard/generateDashboard.js';
export { dashboardDescription, isGeneratedDescription } from './dashboard/dashboardDescription.js';
export { widgetChartData } from './dashboard/widgetChartData.js';
export { withWidgetChart } from './dashboard/withWidgetChart.js';
export { customizedDashboard, customizedWidget } from './dashboard/customizedDashboard.js';
export { sampleDashboard } from './dashboard/sampleDashboard.js';
export type { Dashboard, GenerateDashboardOptions, Widget, WidgetChartChoice, WidgetChartType, WidgetPosition, WidgetStats } from './dashboard/types.js';
export { generateKpis } from './kpi/generateKpis.js';
export { kpiArrow } from './kpi/kpiArrow.js';
export { kpiStatus } from './kpi/kpiStatus.js';
export { kpiStatusCounts } from './kpi/kpiStatusCounts.js';
export { kpisLeftOut } from './kpi/kpisLeftOut.js';
export type { KpisLeftOut } from './kpi/kpisLeftOut.js';
export { sampleKpis } from './kpi/sampleKpis.js';
export type { GenerateKpisOptions, Kpi, KpiStatus, KpiStatusLabel, KpiTrend } from './kpi/types.js';
export { generatePortfolio, MAX_PORTFOLIO_ASSETS, OTHER_ASSET_NAME } from './portfolio/generatePortfolio.js';
export { foldedOther } from './portfolio/foldedOther.js';
export { addAsset } from './portfolio/addAsset.js';
export { updateAsset } from './portfolio/updateAsset.js';
export { removeAsset } from './portfolio/removeAsset.js';
export { savePortfolio } from './portfolio/savePortfolio.js';
export { applyPortfolioEdits } from './portfolio/applyPortfolioEdits.js';
export { samplePortfolio } from './portfolio/samplePortfolio.js';
export { riskScore } from './portfolio/riskScore.js';
export type { Asset, AssetInput, GeneratePortfolioOptions, Portfolio, PortfolioEdit, PortfolioEditCode, PortfolioEditResult } from './portfolio/types.js';
export { analyzeTrend } from './trend/analyzeTrend.js';
export { seriesSpansNote } from './roles/seriesSpans.js';
export { sampleTrend } from './trend/sampleTrend.js';
export { trendDirection } from './trend/trendDirection.js';
export { trendModelName } from './trend/trendModelName.js';
export { trendPointCounts } from './trend/trendPointCounts.js';
export { trendRecommendations } from './trend/trendRecommendations.js';
export type { TrendRecommendation } from './trend/trendRecommendations.js';
export type { CalendarProfile } from './trend/calendarProfile.js';
export { ANOMALY_THRESHOLD } from './trend/scoreResiduals.js';
export type {
  AnalyzeTrendOptions,
  BacktestScore,
  CalendarUnit,
  ForecastMethod,
  ForecastQuality,
  TrendAggregation,
  TrendChange,
  TrendDirection,
  TrendModel,
  TrendPoint,
  TrendResult,
  TrendScale,
  TrendSeason,
} from './trend/types.js';
export { generateReport } from './report/generateReport.js';
export { renderReportMarkdown } from './report/renderReportMarkdown.js';
export { reportFileName } from './report/reportFileName.js';
export { escapeMarkdown } from './report/escapeMarkdown.js';
export { sampleReport } from './report/sampleReport.js';
export { isHoldings, portfolioAmount } from './report/portfolioSummary.js';
export type { GenerateReportOptions, Report, ReportSection } from './report/types.js';
export { answerQuestion } from './chat/answerQuestion.js';
export { analyzeQuestion } from './chat/analyzeQuestion.js';
export { compileQuestion } from './chat/compileQuestion.js';
export { suggestedQuestions } from './chat/suggestedQuestions.js';
export type { ChatAnswer, ChatIntent, ChatResult, ChatWork, CompiledQuestion, LeftOutMember, QuestionShape } from './chat/types.js';
export type { SpellingCorrection } from './chat/correctSpelling.js';
export type { LegacyIntent } from './chat/questionWords.js';
