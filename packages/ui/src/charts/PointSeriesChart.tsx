import { formatNumber } from '@tallyline/core';
import { Group } from '@visx/group';
import { AreaClosed, LinePath } from '@visx/shape';
import { CartesianAxes, cartesianMargin } from './CartesianAxes.js';
import { ChartFrame } from './ChartFrame.js';
import { useMemo } from 'react';
import { categoryColors, itemColor } from './palette.js';
import { bandKey, cartesianScales } from './scales.js';
import type { ChartDatum, ChartProps } from './types.js';

type Point = ChartDatum & { key: string };

export interface PointSeriesChartProps extends ChartProps {
  /** The accessible kind ("Line chart", "Area chart") the frame announces. */
  kind: string;
  /** Fill the area under the line (the area chart) or not (the line chart). */
  filled: boolean;
  /** Marker radius in px. */
  markerRadius: number;
}

/** Above this many points a line reads better without a marker on each. */
const MAX_MARKED_POINTS = 60;

/**
 * The line and area charts differ only in the fill under the line, so they share this one
 * plot: the same scales (points centred in zero-padding bands), axes, line and markers.
 * Data whose points carry a `series` draws one line per series over the shared labels (in order of
 * first appearance), each in its palette colour, with a legend: never one line through all of them.
 */
export function PointSeriesChart({ data, height, title, colors, width, emptyMessage, svgRef, kind, filled, markerRadius }: PointSeriesChartProps) {
  const lines = useMemo(() => splitSeries(data), [data]);
  const byName = useMemo(() => categoryColors(lines.flatMap((l) => (l.name !== undefined ? [l.name] : []))), [lines]);
  const axisData = lines.length > 1 || lines[0]?.name !== undefined ? uniqueLabels(data) : data;
  const legend =
    lines[0]?.name !== undefined ? (
      <ul className="tl-chart__legend" aria-label="Series">
        {lines.map((line, i) => (
          <li key={line.name}>
            <span className="tl-chart__swatch" style={{ background: itemColor(colors, i, line.name, byName) }} aria-hidden="true" />
            {line.name}
          </li>
        ))}
      </ul>
    ) : undefined;
  return (
    <ChartFrame data={data} height={height} title={title} width={width} emptyMessage={emptyMessage} kind={kind} footer={legend}>
      {(w) => {
        const margin = cartesianMargin(w, axisData);
        const innerWidth = w - margin.left - margin.right;
        const innerHeight = height - margin.top - margin.bottom;
        const { xScale } = cartesianScales(axisData, innerWidth, innerHeight, 0);
        const { yScale } = cartesianScales(data, innerWidth, innerHeight, 0);
        const slot = new Map(axisData.map((d, i) => [d.label, bandKey(d, i)]));
        const keyOf = (d: ChartDatum, i: number) => (axisData === data ? bandKey(d, i) : slot.get(d.label)!);
        const x = (p: Point) => (xScale(p.key) ?? 0) + xScale.bandwidth() / 2;
        const y = (p: Point) => yScale(p.value);
        const marked = data.length / Math.max(1, lines.length) <= MAX_MARKED_POINTS;
        return (
          <svg ref={svgRef} width={w} height={height} xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
            <Group left={margin.left} top={margin.top}>
              <CartesianAxes data={axisData} xScale={xScale} yScale={yScale} innerWidth={innerWidth} innerHeight={innerHeight} />
              {lines.map((line, li) => {
                const color = itemColor(colors, li, line.name, byName);
                const points: Point[] = line.points.map(({ d, i }) => ({ ...d, key: keyOf(d, i) }));
                return (
                  <g key={line.name ?? ''} data-testid="chart-series">
                    {filled && (
                      <AreaClosed<Point>
                        data-testid="chart-area"
                        data={points}
                        x={x}
                        y={y}
                        yScale={yScale}
                        style={{ fill: color, fillOpacity: lines.length > 1 ? 0.12 : 0.25, stroke: 'none' }}
                      />
                    )}
                    <LinePath<Point> data={points} x={x} y={y} strokeWidth={2} style={{ stroke: color, fill: 'none' }} />
                    {/* no marker (and no element: a 0 px circle cannot be hovered) on a dense line, e.g. 1,500 days */}
                    {marked &&
                      points.map((d) => (
                        <circle key={d.key} data-testid="chart-point" cx={x(d)} cy={y(d)} r={markerRadius} style={{ fill: color }}>
                          <title>{`${line.name ? `${line.name}, ` : ''}${d.label}: ${formatNumber(d.value)}`}</title>
                        </circle>
                      ))}
                  </g>
                );
              })}
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}

interface Line {
  name: string | undefined;
  points: { d: ChartDatum; i: number }[];
}

/** The points of each series in data order (one unnamed line when no point names a series). */
function splitSeries(data: readonly ChartDatum[]): Line[] {
  const lines = new Map<string | undefined, Line>();
  data.forEach((d, i) => {
    let line = lines.get(d.series);
    if (!line) lines.set(d.series, (line = { name: d.series, points: [] }));
    line.points.push({ d, i });
  });
  return [...lines.values()];
}

/** One axis slot per distinct label, in order of first appearance. */
function uniqueLabels(data: readonly ChartDatum[]): ChartDatum[] {
  const seen = new Set<string>();
  const out: ChartDatum[] = [];
  for (const d of data) {
    if (seen.has(d.label)) continue;
    seen.add(d.label);
    out.push({ label: d.label, value: 0 });
  }
  return out;
}
