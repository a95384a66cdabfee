import { chartChoices } from '@tallyline/core';
import { Button, notify } from '@tallyline/ui';
import { DASHBOARD_TEXT } from '../../messages/steps.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { DashboardGrid } from './DashboardGrid.js';
import { Picker, StepScreen, useStepArtefact, useUserId } from './StepParts.js';

/** Step 2 (/app/dashboard, /app/dashboard/view): the generated dashboard, column pickers and the Share toggle. */
export function DashboardScreen() {
  const userId = useUserId();
  const charts = useWorkflowStore((s) => s.dashboardCharts);
  const options = useWorkflowStore((s) => s.dashboardOptions);
  const isPublic = useWorkflowStore((s) => s.dashboardPublic);
  const rowId = useWorkflowStore((s) => s.dashboardRowId);
  const fileName = useWorkflowStore((s) => s.fileName);
  const generate = useWorkflowStore((s) => s.generateDashboard);
  const updateColumns = useWorkflowStore((s) => s.updateDashboardColumns);
  const customize = useWorkflowStore((s) => s.customizeDashboardChart);
  const setPublic = useWorkflowStore((s) => s.setDashboardPublic);
  const renewShare = useWorkflowStore((s) => s.renewDashboardShare);
  const shareToken = useWorkflowStore((s) => s.dashboardShareToken);
  const step = useStepArtefact('dashboard', () => void generate({ userId }), DASHBOARD_TEXT.loading);
  if (!step.ready) return step.view;
  const { dataset, artefact: dashboard, status } = step;

  // what the roles allow (issue 13): categories never an identifier or free text, values never an id or a year
  const choices = chartChoices(dataset);
  const categories = choices.xAxes.filter((c) => dataset.roles.some((r) => r.column === c && r.role !== 'time'));
  // the header shows the generated panels' columns, not those of a panel the user customised
  const generated = dashboard.widgets.filter((w) => w.type === 'chart' && !options.charts?.[w.id]);
  const xValue = options.xColumn ?? generated.find((w) => w.xAxis !== undefined && categories.includes(w.xAxis))?.xAxis ?? '';
  const yValue = options.yColumn ?? generated.find((w) => w.yAxis !== undefined)?.yAxis ?? '';
  const withCurrent = (list: readonly string[], current: string) => (current === '' || list.includes(current) ? list : [current, ...list]);
  // The link names the share token, never the row id: only the owner can make, renew or revoke it.
  const shareUrl = rowId && shareToken ? new URL(`${import.meta.env.BASE_URL}share/${shareToken}`, window.location.origin).href : null;

  return (
    <StepScreen
      title={dashboard.name || DASHBOARD_TEXT.title}
      description={dashboard.description}
      actions={
        choices.values.length > 0 ? (
          <>
            {categories.length > 0 && xValue !== '' ? (
              <Picker
                label={DASHBOARD_TEXT.categoryColumn}
                value={xValue}
                options={withCurrent(categories, xValue).map((h) => ({ value: h, label: h }))}
                onChange={(xColumn) => void updateColumns({ xColumn }, { userId })}
              />
            ) : null}
            <Picker
              label={DASHBOARD_TEXT.valueColumn}
              value={yValue}
              options={withCurrent(choices.values, yValue).map((h) => ({ value: h, label: h }))}
              onChange={(yColumn) => void updateColumns({ yColumn }, { userId })}
            />
          </>
        ) : null
      }
      failure={status === 'error' ? { title: DASHBOARD_TEXT.failedTitle, message: DASHBOARD_TEXT.failedMessage, onRetry: () => void generate({ userId }) } : null}
      back={{ to: '/' }} next={{ to: '/kpi', label: DASHBOARD_TEXT.continue }}
    >
      <DashboardGrid
        widgets={dashboard.widgets}
        charts={charts}
        source={fileName}
        customizing={status === 'error' ? undefined : { dataset, choices: options.charts ?? {}, onChange: (id, choice) => void customize(id, choice, { userId }) }}
      />
      <section className="tl-panel tl-share" aria-label={DASHBOARD_TEXT.share}>
        {userId ? (
          <>
            <label className="tl-switch">
              <input type="checkbox" checked={isPublic} disabled={!rowId} onChange={(e) => void setPublic(e.target.checked, { userId })} />
              {DASHBOARD_TEXT.share}
            </label>
            <p className="tl-muted">{DASHBOARD_TEXT.shareHint}</p>
            {isPublic ? (
              <div className="tl-share__row">
                {shareUrl ? (
                  <>
                    <span>{DASHBOARD_TEXT.shareLink}:</span>
                    <a className="tl-share__link" href={shareUrl} target="_blank" rel="noreferrer">
                      {shareUrl}
                    </a>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void navigator.clipboard?.writeText(shareUrl).then(() => notify.success(DASHBOARD_TEXT.linkCopied))}
                    >
                      {DASHBOARD_TEXT.copyLink}
                    </Button>
                  </>
                ) : null}
                <Button size="sm" variant="secondary" title={DASHBOARD_TEXT.newLinkHint} onClick={() => void renewShare({ userId })}>
                  {DASHBOARD_TEXT.newLink}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => void setPublic(false, { userId })}>
                  {DASHBOARD_TEXT.revokeLink}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <p className="tl-muted">{DASHBOARD_TEXT.saveFirst}</p>
        )}
      </section>
    </StepScreen>
  );
}
