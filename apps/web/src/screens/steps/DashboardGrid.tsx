import { Chart, ChartExportMenu, WholeDates } from '@tallyline/ui';
import { useMemo, useRef } from 'react';
import type { ChartDatum } from '@tallyline/ui';
import { chartGroupsShown, DASHBOARD_CHART_HEIGHT, DASHBOARD_GROUPS, DASHBOARD_PIE_TOP_N, formatNumber, seriesSpansNote } from '@tallyline/core';
import type { ChartAggregation, ChartChoice, ChartConfig, Dataset } from '@tallyline/core';
import { chartExportMeta } from '../../lib/chartExportMeta.js';
import { titleWithShown } from '../../lib/chartShown.js';
import { DASHBOARD_TEXT } from '../../messages/steps.js';
import { CHART_CONTROLS_TEXT } from '../../messages/upload.js';
import { ChartControls, type ControlledKind } from '../upload/ChartControls.js';

/** The fields of a dashboard widget the grid draws (a generated one, or one read back from the table). */
export interface GridWidget {
  id: string;
  type: 'chart' | 'summary';
  title: string;
  chartType?: string | undefined;
  /** A generated chart panel's axes (issue 13 chart controls show them); absent on a shared one. */
  xAxis?: string | undefined;
  yAxis?: string | undefined;
  aggregation?: ChartAggregation | undefined;
  series?: string | undefined;
  stats: { totalRows: number; totalColumns: number; numericColumns: number };
  position: { x: number; y: number; w: number; h: number };
}

/** Chart controls per panel: only on the user's own dashboard, which has the dataset to compute from. */
export interface PanelCustomizing {
  dataset: Dataset;
  /** Each customised panel's choice, by widget id. */
  choices: Readonly<Record<string, ChartChoice>>;
  onChange: (widgetId: string, choice: ChartChoice) => void;
}

export interface DashboardGridProps {
  widgets: readonly GridWidget[];
  /** Aggregated points per chart widget id (core computes them; at most a few dozen each). */
  charts: Readonly<Record<string, readonly ChartDatum[]>>;
  /** When given, each chart panel has a 'Customize' disclosure with its x / value / aggregation / series. */
  customizing?: PanelCustomizing | undefined;
  /** The file the data came from: the exports' source line. */
  source?: string | null | undefined;
}

const KINDS: readonly string[] = ['bar', 'line', 'area', 'pie'];

/** A category panel as core's chart functions read it: a pie, or bars; no measure counts rows. */
function panelChart(w: GridWidget, xAxis: string): Pick<ChartConfig, 'type' | 'xAxis' | 'yAxis' | 'aggregation'> {
  return { type: w.chartType === 'pie' ? 'pie' : 'bar', xAxis, yAxis: w.yAxis ?? null, ...(w.aggregation ? { aggregation: w.aggregation } : {}) };
}

/** Spec §2/§9: the widgets on a 12-column grid at their positions (stacked on narrow screens). */
export function DashboardGrid({ widgets, charts, customizing, source }: DashboardGridProps) {
  const svgs = useRef<Record<string, SVGSVGElement | null>>({});
  // a bar or pie over a series key whose series cover different spans says so (issue 13: stocks.csv's GOOG from 2004-08)
  const dataset = customizing?.dataset;
  const notes = useMemo(() => {
    const out: Record<string, string> = {};
    if (!dataset) return out;
    for (const w of widgets)
      if (w.type === 'chart' && w.xAxis && (w.chartType === 'bar' || w.chartType === 'pie')) {
        const note = seriesSpansNote(dataset, w.xAxis, w.aggregation ?? (w.yAxis ? 'sum' : 'count'));
        if (note) out[w.id] = note;
      }
    return out;
  }, [dataset, widgets]);
  return (
    <div className="tl-dash-grid">
      {widgets.map((w) => {
        const controllable = customizing && w.type === 'chart' && w.xAxis && KINDS.includes(w.chartType ?? '');
        // a panel of the top 8 (pie 5) of more categories says of how many (on the user's own dashboard, which has the data)
        const points = charts[w.id];
        const top =
          customizing && w.type === 'chart' && w.xAxis && !w.series && points
            ? chartGroupsShown(customizing.dataset, panelChart(w, w.xAxis), points.length, w.chartType === 'pie' ? DASHBOARD_PIE_TOP_N : DASHBOARD_GROUPS)
            : null;
        const title = titleWithShown(w.title, top);
        return (
          <section
            key={w.id}
            className="tl-panel"
            aria-label={title}
            style={{ gridColumn: `${w.position.x + 1} / span ${w.position.w}`, gridRow: `${w.position.y + 1} / span ${w.position.h}` }}
          >
            <div className="tl-panel__head">
              <h2 className="tl-panel__title">{title}</h2>
              {w.type === 'chart' && KINDS.includes(w.chartType ?? '') ? (
                <span className="tl-panel__export">
                  <ChartExportMenu
                    title={title}
                    disabled={(charts[w.id] ?? []).length === 0}
                    getSvg={() => svgs.current[w.id] ?? null}
                    meta={() => chartExportMeta(w.chartType ?? '', charts[w.id] ?? [], w, source)}
                  />
                </span>
              ) : null}
              {controllable && w.xAxis ? (
                <details className="tl-panel-customize">
                  <summary>{CHART_CONTROLS_TEXT.customize}</summary>
                  <ChartControls
                    dataset={customizing.dataset}
                    kind={w.chartType as ControlledKind}
                    config={{ xAxis: w.xAxis, yAxis: w.yAxis ?? null, ...(w.aggregation ? { aggregation: w.aggregation } : {}), ...(w.series ? { series: w.series } : {}) }}
                    choice={customizing.choices[w.id] ?? {}}
                    onChange={(choice) => customizing.onChange(w.id, choice)}
                    label={title}
                  />
                </details>
              ) : null}
            </div>
            {w.type === 'summary' ? (
              <ul className="tl-summary-stats">
                <li>
                  <span>Total rows</span>
                  <strong>{formatNumber(w.stats.totalRows)}</strong>
                </li>
                <li>
                  <span>Columns</span>
                  <strong>{formatNumber(w.stats.totalColumns)}</strong>
                </li>
                <li>
                  <span>Numeric columns</span>
                  <strong>{formatNumber(w.stats.numericColumns)}</strong>
                </li>
              </ul>
            ) : (
              <Chart
                type={w.chartType ?? ''}
                data={charts[w.id] ?? []}
                height={DASHBOARD_CHART_HEIGHT}
                title={title}
                emptyMessage={DASHBOARD_TEXT.noData}
                unsupportedMessage={DASHBOARD_TEXT.notSupported}
                svgRef={(el) => {
                  svgs.current[w.id] = el;
                }}
              />
            )}
            {notes[w.id] ? (
              <p className="tl-panel__note">
                <WholeDates text={notes[w.id]!} />
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
