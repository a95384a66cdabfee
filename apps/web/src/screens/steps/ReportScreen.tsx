import { renderReportMarkdown, reportFileName } from '@tallyline/core';
import { Button, Checklist, EmptyState, notify, ReportView } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { downloadText } from '../../lib/download.js';
import { PORTFOLIO_GROUPS_TEXT, REPORT_TEXT, STEP_TOASTS, STEPS_TEXT } from '../../messages/steps.js';
import { useAuthStore } from '../../stores/authStore.js';
import { useWorkflowStore, type StepNumber } from '../../stores/workflowStore.js';
import { dataTiles } from './noMeasure.js';
import { isGroupsView, workflowSummary } from './portfolioView.js';
import { StepScreen, useStepArtefact } from './StepParts.js';

/** Step 6 (/app/report): completion banner, checklist, the report card, Download Report, Workflow Summary. */
export function ReportScreen() {
  const navigate = useNavigate();
  const completed = useWorkflowStore((s) => s.completedSteps);
  const kpis = useWorkflowStore((s) => s.kpis);
  const portfolio = useWorkflowStore((s) => s.portfolio);
  const trend = useWorkflowStore((s) => s.trend);
  const generateReport = useWorkflowStore((s) => s.generateReport);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const generate = () => generateReport({ userId });
  const step = useStepArtefact(
    'report',
    () => void generate(),
    REPORT_TEXT.loading,
    <EmptyState
      title={REPORT_TEXT.title}
      description={STEPS_TEXT.reportNeedsWorkflow}
      action={<Button onClick={() => void navigate({ to: '/' })}>{STEPS_TEXT.startWorkflow}</Button>}
    />,
  );
  if (!step.ready) return step.view;
  const { artefact: report, status } = step;

  const steps = REPORT_TEXT.checklist.map((label, i) => ({ label, done: completed.has((i + 1) as StepNumber) }));
  const onDownload = () => {
    downloadText(renderReportMarkdown(report), reportFileName(report), 'text/markdown;charset=utf-8');
    notify.success(STEP_TOASTS.reportDownloaded);
  };

  return (
    <StepScreen
      title={REPORT_TEXT.title} actions={<Button onClick={onDownload}>{REPORT_TEXT.download}</Button>}
      failure={status === 'error' ? { title: REPORT_TEXT.failedTitle, message: REPORT_TEXT.failedMessage, onRetry: () => void generate() } : null}
      back={{ to: '/trends' }}
    >
      <section className="tl-banner" aria-label={REPORT_TEXT.complete}>
        <div>
          <h2 className="tl-banner__title">{REPORT_TEXT.complete}</h2>
          <p className="tl-banner__text">{REPORT_TEXT.stepsDone(completed.size)}</p>
        </div>
      </section>
      <section className="tl-panel">
        <Checklist label="Workflow steps" items={steps} />
      </section>
      <ReportView
        report={report}
        tiles={{
          dataPoints: report.summary.dataPoints,
          ...dataTiles(kpis, portfolio, trend),
          ...(portfolio && isGroupsView(portfolio) ? { componentsLabel: PORTFOLIO_GROUPS_TEXT.reportTile } : {}),
        }}
      />
      <section className="tl-panel">
        <h2 className="tl-panel__title">{REPORT_TEXT.workflowSummary}</h2>
        <Checklist label={REPORT_TEXT.workflowSummary} items={workflowSummary(kpis, portfolio, trend).map((label) => ({ label, done: true }))} />
      </section>
    </StepScreen>
  );
}
