import { Button, ChartExportMenu, StatCards, TrendChart, trendLegend, WholeDates } from '@tallyline/ui';
import { useRef } from 'react';
import type { TrendResult } from '@tallyline/core';
import { CHART_HEIGHT, columnNamesOfType, columnsWithRole, FORECAST_PERIODS, formatNumber, trendPointCounts } from '@tallyline/core';
import { useNavigate } from '@tanstack/react-router';
import { NO_MEASURE_TEXT, TREND_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { noMeasureReason } from './noMeasure.js';
import { NoMeasureState } from './NoMeasureState.js';
import { Picker, StepScreen, useStepArtefact } from './StepParts.js';
import { TrendFacts } from './TrendFacts.js';
import { trendRecommendations } from './trendRecommendations.js';
import { trendWithheld } from './trendWithheld.js';

const ROW_ORDER = '__row_order__';
/** Forecast lengths offered: the spec's 5, and a season's worth for common calendar units. */
const HORIZONS = [FORECAST_PERIODS, 7, 12, 24, 52];

/**
 * Step 5 (/app/trends): four cards, the honest headline and the forecast chart, its model, Key Insights (with the spec's
 * recommendations the analysis supports); value, time, series and horizon pickers. A trend core withheld (too little
 * support, `trendWithheld`) keeps the cards' labels with "Not measured" / "—" and the reason, never "No clear trend, 0 anomalies". Without a measure, or without a time column
 * (unless row order is chosen), an empty state saying why and what to do.
 */
export function TrendScreen() {
  const navigate = useNavigate();
  const done = useWorkflowStore((s) => s.completedSteps.has(5));
  const options = useWorkflowStore((s) => s.trendOptions);
  const analyze = useWorkflowStore((s) => s.analyzeTrends);
  const fileName = useWorkflowStore((s) => s.fileName);
  const svg = useRef<SVGSVGElement | null>(null);
  const step = useStepArtefact('trend', () => void analyze(), TREND_TEXT.loading);
  if (!step.ready) return step.view;
  const { dataset, artefact: trend, status } = step;

  // Measures only (never an identifier or a year), and every time column (dates and years), from core's roles.
  const measures = columnsWithRole(dataset, 'measure').map((r) => r.column);
  const numeric = measures.length > 0 ? measures : columnNamesOfType(dataset, 'number');
  const dates = columnsWithRole(dataset, 'time').map((r) => r.column);
  const { historical, predicted } = trendPointCounts(trend.data);
  const toReport = () => void navigate({ to: '/report' });
  const dateValue = options.dateColumn === null ? ROW_ORDER : (options.dateColumn ?? trend.dateColumn ?? ROW_ORDER);
  // no time column (gapminder: one row per country): core makes no trend unless row order is chosen, and says why (issue 13)
  const noTime = status !== 'error' && trend.noTime !== undefined ? trend.noTime : undefined;
  // core's made-up sample trend (no measure: zipcodes.csv) is shown only as the fallback of a failure, never as this file's trend
  const noMeasure = status !== 'error' && trend.isSample && !noTime;
  const nothing = noMeasure || noTime !== undefined;
  // core withheld the line (too little support): the cards keep their labels but say nothing was measured, and why
  const withheld = status !== 'error' && !nothing && trendWithheld(trend);
  const W = TREND_TEXT.withheld;
  const valueOptions = numeric.map((h) => ({ value: h, label: h }));

  return (
    <StepScreen
      title={TREND_TEXT.title}
      description={trend.column && !nothing ? (withheld ? W.description(trend.column) : TREND_TEXT.description(trend.column, predicted, trend.unit)) : undefined}
      actions={
        numeric.length > 0 ? (
          <>
            <Picker
              label={TREND_TEXT.valueColumn}
              value={noMeasure ? '' : (options.column ?? trend.column ?? numeric[0]!)}
              options={noMeasure ? [{ value: '', label: NO_MEASURE_TEXT.chooseColumn }, ...valueOptions] : valueOptions}
              onChange={(column) => {
                if (column !== '') void analyze({ ...options, column });
              }}
            />
            <Picker
              label={TREND_TEXT.dateColumn}
              value={noTime ? '' : dateValue}
              options={[
                ...(noTime ? [{ value: '', label: NO_MEASURE_TEXT.noTimeColumn }] : []),
                ...dates.map((h) => ({ value: h, label: h })),
                { value: ROW_ORDER, label: TREND_TEXT.rowOrder },
              ]}
              onChange={(v) => {
                if (v !== '') void analyze({ ...options, dateColumn: v === ROW_ORDER ? null : v });
              }}
            />
            {trend.seriesKey && trend.entities ? (
              <Picker
                label={`${TREND_TEXT.entity} (${trend.seriesKey})`}
                value={trend.entity ?? ''}
                options={trend.entities.map((e) => ({ value: e, label: e }))}
                onChange={(entity) => void analyze({ ...options, entity })}
              />
            ) : null}
            <Picker
              label={TREND_TEXT.horizon}
              value={String(trend.horizon)}
              options={[...new Set([...HORIZONS, trend.horizon])].map((h) => ({ value: String(h), label: String(h) }))}
              onChange={(h) => void analyze({ ...options, horizon: Number(h) })}
            />
          </>
        ) : null
      }
      failure={status === 'error' ? { title: TREND_TEXT.failedTitle, message: TREND_TEXT.failedMessage, onRetry: () => void analyze() } : null}
      back={{ to: '/portfolio' }} next={done ? { to: '/report', label: TREND_TEXT.createReport } : undefined}
    >
      {done ? (
        <section className="tl-banner" aria-label="Trend analysis complete">
          <div>
            <h2 className="tl-banner__title">{TREND_TEXT.title} complete</h2>
            <p className="tl-banner__text">Turn everything into a downloadable report.</p>
          </div>
          <Button onClick={toReport}>{TREND_TEXT.generateReport}</Button>
        </section>
      ) : null}
      {noTime ? (
        <NoMeasureState title={NO_MEASURE_TEXT.trendNoTimeTitle} description={`${noTime.reason} ${noTime.whatToDo}`} />
      ) : noMeasure ? (
        <NoMeasureState
          title={NO_MEASURE_TEXT.trendTitle}
          description={`${noMeasureReason(dataset, 'trend')} ${NO_MEASURE_TEXT.whatToDo}${numeric.length > 0 ? ` ${NO_MEASURE_TEXT.trendChoose}` : ''}`}
        />
      ) : (
        <>
          <StatCards
            label="Trend summary"
            cards={
              withheld
                ? [
                    { label: 'Data Points', value: formatNumber(historical) },
                    { label: 'Predictions', value: W.none, hint: W.predictionsHint },
                    { label: 'Anomalies', value: W.none, hint: W.anomaliesHint },
                    { label: 'Trend Direction', value: W.notMeasured, hint: W.directionHint },
                  ]
                : [
                    { label: 'Data Points', value: formatNumber(historical) },
                    { label: 'Predictions', value: formatNumber(predicted) },
                    { label: 'Anomalies', value: formatNumber(trend.anomalies), tone: trend.anomalies > 0 ? 'danger' : 'default' },
                    { label: 'Trend Direction', value: trend.direction, tone: trend.direction === 'Upward' ? 'success' : trend.direction === 'Downward' ? 'danger' : 'default' },
                  ]
            }
          />
          <section className="tl-panel">
            <div className="tl-panel__head">
              <h2 className="tl-panel__title">{chartTitle(trend)}</h2>
              <ChartExportMenu
                title={chartTitle(trend)}
                getSvg={() => svg.current}
                meta={() => ({
                  legend: trendLegend(trend.data),
                  xLabel: trend.dateColumn ?? TREND_TEXT.rowOrder,
                  yLabel: trend.column ?? undefined,
                  source: fileName ?? undefined,
                })}
              />
            </div>
            {trend.isSample ? null : (
              <p className="tl-trend-headline" data-testid="trend-headline">
                <WholeDates text={withheld ? `${W.headline} ${trend.insights[0] ?? ''}`.trim() : (trend.insights[0] ?? '')} />
              </p>
            )}
            <TrendChart
              data={trend.data}
              height={CHART_HEIGHT}
              title={`Trend and forecast${trend.column ? ` of ${trend.column}` : ''}`}
              svgRef={(el) => {
                svg.current = el;
              }}
            />
          </section>
          {trend.isSample ? null : <TrendFacts trend={trend} withheld={withheld} />}
          <section className="tl-panel">
            <h2 className="tl-panel__title">{TREND_TEXT.keyInsights}</h2>
            <ul className="tl-insights">
              {[...trend.insights, ...(withheld ? [] : trendRecommendations(trend))].map((text, i) => (
                <li key={i}>
                  <WholeDates text={text} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </StepScreen>
  );
}

/**
 * 'Total precipitation per week', 'Mean price per month — AAPL', 'Total population at the last date of each year': the
 * aggregation named in the title (issue 13) — a stock (core's 'stock') is never a mean, nor a total over the period.
 */
function chartTitle(trend: TrendResult): string {
  if (!trend.column) return 'Value by period';
  const entity = trend.entity !== undefined ? ` — ${trend.entity}` : '';
  const unit = trend.unit ?? 'row';
  // row order (no unit): each row is one level, no date to take it at
  if (trend.aggregation === 'stock') return trend.unit ? `Total ${trend.column} at the last date of each ${unit}${entity}` : `Level of ${trend.column} per row${entity}`;
  return `${trend.aggregation === 'sum' ? 'Total' : 'Mean'} ${trend.column} per ${unit}${entity}`;
}
