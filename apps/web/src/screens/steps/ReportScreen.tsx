import { renderReportMarkdown } from '@tallyline/core';
import { Button, Checklist, EmptyState, notify, ReportView } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { downloadText } from '../../lib/download.js';
import { REPORT_TEXT, STEP_TOASTS, STEPS_TEXT } from '../../messages/steps.js';
import { useWorkflowStore, type StepNumber } from '../../stores/workflowStore.js';
import { Restoring, StepFailure, StepHeader, StepLoading, StepNav, useAutoGenerate } from './StepParts.js';

/** Local calendar date yyyy-mm-dd for the file name analytics-report-{date}.md. */
function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Step 6 (/app/report): completion banner, checklist, the report card, Download Report, Workflow Summary. */
export function ReportScreen() {
  const navigate = useNavigate();
  const hydrated = useWorkflowStore((s) => s.hydrated);
  const dataset = useWorkflowStore((s) => s.dataset);
  const report = useWorkflowStore((s) => s.report);
  const status = useWorkflowStore((s) => s.steps.report);
  const completed = useWorkflowStore((s) => s.completedSteps);
  const kpis = useWorkflowStore((s) => s.kpis);
  const portfolio = useWorkflowStore((s) => s.portfolio);
  const trend = useWorkflowStore((s) => s.trend);
  const generate = useWorkflowStore((s) => s.generateReport);
  useAutoGenerate('report', () => void generate());

  if (!hydrated) return <Restoring />;
  if (!dataset) {
    return (
      <EmptyState
        title={REPORT_TEXT.title}
        description={STEPS_TEXT.reportNeedsWorkflow}
        action={<Button onClick={() => void navigate({ to: '/' })}>{STEPS_TEXT.startWorkflow}</Button>}
      />
    );
  }
  if (!report || status === 'loading') return <StepLoading label={REPORT_TEXT.loading} />;

  const steps = REPORT_TEXT.checklist.map((label, i) => ({ label, done: completed.has((i + 1) as StepNumber) }));
  const onDownload = () => {
    downloadText(renderReportMarkdown(report), REPORT_TEXT.fileName(localDate(new Date())), 'text/markdown;charset=utf-8');
    notify.success(STEP_TOASTS.reportDownloaded);
  };

  return (
    <div className="tl-stepscreen">
      <StepHeader title={REPORT_TEXT.title} actions={<Button onClick={onDownload}>{REPORT_TEXT.download}</Button>} />
      {status === 'error' ? <StepFailure title={REPORT_TEXT.failedTitle} message={REPORT_TEXT.failedMessage} onRetry={() => void generate()} /> : null}
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
          kpis: kpis?.length ?? 0,
          components: portfolio?.assets.length ?? 0,
          predictions: trend?.data.filter((p) => p.predicted).length ?? 0,
        }}
      />
      <section className="tl-panel">
        <h2 className="tl-panel__title">{REPORT_TEXT.workflowSummary}</h2>
        <Checklist label={REPORT_TEXT.workflowSummary} items={REPORT_TEXT.summaryItems.map((label) => ({ label, done: true }))} />
      </section>
      <StepNav back={{ to: '/trends' }} />
    </div>
  );
}
