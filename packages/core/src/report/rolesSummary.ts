import type { Dataset } from '../dataset/types.js';
import { rankingLabel } from '../roles/pickCategory.js';
import type { ColumnRoleInfo } from '../roles/types.js';

/**
 * One sentence naming what each column is for the analysis, from `ds.roles`: measures with how they
 * combine, then time, coordinates (latitude, longitude), directions, series key, categories, a summary table's per-row label, identifiers and free text; roles with no column are left out.
 *
 * @example
 * rolesSummary(weather);
 * // 'Measures: precipitation (summed), temp_max (averaged), temp_min (averaged), wind (averaged); time: date; category: weather.'
 */
export function rolesSummary(ds: Dataset): string {
  // a summary table's per-row label (region,revenue: one row per region) ranks the rows; other identifiers never show
  const ranked = rankingLabel(ds);
  const of = (role: ColumnRoleInfo['role']) => ds.roles.filter((r) => r.role === role && r !== ranked);
  const measures = of('measure')
    .filter((r) => r.coordinate === null)
    .map((r) => `${r.column} (${r.stock ? 'a level: summed at one date, never over dates' : r.aggregation === 'mean' ? 'averaged' : 'summed'}${r.money ? `, money${r.currency ? ` in ${r.currency}` : ''}` : ''})`);
  const parts: [string, string, string[]][] = [
    ['measure', 'measures', measures],
    ['time', 'time', of('time').map((r) => (r.timeKind === 'year' ? `${r.column} (years)` : r.column))],
    ['coordinate (a position, not a quantity)', 'coordinates (positions, not quantities)', of('measure').filter((r) => r.coordinate === 'latitude' || r.coordinate === 'longitude').map((r) => r.column)],
    ['direction (an orientation, not a quantity)', 'directions (orientations, not quantities)', of('measure').filter((r) => r.coordinate === 'direction').map((r) => r.column)],
    ['series key', 'series keys', of('series').map((r) => r.column)],
    ['category', 'categories', of('dimension').map((r) => r.column)],
    ['per-row label (one row each: the rows are ranked by it, never grouped)', '', ranked ? [ranked.column] : []],
    ['identifier (never grouped or summed)', 'identifiers (never grouped or summed)', of('identifier').map((r) => r.column)],
    ['free text', 'free text', of('text').map((r) => r.column)],
  ];
  const said = parts.filter(([, , names]) => names.length > 0).map(([one, many, names]) => `${names.length === 1 ? one : many}: ${names.join(', ')}`);
  if (said.length === 0) return '';
  const text = said.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
