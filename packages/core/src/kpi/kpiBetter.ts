/**
 * Word stems of measures one wants less of: costs, losses and harm. A KPI on such a column is
 * judged "lower is better" — disasters.csv's deaths falling from 10,201 to 2,087 is not "Behind".
 * Matched at the start of a word of the header (words split at anything but letters).
 */
const LESS_IS_BETTER = [
  'cost',
  'expense',
  'spend',
  'loss',
  'death',
  'fatalit',
  'casualt',
  'injur',
  'damage',
  'defect',
  'error',
  'complaint',
  'churn',
  'delay',
  'downtime',
  'incident',
  'accident',
  'debt',
  'waste',
  'emission',
] as const;

/**
 * Which way a KPI improves, read from its column's header: 'lower' when a word of it names a
 * cost, loss or harm (`Cost Repair`, `Deaths`, `error_rate`), else 'higher'. The KPI states the
 * reading in its description; a target set by the user keeps it.
 *
 * @example
 * kpiBetter('Deaths'); // 'lower'
 * kpiBetter('precipitation'); // 'higher'
 */
export function kpiBetter(column: string): 'higher' | 'lower' {
  const words = column.toLowerCase().split(/[^a-z]+/);
  return words.some((w) => LESS_IS_BETTER.some((stem) => w.startsWith(stem))) ? 'lower' : 'higher';
}
