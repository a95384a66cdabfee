import { categoryColors, categoryLabels, datumColor, itemColor, restNote } from './palette.js';
import type { ChartLegendEntry } from './chartExport.js';
import type { ChartDatum } from './types.js';

/**
 * The legend of a chart as it is drawn: one entry per series for line and area charts that have
 * series (else `valueName` for their one line), one per category for bars and pies, each in the colour
 * the chart gives it; a pie's folded rest grey, saying what it adds up ('Other (54 more) — outside the top 5, added together').
 */
export function chartLegend(kind: string, data: readonly ChartDatum[], colors?: readonly string[], valueName?: string): ChartLegendEntry[] {
  const series = [...new Set(data.flatMap((d) => (d.series !== undefined ? [d.series] : [])))];
  if (kind === 'line' || kind === 'area') {
    // one line without series: the value it draws, in the first colour
    if (series.length === 0) return valueName ? [{ label: valueName, color: itemColor(colors, 0, undefined, undefined) }] : [];
    const byName = categoryColors(series);
    return series.map((label, i) => ({ label, color: itemColor(colors, i, label, byName) }));
  }
  const byLabel = categoryColors(categoryLabels(data));
  const seen = new Set<string>();
  const out: ChartLegendEntry[] = [];
  data.forEach((d, i) => {
    if (seen.has(d.label)) return;
    seen.add(d.label);
    out.push({ label: d.rest ? `${d.label} — ${restNote(data)}` : d.label, color: datumColor(colors, i, d, byLabel) });
  });
  return out;
}
