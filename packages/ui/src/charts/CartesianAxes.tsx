import { formatNumber } from '@tallyline/core';
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


/** Long category labels are cut so the axis stays legible. */
export function shortLabel(label: string, max = 14): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** Rough width of an 11 px sans-serif character, plus a gap between neighbouring labels. */
const CHAR_PX = 6.5;
const LABEL_GAP_PX = 8;

/**
 * Whether the x labels need to be slanted to fit their bands in `innerWidth`: only when the
 * longest (shortened) label is wider than a band, so short labels like "North" stay level on a phone.
 */
export function slantLabels(innerWidth: number, data: readonly ChartDatum[]): boolean {
  if (data.length === 0) return false;
  const longest = Math.max(...data.map((d) => shortLabel(d.label).length));
  return longest * CHAR_PX + LABEL_GAP_PX > innerWidth / data.length;
}

/** The margin for a cartesian chart; slanted labels need more room below. */
export function cartesianMargin(width: number, data: readonly ChartDatum[]): ChartMargin {
  const left = 52;
  const right = 16;
  const slanted = slantLabels(width - left - right, data);
  return { top: 12, right, bottom: slanted ? 72 : 36, left };
}

export interface CartesianAxesProps {
  data: readonly ChartDatum[];
  xScale: ReturnType<typeof cartesianScales>['xScale'];
  yScale: ReturnType<typeof cartesianScales>['yScale'];
  innerWidth: number;
  innerHeight: number;
}

/** Horizontal room a slanted label needs so neighbours do not overlap. */
const SLANTED_LABEL_PX = 16;

/**
 * The band keys that get a label: all of them when they fit, else every k-th (a decade of months
 * slanted on a phone would be a black smear).
 */
export function labelledBands(domain: readonly string[], innerWidth: number, slanted: boolean): string[] {
  if (!slanted || innerWidth <= 0) return [...domain];
  const every = Math.max(1, Math.ceil((domain.length * SLANTED_LABEL_PX) / innerWidth));
  return domain.filter((_, i) => i % every === 0);
}

/** Grid lines, a value axis on the left and a category axis at the bottom. */
export function CartesianAxes({ data, xScale, yScale, innerWidth, innerHeight }: CartesianAxesProps) {
  const slanted = slantLabels(innerWidth, data);
  const ticks = labelledBands(xScale.domain(), innerWidth, slanted);
  return (
    <>
      <GridRows className="tl-chart__grid" scale={yScale} width={innerWidth} numTicks={5} />
      <AxisLeft
        scale={yScale}
        numTicks={5}
        hideTicks
        axisLineClassName="tl-chart__axis-line"
        tickFormat={(v) => formatNumber(Number(v), { compact: true })}
        tickLabelProps={() => ({ className: 'tl-chart__tick', textAnchor: 'end', dx: -4, dy: 4 })}
      />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        hideTicks
        tickValues={ticks}
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
