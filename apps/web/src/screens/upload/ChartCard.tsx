import { CHART_HEIGHT, CHART_TOP_N, chartData, chartGroupsShown, defaultChartConfig, PIE_TOP_N, withChartType } from '@tallyline/core';
import type { ChartChoice, ChartConfig, ChartDatum, Dataset } from '@tallyline/core';
import { Chart, ChartExportMenu, ChartTypeSelector, type ChartKind } from '@tallyline/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAhead } from '../../hooks/useAhead.js';
import type { Ahead } from '../../workers/aheadRegistry.js';
import { chartExportMeta } from '../../lib/chartExportMeta.js';
import { titleWithShown } from '../../lib/chartShown.js';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { applyChoice, ChartControls } from './ChartControls.js';

export interface ChartCardProps {
  dataset: Dataset;
  /** null = core's default type. */
  type: ChartKind | null;
  onTypeChange: (type: ChartKind) => void;
  /** The user's x / value / aggregation / series (issue 13 chart controls); {} = core's defaults. Kept here when absent. */
  choice?: ChartChoice;
  onChoiceChange?: (choice: ChartChoice) => void;
  /** The file the data came from: the exports' source line. */
  source?: string | null | undefined;
}

/**
 * Spec §2 chart card: core's default chart, the issue 13 controls (x, value, aggregation, series) over it,
 * bar/line/area/pie switch, PNG and SVG export (title, legend, axis names, source, date) named from the title.
 * A new upload's default config comes from the parse worker with its chart (workers/aheadResults, issue 15):
 * core's defaultChartConfig reads the time column's range and the categories, a task of ~160 ms on the page
 * for a 100 MB file right after the summary cards; until the worker answers the card shows its placeholder.
 */
export function ChartCard(props: ChartCardProps) {
  const ahead = useAhead(props.dataset);
  const { dataset } = props;
  const base = useMemo(() => (ahead === 'pending' ? null : (ahead?.chart?.base ?? defaultChartConfig(dataset))), [dataset, ahead]);
  if (base === null) {
    return (
      <section className="tl-upload-card" aria-labelledby="tl-chart-title" aria-busy="true">
        <header className="tl-upload-card__header">
          <h2 id="tl-chart-title" className="tl-upload-card__title">
            {UPLOAD_TEXT.chartTitle}
          </h2>
        </header>
        <p className="tl-upload__loading" style={{ minHeight: CHART_HEIGHT }}>
          Loading…
        </p>
      </section>
    );
  }
  return <ChartCardWith {...props} base={base} ahead={ahead} />;
}

function ChartCardWith({ dataset, type, onTypeChange, choice: choiceProp, onChoiceChange, source, base, ahead }: ChartCardProps & { base: ChartConfig; ahead: Ahead }) {
  const svg = useRef<SVGSVGElement | null>(null);
  const [localChoice, setLocalChoice] = useState<ChartChoice>({});
  const choice = choiceProp ?? localChoice;
  const setChoice = onChoiceChange ?? setLocalChoice;
  const kind: ChartKind = type ?? base.type;
  const [aggregated, setAggregated] = useState<{ for: unknown; data: readonly ChartDatum[] } | null>(null);
  // the user's choice first (core: a value brings its own aggregation, the title follows), then another
  // chart type keeps the chart meaningful (core: no pie of months, no bar splicing series)
  const chosen = useMemo(() => applyChoice(dataset, base, choice), [dataset, base, choice]);
  const config = useMemo(() => withChartType(dataset, chosen, kind), [dataset, chosen, kind]);
  const key = useMemo(() => ({ dataset, config }), [dataset, config]);
  // A new upload's chart before any choice comes from the parse worker (workers/aheadResults, issue 15).
  // Once the user chooses, it is computed here (and the worker's answer arriving later changes nothing).
  const fromWorker = type === null && Object.keys(choice).length === 0 ? ahead : null;
  useEffect(() => {
    if (fromWorker === 'pending') return;
    const known = fromWorker?.chart && JSON.stringify(fromWorker.chart.config) === JSON.stringify(key.config) ? fromWorker.chart.data : null;
    if (known) return void setAggregated({ for: key, data: known });
    // Aggregating a million rows takes a few hundred ms: let the summary cards paint first
    // (a frame, then a task) instead of holding them back in the same render.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // core's default limit follows the type: every time bucket, else top 8 for a pie and top 10 for a bar
        setAggregated({ for: key, data: chartData(key.dataset, key.config) });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, fromWorker]);
  const data = aggregated?.for === key ? aggregated.data : null;
  // a top-10 bar (top-8 pie) of more categories says so: "count of rows by state (top 10 of 59)"
  const title = useMemo(
    () => titleWithShown(config.title, data && !config.series ? chartGroupsShown(dataset, config, data.length, kind === 'pie' ? PIE_TOP_N : CHART_TOP_N) : null),
    [config, data, dataset, kind],
  );

  return (
    <section className="tl-upload-card" aria-labelledby="tl-chart-title">
      <header className="tl-upload-card__header">
        <h2 id="tl-chart-title" className="tl-upload-card__title">
          {title}
        </h2>
        <div className="tl-upload-card__actions">
          <ChartTypeSelector value={kind} onChange={onTypeChange} />
          <ChartExportMenu
            title={title}
            disabled={!data || data.length === 0}
            getSvg={() => svg.current}
            meta={() => chartExportMeta(kind, data ?? [], config, source)}
          />
        </div>
      </header>
      <ChartControls dataset={dataset} kind={kind} config={config} choice={choice} onChange={setChoice} label={UPLOAD_TEXT.chartTitle} />
      {data === null ? (
        // the same placeholder as the lazy analysis view's, the chart's height kept so nothing jumps
        <p className="tl-upload__loading" style={{ minHeight: CHART_HEIGHT }}>
          Loading…
        </p>
      ) : (
        <Chart
          type={kind}
          data={data}
          height={CHART_HEIGHT}
          title={title}
          emptyMessage={UPLOAD_TEXT.noChartData}
          unsupportedMessage={UPLOAD_TEXT.chartNotSupported}
          svgRef={(el) => {
            svg.current = el;
          }}
        />
      )}
    </section>
  );
}
