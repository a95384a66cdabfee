import { formatNumber } from '@tallyline/core';
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { CartesianAxes, cartesianMargin } from './CartesianAxes.js';
import { ChartFrame } from './ChartFrame.js';
import { useMemo } from 'react';
import { categoryColors, itemColor } from './palette.js';
import { bandKey, cartesianScales } from './scales.js';
import type { ChartProps } from './types.js';

/** Vertical bars, one per datum, each in its category's app-wide colour (or `colors` in order). */
export function BarChart({ data, height, title, colors, width, emptyMessage, svgRef }: ChartProps) {
  const byLabel = useMemo(() => categoryColors(data.map((d) => d.label)), [data]);
  return (
    <ChartFrame data={data} height={height} title={title} width={width} emptyMessage={emptyMessage} kind="Bar chart">
      {(w) => {
        const margin = cartesianMargin(w, data);
        const innerWidth = w - margin.left - margin.right;
        const innerHeight = height - margin.top - margin.bottom;
        const { xScale, yScale } = cartesianScales(data, innerWidth, innerHeight);
        const zero = yScale(0);
        return (
          <svg ref={svgRef} width={w} height={height} xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
            <Group left={margin.left} top={margin.top}>
              <CartesianAxes data={data} xScale={xScale} yScale={yScale} innerWidth={innerWidth} innerHeight={innerHeight} />
              {data.map((d, i) => {
                const y = yScale(d.value);
                return (
                  <Bar
                    key={bandKey(d, i)}
                    data-testid="chart-bar"
                    x={xScale(bandKey(d, i)) ?? 0}
                    y={Math.min(y, zero)}
                    width={xScale.bandwidth()}
                    height={Math.abs(zero - y)}
                    rx={3}
                    style={{ fill: itemColor(colors, i, d.label, byLabel) }}
                  >
                    <title>{`${d.label}: ${formatNumber(d.value)}`}</title>
                  </Bar>
                );
              })}
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
