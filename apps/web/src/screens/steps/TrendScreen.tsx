import { Button, StatCards, TrendChart } from '@tallyline/ui';
import { CHART_HEIGHT } from '@tallyline/core';
import { useNavigate } from '@tanstack/react-router';
import { TREND_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { NoDataGuard, Picker, Restoring, StepFailure, StepHeader, StepLoading, StepNav, useAutoGenerate } from './StepParts.js';

const ROW_ORDER = '__row_order__';

/** Step 5 (/app/trends): four cards, the forecast chart with interval bands, Key Insights, value/date pickers. */
export function TrendScreen() {
  const navigate = useNavigate();
  const hydrated = useWorkflowStore((s) => s.hydrated);
  const dataset = useWorkflowStore((s) => s.dataset);
  const trend = useWorkflowStore((s) => s.trend);
  const status = useWorkflowStore((s) => s.steps.trend);
  const done = useWorkflowStore((s) => s.completedSteps.has(5));
  const options = useWorkflowStore((s) => s.trendOptions);
  const analyze = useWorkflowStore((s) => s.analyzeTrends);
  const setCurrentStep = useWorkflowStore((s) => s.setCurrentStep);
  useAutoGenerate('trend', () => void analyze());

  if (!hydrated) return <Restoring />;
  if (!dataset) return <NoDataGuard />;
  if (!trend || status === 'loading') return <StepLoading label={TREND_TEXT.loading} />;

  const numeric = dataset.headers.filter((h) => dataset.summary.columnTypes[h] === 'number');
  const dates = dataset.headers.filter((h) => dataset.summary.columnTypes[h] === 'date');
  const historical = trend.data.filter((p) => !p.predicted).length;
  const predicted = trend.data.length - historical;
  const toReport = () => {
    setCurrentStep(6);
    void navigate({ to: '/report' });
  };
  const dateValue = options.dateColumn === null ? ROW_ORDER : (options.dateColumn ?? trend.dateColumn ?? ROW_ORDER);

  return (
    <div className="tl-stepscreen">
      <StepHeader
        title={TREND_TEXT.title}
        description={trend.column ? `Trend of ${trend.column} with a ${predicted}-period forecast.` : undefined}
        actions={
          numeric.length > 0 ? (
            <>
              <Picker
                label={TREND_TEXT.valueColumn}
                value={options.column ?? trend.column ?? numeric[0]!}
                options={numeric.map((h) => ({ value: h, label: h }))}
                onChange={(column) => void analyze({ ...options, column })}
              />
              <Picker
                label={TREND_TEXT.dateColumn}
                value={dateValue}
                options={[...dates.map((h) => ({ value: h, label: h })), { value: ROW_ORDER, label: TREND_TEXT.rowOrder }]}
                onChange={(v) => void analyze({ ...options, dateColumn: v === ROW_ORDER ? null : v })}
              />
            </>
          ) : null
        }
      />
      {status === 'error' ? <StepFailure title={TREND_TEXT.failedTitle} message={TREND_TEXT.failedMessage} onRetry={() => void analyze()} /> : null}
      {done ? (
        <section className="tl-banner" aria-label="Trend analysis complete">
          <div>
            <h2 className="tl-banner__title">{TREND_TEXT.title} complete</h2>
            <p className="tl-banner__text">Turn everything into a downloadable report.</p>
          </div>
          <Button onClick={toReport}>{TREND_TEXT.generateReport}</Button>
        </section>
      ) : null}
      <StatCards
        label="Trend summary"
        cards={[
          { label: 'Data Points', value: historical.toLocaleString('en-US') },
          { label: 'Predictions', value: String(predicted) },
          { label: 'Anomalies', value: String(trend.anomalies), tone: trend.anomalies > 0 ? 'danger' : 'default' },
          { label: 'Trend Direction', value: trend.direction, tone: trend.direction === 'Upward' ? 'success' : 'danger' },
        ]}
      />
      <section className="tl-panel">
        <h2 className="tl-panel__title">{trend.column ? `${trend.column} by period` : 'Value by period'}</h2>
        <TrendChart data={trend.data} height={CHART_HEIGHT} title={`Trend and forecast${trend.column ? ` of ${trend.column}` : ''}`} />
      </section>
      <section className="tl-panel">
        <h2 className="tl-panel__title">{TREND_TEXT.keyInsights}</h2>
        <ul className="tl-insights">
          {[...trend.insights, ...TREND_TEXT.recommendations].map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      </section>
      <StepNav back={{ to: '/portfolio' }} forward={done ? <Button onClick={toReport}>{TREND_TEXT.createReport} →</Button> : undefined} />
    </div>
  );
}
