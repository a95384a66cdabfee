/** The eight theme chart colours (tokens --chart-1..8 in theme.css). */
export const CHART_PALETTE: readonly string[] = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `var(--chart-${n})`);

/** The colour for series item `index`, cycling through `colors`. */
export function chartColor(colors: readonly string[] | undefined, index: number): string {
  const list = colors && colors.length > 0 ? colors : CHART_PALETTE;
  return list[index % list.length] ?? 'var(--chart-1)';
}
