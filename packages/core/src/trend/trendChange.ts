import type { TrendLine } from './fitTrendLine.js';
import type { Series, TrendChange, TrendScale } from './types.js';

/**
 * A line start below ⅔ or above 1.5 × the observed level is off the data: a % of it misleads. AMZN in
 * stocks.csv: the line starts at 11.4 against a first-year level of 41.9 (0.27×), which read "+638.71%";
 * sp500-2000's open at 735 against 1,400 (0.52×) read "+233%" where the index rose about 80%.
 */
const LEVEL_BAND = 1.5;
/** The observed level is the mean of the first tenth of the periods, at least one full season. */
const LEVEL_SHARE = 0.1;

/**
 * The change along a fitted line from the first to the last complete period: in the column's units
 * always, and in percent of the line's start only for ratio quantities whose line stays above 0 at both
 * ends (a percentage of a temperature means nothing, and neither does one of a line that starts or ends
 * at or below 0: disasters.csv's deaths line ends below 0, which read "fell by 106.69%") **and** starts
 * near the data — within ⅔ to 1.5 × the mean of the first tenth of the periods (at least one season). When
 * only that last test fails, `percentWithheld` says so and the headline gives the observed first and last
 * periods as context instead (AMZN: "rose by 73.1" on the line; 64.56 in 2000-01 to 128.82 in 2010-03).
 *
 * @example
 * trendChange({ slope: 2, standardError: 0.5, start: 10, end: 20, rho: 0, clear: true }, series, 'ratio').percent; // 100
 */
export function trendChange(line: TrendLine, series: Series, scale: TrendScale, season = 0): TrendChange {
  const y = series.values;
  const n = y.length;
  const absolute = line.end - line.start;
  const positive = scale === 'ratio' && line.start > 0 && line.end > 0;
  const k = Math.min(n, Math.max(1, Math.ceil(n * LEVEL_SHARE), season));
  let level = 0;
  for (let i = 0; i < k; i++) level += y[i]!;
  level /= k;
  const nearData = level > 0 && line.start >= level / LEVEL_BAND && line.start <= level * LEVEL_BAND;
  return {
    from: series.labels[0]!,
    to: series.labels[n - 1]!,
    periods: n,
    start: line.start,
    end: line.end,
    absolute,
    ...(positive && nearData ? { percent: (absolute / line.start) * 100 } : {}),
    first: y[0]!,
    last: y[n - 1]!,
    ...(positive && !nearData ? { percentWithheld: { level, periods: k } } : {}),
    slope: line.slope,
    standardError: line.standardError,
    clear: line.clear,
  };
}
