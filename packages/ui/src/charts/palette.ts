import { assignCategoryColors } from '@tallyline/core';
import type { ChartDatum } from './types.js';

/** The eight theme chart colours (tokens --chart-1..8 in theme.css). */
export const CHART_PALETTE: readonly string[] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `var(--chart-${n})`);

/** The colour for series item `index`, cycling through `colors`. */
export function chartColor(colors: readonly string[] | undefined, index: number): string {
  const list = colors && colors.length > 0 ? colors : CHART_PALETTE;
  return list[index % list.length] ?? 'var(--chart-1)';
}

let assigned: Readonly<Record<string, number>> = {};

/**
 * The app-wide colour of each category label (core's assignCategoryColors over the palette): a
 * label keeps the colour it first got in every chart that draws it, whatever its position there.
 */
export function categoryColors(labels: readonly string[]): Readonly<Record<string, string>> {
  assigned = assignCategoryColors(assigned, labels, CHART_PALETTE.length);
  const out: Record<string, string> = {};
  for (const label of labels) out[label] = CHART_PALETTE[assigned[label]! % CHART_PALETTE.length]!;
  return out;
}

/** Forget the assignments (tests). */
export function resetCategoryColors(): void {
  assigned = {};
}

/**
 * The colour of item `index` named `label`: from `colors` by position when the caller gives
 * colours, else the category's app-wide colour (categoryColors), else the palette by position.
 */
export function itemColor(colors: readonly string[] | undefined, index: number, label: string | undefined, byLabel: Readonly<Record<string, string>> | undefined): string {
  if (colors && colors.length > 0) return chartColor(colors, index);
  return (label !== undefined ? byLabel?.[label] : undefined) ?? chartColor(undefined, index);
}

/** The folded rest of a pie (core's `rest` slice, 'Other (54 more)'): a neutral grey, never a category's colour. */
export const REST_COLOR = 'var(--chart-rest)';

/** The labels that take a category colour: every datum's but the folded rest's, which is no category. */
export function categoryLabels(data: readonly ChartDatum[]): string[] {
  return data.flatMap((d) => (d.rest ? [] : [d.label]));
}

/** The colour of datum `d` at `index`: REST_COLOR for the folded rest, else `itemColor`. */
export function datumColor(colors: readonly string[] | undefined, index: number, d: ChartDatum, byLabel: Readonly<Record<string, string>> | undefined): string {
  return d.rest ? REST_COLOR : itemColor(colors, index, d.label, byLabel);
}

/**
 * What the folded rest of a pie is, in words: 'outside the top 5, added together' (5 = the slices that are
 * groups), said by the legend, the tooltip and the export, since 'Other (54 more)' alone can read as a group.
 */
export function restNote(data: readonly ChartDatum[]): string {
  const named = data.filter((d) => !d.rest).length;
  return `outside the top ${named}, added together`;
}
