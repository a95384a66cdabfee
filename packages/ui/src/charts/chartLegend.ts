import { categoryColors, itemColor } from './palette.js';
import type { ChartLegendEntry } from './chartExport.js';
import type { ChartDatum } from './types.js';

/**
 * The legend of a chart as it is drawn: one entry per series for line and area charts that have
 * series (else `valueName` for their one line), one per category for bars and pies, each in the colour
 * the chart gives it.
 */
export function chartLegend(kind: string, data: readonly ChartDatum[], colors?: readonly string[], valueName?: string): ChartLegendEntry[] {
  const series = [...new Set(data.flatMap((d) => (d.series !== undefined ? [d.series] : [])))];
  if (kind === 'line' || kind === 'area') {
    // one line without series: the value it draws, in the first colour
    if (series.length === 0) return valueName ? [{ label: valueName, color: itemColor(colors, 0, undefined, undefined) }] : [];
    const byName = categoryColors(series);
    return series.map((label, i) => ({ label, color: itemColor(colors, i, label, byName) }));
  }
  const labels = data.map((d) => d.label);
  const byLabel = categoryColors(labels);
  const seen = new Set<string>();
  const out: ChartLegendEntry[] = [];
  labels.forEach((label, i) => {
    if (seen.has(label)) return;
    seen.add(label);
    out.push({ label, color: itemColor(colors, i, label, byLabel) });
  });
  return out;
}
