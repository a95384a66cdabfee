import { formatNumber } from '../stats/formatNumber.js';

/**
 * A noun for a count: the singular for exactly 1, else the plural (`one` + 's' unless given) — so no generated
 * sentence says "1 rows" (issue 13).
 *
 * @example
 * plural(1, 'row'); // 'row'
 * plural(2, 'anomaly', 'anomalies'); // 'anomalies'
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/**
 * A count with its noun: '1 row', '1,461 rows', '0 weeks' — the one way core words a count (overview sizes,
 * groups, anomalies, thin periods), thousands grouped by `formatNumber`.
 *
 * @example
 * countOf(1, 'row'); // '1 row'
 * countOf(1461, 'date'); // '1,461 dates'
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${plural(n, one, many)}`;
}
