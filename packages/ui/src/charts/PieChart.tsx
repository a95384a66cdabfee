import { formatNumber } from '@tallyline/core';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartFrame } from './ChartFrame.js';
import { useMemo } from 'react';
import { categoryColors, itemColor } from './palette.js';
import { bandKey } from './scales.js';
import type { ChartDatum, ChartProps } from './types.js';

export interface PieChartProps extends ChartProps {
  /** Inner radius as a share of the outer one (0 = pie, 0.6 = donut). */
  donut?: number;
  /** Hide the legend below the pie. */
  hideLegend?: boolean;
}

/** A pie (or donut) of the values, with a legend naming each slice. */
export function PieChart({ data, height, title, colors, width, emptyMessage, svgRef, donut = 0, hideLegend = false }: PieChartProps) {
  const byLabel = useMemo(() => categoryColors(data.map((d) => d.label)), [data]);
  return (
    <ChartFrame data={data} height={height} title={title} width={width} emptyMessage={emptyMessage} kind="Pie chart"
      footer={
        hideLegend ? null : (
          <ul className="tl-chart__legend" aria-hidden="true">
            {data.map((d, i) => (
              <li key={bandKey(d, i)}>
                <span className="tl-chart__swatch" style={{ background: itemColor(colors, i, d.label, byLabel) }} />
                {d.label}
              </li>
            ))}
          </ul>
        )
      }
    >
      {(w) => {
        const radius = Math.max(0, Math.min(w, height) / 2 - 8);
        return (
            <svg ref={svgRef} width={w} height={height} xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
              <Group top={height / 2} left={w / 2}>
                <Pie<ChartDatum>
                  data={[...data]}
                  pieValue={(d) => Math.max(0, d.value)}
                  pieSort={null}
                  pieSortValues={null}
                  outerRadius={radius}
                  innerRadius={radius * donut}
                  padAngle={0.005}
                >
                  {(pie) =>
                    pie.arcs.map((arc) => (
                      <path
                        key={bandKey(arc.data, arc.index)}
                        data-testid="chart-slice"
                        d={pie.path(arc) ?? ''}
                        style={{ fill: itemColor(colors, arc.index, arc.data.label, byLabel), stroke: 'var(--surface)', strokeWidth: 1 }}
                      >
                        <title>{`${arc.data.label}: ${formatNumber(arc.data.value)}`}</title>
                      </path>
                    ))
                  }
                </Pie>
              </Group>
            </svg>
        );
      }}
    </ChartFrame>
  );
}
