import { scaleLinear } from '@visx/scale';
import type { ChartDatum } from './types.js';

/**
 * Band scale for the labels and a linear scale for the values (always including 0),
 * sized to the inner plot area. Presentation only: the values are drawn as given.
 */
export function cartesianScales(data: readonly ChartDatum[], innerWidth: number, innerHeight: number, padding = 0.25) {
  let lo = 0;
  let hi = 0;
  for (const d of data) {
    if (Number.isFinite(d.value)) {
      if (d.value < lo) lo = d.value;
      if (d.value > hi) hi = d.value;
    }
  }
  if (lo === hi) hi = lo + 1;
  const xScale = bandScale(
    data.map((d, i) => bandKey(d, i)),
    Math.max(0, innerWidth),
    padding,
  );
  const yScale = scaleLinear<number>({ domain: [lo, hi], range: [Math.max(0, innerHeight), 0], nice: true });
  return { xScale, yScale };
}

/** Labels may repeat; the band key keeps each datum its own band while the axis shows the label. */
export function bandKey(d: ChartDatum, index: number): string {
  return `${index}\u0000${d.label}`;
}

/** The label part of a band key. */
export function bandLabel(key: string): string {
  const at = key.indexOf('\u0000');
  return at === -1 ? key : key.slice(at + 1);
}

/** What the charts use of a band scale: a band's start by key, the band's width, the keys and the range. */
export interface BandScale {
  (key: string): number | undefined;
  bandwidth(): number;
  domain(): readonly string[];
  range(): [number, number];
}

/**
 * d3's band layout (scaleBand with paddingInner = paddingOuter = `padding`, align 0.5, no rounding) by plain
 * arithmetic over `keys` in order. Why not d3's: on the chart card's first draw, right after the summary cards,
 * building d3's scale (its InternMap, its cold code) was ~20 ms of the commit's task at load (issue 15).
 */
export function bandScale(keys: readonly string[], width: number, padding: number): BandScale {
  const n = keys.length;
  const step = width / Math.max(1, n - padding + padding * 2);
  const start = (width - step * (n - padding)) / 2;
  const index = new Map(keys.map((k, i) => [k, i]));
  const scale = (key: string) => {
    const i = index.get(key);
    return i === undefined ? undefined : start + step * i;
  };
  return Object.assign(scale, {
    bandwidth: () => step * (1 - padding),
    domain: () => keys,
    range: (): [number, number] => [0, width],
  });
}
