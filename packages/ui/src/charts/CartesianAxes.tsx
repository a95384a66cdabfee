import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { bandLabel, type cartesianScales } from './scales.js';
import type { ChartDatum } from './types.js';

/** Space around the plot for the axes. */
export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Long category labels are cut so the axis stays legible. */
export function shortLabel(label: string, max = 14): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** Whether the x labels need to be slanted to fit `count` bands in `innerWidth`. */
export function slantLabels(innerWidth: number, count: number): boolean {
  return count > 0 && innerWidth / count < 64;
}

/** The margin for a cartesian chart; slanted labels need more room below. */
export function cartesianMargin(width: number, count: number): ChartMargin {
  const left = 52;
  const right = 16;
  const slanted = slantLabels(width - left - right, count);
  return { top: 12, right, bottom: slanted ? 72 : 36, left };
}

export interface CartesianAxesProps {
  data: readonly ChartDatum[];
  xScale: ReturnType<typeof cartesianScales>['xScale'];
  yScale: ReturnType<typeof cartesianScales>['yScale'];
  innerWidth: number;
  innerHeight: number;
}

/** Grid lines, a value axis on the left and a category axis at the bottom. */
export function CartesianAxes({ data, xScale, yScale, innerWidth, innerHeight }: CartesianAxesProps) {
  const slanted = slantLabels(innerWidth, data.length);
  return (
    <>
      <GridRows className="tl-chart__grid" scale={yScale} width={innerWidth} numTicks={5} />
      <AxisLeft
        scale={yScale}
        numTicks={5}
        hideTicks
        axisLineClassName="tl-chart__axis-line"
        tickFormat={(v) => compact.format(Number(v))}
        tickLabelProps={() => ({ className: 'tl-chart__tick', textAnchor: 'end', dx: -4, dy: 4 })}
      />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        hideTicks
        axisLineClassName="tl-chart__axis-line"
        tickFormat={(v) => shortLabel(bandLabel(String(v)))}
        tickLabelProps={() =>
          slanted
            ? { className: 'tl-chart__tick', textAnchor: 'end', angle: -40, dx: -4, dy: 2 }
            : { className: 'tl-chart__tick', textAnchor: 'middle' }
        }
      />
    </>
  );
}
