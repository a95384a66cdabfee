import type { TrendLine } from './fitTrendLine.js';
import type { Series, TrendChange, TrendScale } from './types.js';

/**
 * The change along a fitted line from the first to the last complete period: in the
 * column's units always, and in percent of the line's start only for ratio quantities
 * whose line stays above 0 at both ends (a percentage of a temperature means nothing, and
 * neither does one of a line that starts or ends at or below 0: disasters.csv's deaths
 * line ends below 0, which read "fell by 106.69%").
 *
 * @example
 * trendChange({ slope: 2, standardError: 0.5, start: 10, end: 20, rho: 0, clear: true }, series, 'ratio').percent; // 100
 */
export function trendChange(line: TrendLine, series: Series, scale: TrendScale): TrendChange {
  const n = series.values.length;
  const absolute = line.end - line.start;
  return {
    from: series.labels[0]!,
    to: series.labels[n - 1]!,
    periods: n,
    start: line.start,
    end: line.end,
    absolute,
    ...(scale === 'ratio' && line.start > 0 && line.end > 0 ? { percent: (absolute / line.start) * 100 } : {}),
    slope: line.slope,
    standardError: line.standardError,
    clear: line.clear,
  };
}
