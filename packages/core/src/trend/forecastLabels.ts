import { median } from 'd3-array';
import { calendarIndex, calendarLabel, calendarStart } from './calendar.js';
import type { CalendarUnit, Series } from './types.js';

const DAY = 86_400_000;

/**
 * Labels and times for the `h` periods after a series. Bucketed by a calendar unit:
 * the next buckets. Dated: the median gap between points decides — about 1 or 7 days,
 * 28–31 (month), 89–92 (quarter) or 365–366 (year) step by that calendar unit; any
 * other gap steps by the median gap; labels are yyyy-mm-dd (with the time when not
 * midnight UTC). Undated: 'Period n+1' … (or 'Period a-b' chunks when bucketed by rows).
 *
 * @example
 * forecastLabels({ values: [1, 2], labels: ['Period 1', 'Period 2'] }, 2).labels; // ['Period 3', 'Period 4']
 */
export function forecastLabels(series: Series, h: number): { labels: string[]; times?: number[] } {
  const n = series.values.length;
  const times = series.times;
  if (!times || n === 0) {
    const k = series.rowsPerBucket ?? 1;
    const end = series.rowsPerBucket ? Number(/-(\d+)$/.exec(series.labels[n - 1] ?? '')?.[1] ?? n * k) : n;
    return {
      labels: Array.from({ length: h }, (_, j) => (k > 1 ? `Period ${end + j * k + 1}-${end + (j + 1) * k}` : `Period ${end + j + 1}`)),
    };
  }
  const lastT = times[n - 1]!;
  const unit = series.unit ?? unitOfGap(times);
  if (series.unit) {
    const i0 = calendarIndex(lastT, series.unit);
    const idx = Array.from({ length: h }, (_, j) => i0 + j + 1);
    return { labels: idx.map((i) => calendarLabel(i, series.unit!)), times: idx.map((i) => calendarStart(i, series.unit!)) };
  }
  const gap = n > 1 ? median(times.slice(1).map((t, i) => t - times[i]!)) ?? DAY : DAY;
  const next = Array.from({ length: h }, (_, j) => (unit ? addUnits(lastT, unit, j + 1) : lastT + gap * (j + 1)));
  const midnight = times.every((t) => t % DAY === 0);
  return { labels: next.map((t) => (midnight ? new Date(t).toISOString().slice(0, 10) : new Date(t).toISOString())), times: next };
}

function unitOfGap(times: readonly number[]): CalendarUnit | undefined {
  if (times.length < 2) return 'day';
  const gap = (median(times.slice(1).map((t, i) => t - times[i]!)) ?? 0) / DAY;
  if (gap === 1) return 'day';
  if (gap === 7) return 'week';
  if (gap >= 28 && gap <= 31) return 'month';
  if (gap >= 89 && gap <= 92) return 'quarter';
  if (gap >= 365 && gap <= 366) return 'year';
  return undefined;
}

/** t plus k units; months keep the day of month, clamped to the month's last day. */
function addUnits(t: number, unit: CalendarUnit, k: number): number {
  if (unit === 'day') return t + k * DAY;
  if (unit === 'week') return t + 7 * k * DAY;
  const months = unit === 'month' ? k : unit === 'quarter' ? 3 * k : 12 * k;
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}
