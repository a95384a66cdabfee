import { assignCategoryColors } from '@tallyline/core';

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
