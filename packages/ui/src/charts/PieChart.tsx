import { formatNumber } from '@tallyline/core';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartFrame } from './ChartFrame.js';
import { useMemo } from 'react';
import { categoryColors, categoryLabels, datumColor, restNote } from './palette.js';
import { bandKey } from './scales.js';
import type { ChartDatum, ChartProps } from './types.js';

export interface PieChartProps extends ChartProps {
  /** Inner radius as a share of the outer one (0 = pie, 0.6 = donut). */
  donut?: number;
  /** Hide the legend below the pie. */
  hideLegend?: boolean;
}

/**
 * A pie (or donut) of the values, with a legend naming each slice. The folded rest (a datum with `rest`, core's
 * 'Other (54 more)') is grey and says it adds up the groups outside the top ones: it is no group of its own.
 */
export function PieChart({ data, height, title, colors, width, emptyMessage, svgRef, donut = 0, hideLegend = false }: PieChartProps) {
  // the rest takes no category colour: a label keeps its app-wide colour, and the grey stays the rest's
  const byLabel = useMemo(() => categoryColors(categoryLabels(data)), [data]);
  const note = useMemo(() => restNote(data), [data]);
  return (
    <ChartFrame data={data} height={height} title={title} width={width} emptyMessage={emptyMessage} kind="Pie chart"
      footer={
        hideLegend ? null : (
          <ul className="tl-chart__legend" aria-hidden="true">
            {data.map((d, i) => (
              <li key={bandKey(d, i)} className={d.rest ? 'tl-chart__legend-rest' : undefined}>
                <span className="tl-chart__swatch" style={{ background: datumColor(colors, i, d, byLabel) }} />
                {d.label}
                {d.rest ? <span className="tl-chart__legend-note">{`— ${note}`}</span> : null}
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
                        data-rest={arc.data.rest ? 'true' : undefined}
                        style={{ fill: datumColor(colors, arc.index, arc.data, byLabel), stroke: 'var(--surface)', strokeWidth: 1 }}
                      >
                        <title>{`${arc.data.label}: ${formatNumber(arc.data.value)}${arc.data.rest ? ` — ${note}` : ''}`}</title>
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
