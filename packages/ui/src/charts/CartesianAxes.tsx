import { formatNumber } from '@tallyline/core';
import { GridRows } from '@visx/grid';
import { Axis } from './Axis.js';
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

/** Ticks on the value axis (visx's grid uses the same d3 ticks, so the lines meet the labels). */
const VALUE_TICKS = 5;

/** Grid lines, a value axis on the left and a category axis at the bottom; labels never measured (see Axis). */
export function CartesianAxes({ data, xScale, yScale, innerWidth, innerHeight }: CartesianAxesProps) {
  const slanted = slantLabels(innerWidth, data);
  const half = xScale.bandwidth() / 2;
  const xTicks = labelledBands(xScale.domain(), innerWidth, slanted).map((key) => ({ at: (xScale(key) ?? 0) + half, label: shortLabel(bandLabel(key)) }));
  const yTicks = yScale.ticks(VALUE_TICKS).map((v) => ({ at: yScale(v), label: formatNumber(v, { compact: true }) }));
  return (
    <>
      <GridRows className="tl-chart__grid" scale={yScale} width={innerWidth} numTicks={VALUE_TICKS} />
      <Axis orientation="left" ticks={yTicks} range={yScale.range()} lineClassName="tl-chart__axis-line" label={() => LEFT_LABEL} />
      <Axis
        orientation="bottom"
        top={innerHeight}
        ticks={xTicks}
        range={xScale.range()}
        lineClassName="tl-chart__axis-line"
        label={() => (slanted ? SLANTED_LABEL : LEVEL_LABEL)}
      />
    </>
  );
}

const LEFT_LABEL = { className: 'tl-chart__tick', textAnchor: 'end', dx: -4, dy: 4 } as const;
const SLANTED_LABEL = { className: 'tl-chart__tick', textAnchor: 'end', angle: -40, dx: -4, dy: 2 } as const;
const LEVEL_LABEL = { className: 'tl-chart__tick', textAnchor: 'middle' } as const;
