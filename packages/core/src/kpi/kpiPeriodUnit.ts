import { calendarIndex, UNIT_MS } from '../trend/calendar.js';
import { chooseCalendarUnit } from '../trend/chooseCalendarUnit.js';
import type { CalendarUnit } from '../trend/types.js';

/** Fewest periods a KPI unit must span: two complete ones remain after an incomplete first and last. */
const MIN_PERIODS = 4;

/**
 * The calendar period a KPI compares: the data's own unit when it is a month or coarser
 * (monthly, quarterly, yearly data), else the coarsest of month, week, day that spans at
 * least 4 periods (a business reads KPIs by month), else the data's unit. `times` are distinct
 * and ascending (UTC ms).
 *
 * @example
 * kpiPeriodUnit(dailyFor4Years); // 'month'
 */
export function kpiPeriodUnit(times: readonly number[]): CalendarUnit {
  const native = chooseCalendarUnit(times);
  if (UNIT_MS[native] >= UNIT_MS.month || times.length === 0) return native;
  const first = times[0]!;
  const last = times[times.length - 1]!;
  const spans = (u: CalendarUnit) => calendarIndex(last, u) - calendarIndex(first, u) + 1 >= MIN_PERIODS;
  return (['month', 'week', 'day'] as const).find((u) => UNIT_MS[u] >= UNIT_MS[native] && spans(u)) ?? native;
}
