import { aggregateForChart, CHART_HEIGHT, CHART_TOP_N, defaultChartConfig, PIE_TOP_N } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { Chart, chartFileName, ChartTypeSelector, exportSvgAsPng, type ChartKind } from '@tallyline/ui';
import { useMemo, useRef } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';

export interface ChartCardProps {
  dataset: Dataset;
  /** null = core's default type. */
  type: ChartKind | null;
  onTypeChange: (type: ChartKind) => void;
}

/** Spec §2 chart card: core's default chart, bar/line/area/pie switch, PNG export named from the title. */
export function ChartCard({ dataset, type, onTypeChange }: ChartCardProps) {
  const svg = useRef<SVGSVGElement | null>(null);
  const base = useMemo(() => defaultChartConfig(dataset), [dataset]);
  const kind: ChartKind = type ?? base.type;
  const data = useMemo(
    () => aggregateForChart(dataset, { ...base, type: kind }, { limit: kind === 'pie' ? PIE_TOP_N : CHART_TOP_N }),
    [dataset, base, kind],
  );
  const title = base.title;

  return (
    <section className="tl-upload-card" aria-labelledby="tl-chart-title">
      <header className="tl-upload-card__header">
        <h2 id="tl-chart-title" className="tl-upload-card__title">
          {title}
        </h2>
        <div className="tl-upload-card__actions">
          <ChartTypeSelector value={kind} onChange={onTypeChange} />
          <button
            type="button"
            className="tl-upload-button tl-upload-button--ghost"
            disabled={data.length === 0}
            onClick={() => {
              if (svg.current) void exportSvgAsPng(svg.current, chartFileName(title));
            }}
          >
            {UPLOAD_TEXT.exportPng}
          </button>
        </div>
      </header>
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
    </section>
  );
}
