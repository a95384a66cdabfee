import { describe, expect, it } from 'vitest';
import { isTradingDays, weekdaysBetween } from '../../src/trend/tradingDays.js';

const DAY = 86_400_000;

describe('tradingDays', () => {
  it('weekdaysBetween(from, to) counts Monday to Friday, to excluded', () => {
    // Sat 2000-01-01 … Sun 2000-01-09: Mon 3 … Fri 7 = 5 weekdays
    expect(weekdaysBetween(Date.UTC(2000, 0, 1), Date.UTC(2000, 0, 10))).toBe(5);
    expect(weekdaysBetween(Date.UTC(2000, 0, 1), Date.UTC(2000, 0, 3))).toBe(0);
    expect(weekdaysBetween(Date.UTC(2000, 0, 3), Date.UTC(2000, 0, 3))).toBe(0);
  });
  it('isTradingDays(times, step) needs a one-day step, midnights and no weekend day', () => {
    const week = [3, 4, 5, 6, 7, 10].map((d) => Date.UTC(2000, 0, d));
    expect(isTradingDays(week, DAY)).toBe(true);
    expect(isTradingDays([...week, Date.UTC(2000, 0, 8)], DAY)).toBe(false); // a Saturday
    expect(isTradingDays(week, 7 * DAY)).toBe(false);
    expect(isTradingDays([Date.UTC(2000, 0, 3, 12)], DAY)).toBe(false);
  });
});
