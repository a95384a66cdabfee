import { describe, expect, it } from 'vitest';
import { chooseCalendarUnit, medianGap } from '../../src/trend/chooseCalendarUnit.js';

const DAY = 86_400_000;
const days = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i * DAY);

describe('chooseCalendarUnit', () => {
  it('chooseCalendarUnit(times) keeps daily data daily up to 500 days, then takes weeks', () => {
    expect(chooseCalendarUnit(days(Date.UTC(2015, 0, 1), 365))).toBe('day');
    // 2012-01-01 … 2015-12-31 = 1,461 days > 500; Monday weeks from 2011-12-26 to 2015-12-28: 210 ≤ 500
    expect(chooseCalendarUnit(days(Date.UTC(2012, 0, 1), 1461))).toBe('week');
  });
  it('chooseCalendarUnit(times) never goes finer than the data: monthly stays monthly, yearly yearly', () => {
    expect(chooseCalendarUnit(Array.from({ length: 123 }, (_, i) => Date.UTC(2000, i, 1)))).toBe('month');
    expect(chooseCalendarUnit(Array.from({ length: 144 }, (_, i) => Date.UTC(1880 + i, 0, 1)))).toBe('year');
  });
  it('chooseCalendarUnit(times) takes hours for a short hourly series and days for a year of hours', () => {
    expect(chooseCalendarUnit(Array.from({ length: 48 }, (_, i) => Date.UTC(2024, 0, 1, i)))).toBe('hour');
    expect(chooseCalendarUnit(Array.from({ length: 8760 }, (_, i) => Date.UTC(2010, 0, 1, i + 1)))).toBe('day');
  });
  it('chooseCalendarUnit(trading days) takes weeks: 2 empty days in 7 is more than a fifth', () => {
    const weekdays = days(Date.UTC(2024, 0, 1), 280).filter((t) => new Date(t).getUTCDay() % 6 !== 0);
    expect(chooseCalendarUnit(weekdays)).toBe('week');
  });
  it('chooseCalendarUnit(one time) is day', () => {
    expect(chooseCalendarUnit([Date.UTC(2024, 0, 1)])).toBe('day');
    expect(chooseCalendarUnit([])).toBe('day');
  });
});

describe('medianGap', () => {
  it('medianGap(times) is the median distance between neighbours', () => {
    expect(medianGap([0, 1, 2, 10])).toBe(1); // gaps 1, 1, 8
    expect(medianGap([0, 2, 3, 7, 9])).toBe(2); // gaps 2, 1, 4, 2 → (2 + 2) / 2
    expect(medianGap([5])).toBe(0);
  });
});
