import { columnsWithRole, kpiStatus } from '@tallyline/core';
import { Button, KpiCard, StatCards } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { KPI_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { KpiChooser } from './KpiChooser.js';
import { NoDataGuard, Restoring, StepFailure, StepHeader, StepLoading, StepNav, useAutoGenerate, useUserId } from './StepParts.js';

/** Step 3 (/app/kpi): KPI cards with status, summary counts, column and target choice. */
export function KpiScreen() {
  const navigate = useNavigate();
  const userId = useUserId();
  const hydrated = useWorkflowStore((s) => s.hydrated);
  const dataset = useWorkflowStore((s) => s.dataset);
  const kpis = useWorkflowStore((s) => s.kpis);
  const status = useWorkflowStore((s) => s.steps.kpis);
  const generate = useWorkflowStore((s) => s.generateKpis);
  const setCurrentStep = useWorkflowStore((s) => s.setCurrentStep);
  useAutoGenerate('kpis', () => void generate({ userId }));

  if (!hydrated) return <Restoring />;
  if (!dataset) return <NoDataGuard />;
  if (!kpis || status === 'loading') return <StepLoading label={KPI_TEXT.loading} />;

  const rated = kpis.map((kpi) => ({ kpi, ...kpiStatus(kpi) }));
  const count = (label: string) => rated.filter((r) => r.status === label).length;
  // KPIs are chosen from measures (never an identifier or a year), as core's roles say.
  const numeric = columnsWithRole(dataset, 'measure').map((r) => r.column);

  return (
    <div className="tl-stepscreen">
      <StepHeader title={KPI_TEXT.title} description={KPI_TEXT.description} />
      {status === 'error' ? <StepFailure title={KPI_TEXT.failedTitle} message={KPI_TEXT.failedMessage} onRetry={() => void generate({ userId })} /> : null}
      <StatCards
        label="KPI summary"
        cards={[
          { label: KPI_TEXT.total, value: String(kpis.length) },
          { label: KPI_TEXT.onTrack, value: String(count('On Track')), tone: 'success' },
          { label: KPI_TEXT.atRisk, value: String(count('At Risk')), tone: 'warning' },
          { label: KPI_TEXT.behind, value: String(count('Behind')), tone: 'danger' },
        ]}
      />
      {numeric.length > 0 ? (
        <KpiChooser
          numericColumns={numeric}
          kpis={kpis}
          onApply={(columns, targets) => void generate({ userId }, { columns, targets })}
        />
      ) : null}
      <div className="tl-kpi-grid">
        {rated.map((r) => (
          <KpiCard key={r.kpi.id} kpi={r.kpi} status={r.status} progress={r.progress} />
        ))}
      </div>
      <StepNav
        back={{ to: '/dashboard' }}
        forward={
          <Button
            onClick={() => {
              setCurrentStep(4);
              void navigate({ to: '/portfolio' });
            }}
          >
            {KPI_TEXT.continue} →
          </Button>
        }
      />
    </div>
  );
}
