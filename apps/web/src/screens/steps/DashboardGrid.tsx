import { Chart } from '@tallyline/ui';
import type { ChartDatum } from '@tallyline/ui';
import { DASHBOARD_CHART_HEIGHT } from '@tallyline/core';
import { DASHBOARD_TEXT } from '../../messages/steps.js';

/** The fields of a dashboard widget the grid draws (a generated one, or one read back from the table). */
export interface GridWidget {
  id: string;
  type: 'chart' | 'summary';
  title: string;
  chartType?: string | undefined;
  stats: { totalRows: number; totalColumns: number; numericColumns: number };
  position: { x: number; y: number; w: number; h: number };
}

export interface DashboardGridProps {
  widgets: readonly GridWidget[];
  /** Aggregated points per chart widget id (core computes them; at most a few dozen each). */
  charts: Readonly<Record<string, readonly ChartDatum[]>>;
}

/** Spec §2/§9: the widgets on a 12-column grid at their positions (stacked on narrow screens). */
export function DashboardGrid({ widgets, charts }: DashboardGridProps) {
  return (
    <div className="tl-dash-grid">
      {widgets.map((w) => (
        <section
          key={w.id}
          className="tl-panel"
          aria-label={w.title}
          style={{ gridColumn: `${w.position.x + 1} / span ${w.position.w}`, gridRow: `${w.position.y + 1} / span ${w.position.h}` }}
        >
          <h2 className="tl-panel__title">{w.title}</h2>
          {w.type === 'summary' ? (
            <ul className="tl-summary-stats">
              <li>
                <span>Total rows</span>
                <strong>{w.stats.totalRows.toLocaleString('en-US')}</strong>
              </li>
              <li>
                <span>Columns</span>
                <strong>{w.stats.totalColumns}</strong>
              </li>
              <li>
                <span>Numeric columns</span>
                <strong>{w.stats.numericColumns}</strong>
              </li>
            </ul>
          ) : (
            <Chart
              type={w.chartType ?? ''}
              data={charts[w.id] ?? []}
              height={DASHBOARD_CHART_HEIGHT}
              title={w.title}
              emptyMessage={DASHBOARD_TEXT.noData}
              unsupportedMessage={DASHBOARD_TEXT.notSupported}
            />
          )}
        </section>
      ))}
    </div>
  );
}
