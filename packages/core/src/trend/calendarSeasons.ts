import type { CalendarUnit, TrendSeason } from './types.js';

const SEASONS: Readonly<Record<CalendarUnit, readonly TrendSeason[]>> = {
  hour: [
    { period: 24, name: 'daily' },
    { period: 168, name: 'weekly' },
  ],
  day: [{ period: 7, name: 'weekly' }],
  week: [{ period: 52, name: 'yearly' }],
  month: [{ period: 12, name: 'yearly' }],
  quarter: [{ period: 4, name: 'yearly' }],
  year: [],
};

/**
 * The only seasons a series in `unit` may have: calendar cycles that fit it — 24 hours and
 * 168 hours, 7 days, 52 weeks, 12 months, 4 quarters; none for years or for rows in file
 * order (undefined). A lag that merely correlates (11 days, 3 weeks) is never a season.
 *
 * @example
 * calendarSeasons('month'); // [{ period: 12, name: 'yearly' }]
 */
export function calendarSeasons(unit: CalendarUnit | undefined): readonly TrendSeason[] {
  return unit ? SEASONS[unit] : [];
}
