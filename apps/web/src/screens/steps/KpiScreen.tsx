import { columnsWithRole, formatNumber, kpisLeftOut, kpiStatus, kpiStatusCounts } from '@tallyline/core';
import { KpiCard, StatCards, WholeDates } from '@tallyline/ui';
import { KPI_TEXT, NO_MEASURE_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { KpiChooser } from './KpiChooser.js';
import { noMeasureReason } from './noMeasure.js';
import { NoMeasureState } from './NoMeasureState.js';
import { StepScreen, useStepArtefact, useUserId } from './StepParts.js';

/** Step 3 (/app/kpi): KPI cards with status, summary counts, column and target choice; without a measure, an empty state saying why. */
export function KpiScreen() {
  const userId = useUserId();
  const generate = useWorkflowStore((s) => s.generateKpis);
  const kpiOptions = useWorkflowStore((s) => s.kpiOptions);
  const step = useStepArtefact('kpis', () => void generate({ userId }), KPI_TEXT.loading);
  if (!step.ready) return step.view;
  const { dataset, artefact: kpis, status } = step;

  const rated = kpis.map((kpi) => ({ kpi, ...kpiStatus(kpi) }));
  const counts = kpiStatusCounts(kpis);
  const neutral = counts['Above target'] + counts['Below target'] + counts['At target'];
  // KPIs are chosen from measures (never an identifier or a year), as core's roles say.
  const numeric = columnsWithRole(dataset, 'measure').map((r) => r.column);
  // core's made-up sample KPIs (no measure: zipcodes.csv) are shown only as the fallback of a failure, never as this file's KPIs
  const noMeasure = status !== 'error' && kpis.some((k) => k.column === undefined);
  // what the 4-KPI limit left out (stocks.csv's fifth symbol), in core's words
  const leftOut = noMeasure ? undefined : kpisLeftOut(dataset, kpis, kpiOptions);

  return (
    <StepScreen
      title={KPI_TEXT.title} description={KPI_TEXT.description}
      failure={status === 'error' ? { title: KPI_TEXT.failedTitle, message: KPI_TEXT.failedMessage, onRetry: () => void generate({ userId }) } : null}
      back={{ to: '/dashboard' }} next={{ to: '/portfolio', label: KPI_TEXT.continue }}
    >
      {noMeasure ? (
        <NoMeasureState
          title={NO_MEASURE_TEXT.kpiTitle}
          description={`${noMeasureReason(dataset, 'kpi')} ${NO_MEASURE_TEXT.whatToDo}${numeric.length > 0 ? ` ${NO_MEASURE_TEXT.kpiChoose}` : ''}`}
        />
      ) : (
        <StatCards
          label="KPI summary"
          cards={[
            { label: KPI_TEXT.total, value: formatNumber(kpis.length) },
            { label: KPI_TEXT.onTrack, value: formatNumber(counts['On Track']), tone: 'success' },
            { label: KPI_TEXT.atRisk, value: formatNumber(counts['At Risk']), tone: 'warning' },
            { label: KPI_TEXT.behind, value: formatNumber(counts.Behind), tone: 'danger' },
            // core's neutral statuses (no better direction: wind, rainfall) are counted apart, only when there are any
            ...(neutral > 0 ? [{ label: KPI_TEXT.compared, value: formatNumber(neutral) }] : []),
            // nothing to compare with (no time column, no target set: gapminder's mean income) — neither judged nor compared
            ...(counts['Not compared'] > 0 ? [{ label: KPI_TEXT.notCompared, value: formatNumber(counts['Not compared']) }] : []),
          ]}
        />
      )}
      {numeric.length > 0 ? (
        <KpiChooser
          numericColumns={numeric}
          kpis={kpis}
          onApply={(columns, targets) => void generate({ userId }, { columns, targets })}
        />
      ) : null}
      {noMeasure ? null : (
        <div className="tl-kpi-grid">
          {rated.map((r) => (
            <KpiCard key={r.kpi.id} kpi={r.kpi} status={r.status} progress={r.ratio * 100} />
          ))}
        </div>
      )}
      {leftOut ? (
        <p className="tl-muted">
          <WholeDates text={leftOut.text} />
        </p>
      ) : null}
    </StepScreen>
  );
}
