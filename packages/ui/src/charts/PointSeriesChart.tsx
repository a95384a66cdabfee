import { Group } from '@visx/group';
import { AreaClosed, LinePath } from '@visx/shape';
import { CartesianAxes, cartesianMargin } from './CartesianAxes.js';
import { ChartFrame } from './ChartFrame.js';
import { chartColor } from './palette.js';
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

/**
 * The line and area charts differ only in the fill under the line, so they share this one
 * plot: the same scales (points centred in zero-padding bands), axes, line and markers.
 */
export function PointSeriesChart({ data, height, title, colors, width, emptyMessage, svgRef, kind, filled, markerRadius }: PointSeriesChartProps) {
  return (
    <ChartFrame data={data} height={height} title={title} width={width} emptyMessage={emptyMessage} kind={kind}>
      {(w) => {
        const margin = cartesianMargin(w, data);
        const innerWidth = w - margin.left - margin.right;
        const innerHeight = height - margin.top - margin.bottom;
        const { xScale, yScale } = cartesianScales(data, innerWidth, innerHeight, 0);
        const points: Point[] = data.map((d, i) => ({ ...d, key: bandKey(d, i) }));
        const x = (p: Point) => (xScale(p.key) ?? 0) + xScale.bandwidth() / 2;
        const y = (p: Point) => yScale(p.value);
        const color = chartColor(colors, 0);
        return (
          <svg ref={svgRef} width={w} height={height} xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
            <Group left={margin.left} top={margin.top}>
              <CartesianAxes data={data} xScale={xScale} yScale={yScale} innerWidth={innerWidth} innerHeight={innerHeight} />
              {filled && (
                <AreaClosed<Point>
                  data-testid="chart-area"
                  data={points}
                  x={x}
                  y={y}
                  yScale={yScale}
                  style={{ fill: color, fillOpacity: 0.25, stroke: 'none' }}
                />
              )}
              <LinePath<Point> data={points} x={x} y={y} strokeWidth={2} style={{ stroke: color, fill: 'none' }} />
              {points.map((d) => (
                <circle key={d.key} data-testid="chart-point" cx={x(d)} cy={y(d)} r={markerRadius} style={{ fill: color }}>
                  <title>{`${d.label}: ${d.value.toLocaleString()}`}</title>
                </circle>
              ))}
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
