import { describe, expect, it } from 'vitest';
import { calendarSeasons } from '../../src/trend/calendarSeasons.js';

describe('calendarSeasons', () => {
  it('calendarSeasons(unit) lists only the calendar cycles of the unit', () => {
    expect(calendarSeasons('hour').map((s) => s.period)).toEqual([24, 168]);
    expect(calendarSeasons('day').map((s) => s.period)).toEqual([7]);
    expect(calendarSeasons('week').map((s) => s.period)).toEqual([52]);
    expect(calendarSeasons('month')).toEqual([{ period: 12, name: 'yearly' }]);
    expect(calendarSeasons('quarter').map((s) => s.period)).toEqual([4]);
    expect(calendarSeasons('year')).toEqual([]);
    expect(calendarSeasons(undefined)).toEqual([]);
  });
});
