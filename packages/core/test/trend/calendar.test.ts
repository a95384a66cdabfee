import { describe, expect, it } from 'vitest';
import { calendarIndex, calendarLabel, calendarStart } from '../../src/trend/calendar.js';

describe('calendar', () => {
  it('calendarIndex / calendarStart / calendarLabel agree for each unit', () => {
    const t = Date.UTC(2024, 1, 15, 13, 30); // Thursday 2024-02-15 13:30
    expect(calendarLabel(calendarIndex(t, 'hour'), 'hour')).toBe('2024-02-15 13:00');
    expect(calendarLabel(calendarIndex(t, 'day'), 'day')).toBe('2024-02-15');
    expect(calendarLabel(calendarIndex(t, 'week'), 'week')).toBe('Week of 2024-02-12'); // Monday
    expect(calendarIndex(t, 'month')).toBe(2024 * 12 + 1);
    expect(calendarLabel(calendarIndex(t, 'quarter'), 'quarter')).toBe('2024-Q1');
    expect(calendarStart(calendarIndex(t, 'year'), 'year')).toBe(Date.UTC(2024, 0, 1));
    expect(calendarLabel(calendarIndex(Date.UTC(1969, 11, 31), 'month'), 'month')).toBe('1969-12');
  });
});
