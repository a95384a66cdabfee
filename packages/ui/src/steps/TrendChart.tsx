import { formatNumber } from '@tallyline/core';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Area, AreaClosed, Circle, LinePath } from '@visx/shape';
import { useMemo } from 'react';
import { Axis } from '../charts/Axis.js';
import { useElementWidth } from '../charts/useElementWidth.js';
import type { TrendPoint } from './types.js';
import './TrendChart.css';

export interface TrendChartProps {
  /** Points in period order: history first, then the predicted points (with their interval bounds). */
  data: readonly TrendPoint[];
  height?: number;
  /** Fixed width (tests, export); by default the chart fills its container. */
  width?: number;
  title?: string;
  /** Receives the rendered <svg>, e.g. for export. */
  svgRef?: ((svg: SVGSVGElement | null) => void) | undefined;
}

export interface TrendLegendItem {
  label: string;
  color: string;
  /** The swatch's modifier class (tl-swatch--…). */
  swatch: 'history' | 'predicted' | 'anomaly' | 'band';
}

/** The whole legend (spec §2), with the colours the chart draws in. */
const TREND_LEGEND: readonly TrendLegendItem[] = [
  { label: 'Historical Data', color: 'var(--primary)', swatch: 'history' },
  { label: 'Predictions', color: 'var(--chart-predicted)', swatch: 'predicted' },
  { label: 'Anomalies', color: 'var(--chart-anomaly)', swatch: 'anomaly' },
  { label: '80% / 95% prediction interval', color: 'var(--chart-predicted)', swatch: 'band' },
];

/**
 * The legend for what this chart draws (on screen and in exports). Anomalies are forecast errors, so without a
 * forecast (a trend withheld for too little support) neither was measured: the legend then names only the history
 * (and an anomaly, should one be marked) instead of promising marks that are not there.
 */
export function trendLegend(data: readonly TrendPoint[]): readonly TrendLegendItem[] {
  if (data.some((d) => d.predicted)) return TREND_LEGEND;
  return TREND_LEGEND.filter((item) => item.swatch === 'history' || (item.swatch === 'anomaly' && data.some((d) => d.anomaly)));
}

const MARGIN = { top: 16, right: 16, bottom: 48, left: 64 };
const MAX_TICKS = 6;
/** Historical points get a dot only when there are few of them; the line carries the rest. */
const MAX_DOTS = 60;
/** About half a date label at 11px: a tick closer than this to the right edge would be cut off. */
const HALF_LABEL = 32;

const Y_LABEL = { fill: 'var(--text-muted)', fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 } as const;
const X_LABEL = { fill: 'var(--text-muted)', fontSize: 11 } as const;

interface Band {
  i: number;
  lo80: number;
  hi80: number;
  lo95: number;
  hi95: number;
}

function Plot({ data, width, height, title, svgRef }: Required<Pick<TrendChartProps, 'data' | 'height' | 'width'>> & Pick<TrendChartProps, 'svgRef'> & { title: string }) {
  const { history, predicted, bands, yMin, yMax } = useMemo(() => {
    const idx = data.map((d, i) => ({ d, i }));
    const history = idx.filter((p) => !p.d.predicted);
    const predicted = idx.filter((p) => p.d.predicted);
    const last = history[history.length - 1];
    const bands: Band[] = [];
    if (predicted.length > 0 && last) bands.push({ i: last.i, lo80: last.d.value, hi80: last.d.value, lo95: last.d.value, hi95: last.d.value });
    for (const p of predicted) {
      bands.push({
        i: p.i,
        lo80: p.d.lower80 ?? p.d.value,
        hi80: p.d.upper80 ?? p.d.value,
        lo95: p.d.lower95 ?? p.d.lower80 ?? p.d.value,
        hi95: p.d.upper95 ?? p.d.upper80 ?? p.d.value,
      });
    }
    let yMin = Infinity;
    let yMax = -Infinity;
    for (const d of data) {
      for (const v of [d.value, d.lower95, d.upper95]) {
        if (v !== undefined && Number.isFinite(v)) {
          if (v < yMin) yMin = v;
          if (v > yMax) yMax = v;
        }
      }
    }
    if (!Number.isFinite(yMin)) {
      yMin = 0;
      yMax = 1;
    }
    return { history, predicted, bands, yMin, yMax };
  }, [data]);

  const innerW = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(10, height - MARGIN.top - MARGIN.bottom);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, data.length - 1)], range: [0, innerW] });
  const y = scaleLinear<number>({ domain: [Math.min(0, yMin), yMax === yMin ? yMax + 1 : yMax], range: [innerH, 0], nice: true });
  const tickCount = Math.min(MAX_TICKS, data.length, Math.max(2, Math.floor(innerW / 90)));
  const step = Math.max(1, Math.ceil(data.length / tickCount));
  const tickValues = data.map((_, i) => i).filter((i) => i % step === 0);
  const lastHistory = history[history.length - 1];
  const forecastLine = lastHistory ? [lastHistory, ...predicted] : predicted;

  return (
    <svg ref={svgRef} xmlns="http://www.w3.org/2000/svg" width={width} height={height} role="img" aria-label={title} className="tl-trend-chart__svg">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerW} numTicks={5} stroke="var(--border)" />
        <Area<Band> data={bands} x={(b) => x(b.i)} y0={(b) => y(b.lo95)} y1={(b) => y(b.hi95)} fill="var(--chart-predicted)" fillOpacity={0.12} data-testid="band-95" />
        <Area<Band> data={bands} x={(b) => x(b.i)} y0={(b) => y(b.lo80)} y1={(b) => y(b.hi80)} fill="var(--chart-predicted)" fillOpacity={0.22} data-testid="band-80" />
        <AreaClosed data={history} x={(p) => x(p.i)} y={(p) => y(p.d.value)} yScale={y} fill="var(--primary)" fillOpacity={0.15} />
        <LinePath data={history} x={(p) => x(p.i)} y={(p) => y(p.d.value)} stroke="var(--primary)" strokeWidth={2} />
        <LinePath data={forecastLine} x={(p) => x(p.i)} y={(p) => y(p.d.value)} stroke="var(--chart-predicted)" strokeWidth={2} strokeDasharray="6 4" />
        {history.length <= MAX_DOTS
          ? history
              .filter((p) => !p.d.anomaly)
              .map((p) => <Circle key={`h${p.i}`} cx={x(p.i)} cy={y(p.d.value)} r={3} fill="var(--primary)" />)
          : null}
        {predicted.map((p) => (
          <Circle key={`p${p.i}`} className="tl-trend-chart__predicted" cx={x(p.i)} cy={y(p.d.value)} r={4} fill="var(--chart-predicted)">
            <title>{`${p.d.period}: ${formatNumber(p.d.value)} (predicted)`}</title>
          </Circle>
        ))}
        {history
          .filter((p) => p.d.anomaly)
          .map((p) => (
            <Circle key={`a${p.i}`} className="tl-trend-chart__anomaly" cx={x(p.i)} cy={y(p.d.value)} r={5} fill="var(--chart-anomaly)" stroke="var(--surface)" strokeWidth={1.5}>
              <title>{`${p.d.period}: ${formatNumber(p.d.value)} (anomaly)`}</title>
            </Circle>
          ))}
        <Axis
          orientation="left"
          ticks={y.ticks(5).map((v) => ({ at: y(v), label: formatNumber(v, { compact: true }) }))}
          range={y.range()}
          stroke="var(--border)"
          tickStroke="var(--border)"
          label={() => Y_LABEL}
        />
        <Axis
          orientation="bottom"
          top={innerH}
          ticks={tickValues.map((i) => ({ at: x(i), label: data[i]?.period ?? '' }))}
          range={x.range()}
          stroke="var(--border)"
          tickStroke="var(--border)"
          // A label centred on the last period would hang past the plot and be clipped: end it there instead.
          label={(tick) => ({ ...X_LABEL, textAnchor: tick.at > innerW - HALF_LABEL ? 'end' : 'middle' })}
        />
      </Group>
    </svg>
  );
}

/**
 * Spec §2 trend chart: area of value by period, anomalies red, predictions purple, the
 * 80% and 95% prediction-interval bands, and the legend Historical Data / Predictions / Anomalies (what is drawn: `trendLegend`).
 * Draws one path per series plus a dot per anomaly and prediction, whatever the data size.
 */
export function TrendChart({ data, height = 400, width, title = 'Trend analysis chart', svgRef }: TrendChartProps) {
  return (
    <figure className="tl-trend-chart">
      {width !== undefined ? (
        <Plot data={data} width={width} height={height} title={title} svgRef={svgRef} />
      ) : (
        <MeasuredPlot data={data} height={height} title={title} svgRef={svgRef} />
      )}
      <figcaption className="tl-trend-chart__legend">
        {trendLegend(data).map((item) => (
          <span key={item.swatch} className="tl-legend-item"><span className={`tl-swatch tl-swatch--${item.swatch}`} aria-hidden="true" />{item.label}</span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Fills the figure's width, measured before the first paint (no empty frame on mount). */
function MeasuredPlot({ data, height, title, svgRef }: { data: readonly TrendPoint[]; height: number; title: string; svgRef: TrendChartProps['svgRef'] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} style={{ height }}>
      {width > 0 ? <Plot data={data} width={width} height={height} title={title} svgRef={svgRef} /> : null}
    </div>
  );
}
