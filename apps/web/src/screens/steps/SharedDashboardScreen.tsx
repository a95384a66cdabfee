import { Button, EmptyState, Spinner } from '@tallyline/ui';
import type { ChartDatum } from '@tallyline/ui';
import { useSharedDashboard } from '../../hooks/useSharedDashboard.js';
import { SHARE_TEXT } from '../../messages/steps.js';
import { DashboardGrid, type GridWidget } from './DashboardGrid.js';
import './steps.css';

interface Shared {
  name: string;
  description: string;
  widgets: GridWidget[];
  charts: Record<string, ChartDatum[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Reads the shared widgets defensively (the server already keeps only what each panel draws). */
export function readSharedWidgets(raw: unknown): { widgets: GridWidget[]; charts: Record<string, ChartDatum[]> } {
  const widgets: GridWidget[] = [];
  const charts: Record<string, ChartDatum[]> = {};
  if (!Array.isArray(raw)) return { widgets, charts };
  raw.forEach((w, i) => {
    if (!isObject(w)) return;
    const id = typeof w.id === 'string' ? w.id : `widget-${i}`;
    const pos = isObject(w.position) ? w.position : {};
    const stats = isObject(w.stats) ? w.stats : {};
    widgets.push({
      id,
      type: w.type === 'summary' ? 'summary' : 'chart',
      title: typeof w.title === 'string' ? w.title : '',
      chartType: typeof w.chartType === 'string' ? w.chartType : undefined,
      stats: { totalRows: num(stats.totalRows), totalColumns: num(stats.totalColumns), numericColumns: num(stats.numericColumns) },
      position: { x: num(pos.x), y: num(pos.y), w: num(pos.w) || 12, h: num(pos.h) || 4 },
    });
    if (Array.isArray(w.chartData)) {
      // `rest`: a pie's folded 'Other (54 more)' slice, drawn grey on the shared page as on the owner's (issue 13)
      charts[id] = w.chartData
        .filter(isObject)
        .map((d) => ({ label: String(d.label ?? ''), value: num(d.value), ...(typeof d.series === 'string' ? { series: d.series } : {}), ...(d.rest === true ? { rest: true } : {}) }));
    }
  });
  return { widgets, charts };
}

/** /app/share/<token>: a shared dashboard, read-only, for anyone with the link. */
export function SharedDashboardScreen({ token }: { token: string }) {
  const { state, reload } = useSharedDashboard(token);
  const dashboard: Shared | null = state.kind === 'ready' && state.data ? { name: state.data.name, description: state.data.description ?? '', ...readSharedWidgets(state.data.widgets) } : null;

  return (
    <main className="tl-share-page">
      <header className="tl-share-page__bar">
        <a className="tl-share-page__brand" href={import.meta.env.BASE_URL}>
          TALLYLINE
        </a>
        <span className="tl-muted">{SHARE_TEXT.sharedBy}</span>
      </header>
      <div className="tl-share-page__body">
        {state.kind === 'loading' ? <Spinner label={SHARE_TEXT.loading} /> : null}
        {state.kind === 'failed' ? (
          <EmptyState
            title={SHARE_TEXT.failedTitle}
            description={SHARE_TEXT.failed(state.error.message)}
            action={
              <Button variant="secondary" onClick={reload}>
                {SHARE_TEXT.retry}
              </Button>
            }
          />
        ) : null}
        {state.kind === 'ready' && !dashboard ? (
          <EmptyState
            title={SHARE_TEXT.unavailableTitle}
            description={SHARE_TEXT.unavailable}
            action={<Button onClick={() => window.location.assign(import.meta.env.BASE_URL)}>{SHARE_TEXT.openApp}</Button>}
          />
        ) : null}
        {dashboard ? (
          <div className="tl-stepscreen">
            <header className="tl-step-header">
              <div>
                <h1 className="tl-step-header__title">{dashboard.name}</h1>
                {dashboard.description ? <p className="tl-step-header__text">{dashboard.description}</p> : null}
              </div>
            </header>
            <DashboardGrid widgets={dashboard.widgets} charts={dashboard.charts} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
