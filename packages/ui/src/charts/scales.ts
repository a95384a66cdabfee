import { scaleBand, scaleLinear } from '@visx/scale';
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
  const xScale = scaleBand<string>({
    domain: data.map((d, i) => bandKey(d, i)),
    range: [0, Math.max(0, innerWidth)],
    padding,
  });
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
