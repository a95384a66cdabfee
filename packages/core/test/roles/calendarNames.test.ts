import { describe, expect, it } from 'vitest';
import { calendarNames, calendarRank } from '../../src/roles/calendarNames.js';

describe('calendarNames', () => {
  it('calendarNames(dictionary) reads month names, abbreviations and weekdays, any case', () => {
    expect(calendarNames(['', 'March', 'January', 'February'])).toBe('month');
    expect(calendarNames(['', 'jan', 'FEB', 'Sept.', 'dec'])).toBe('month');
    expect(calendarNames(['', 'Mon', 'Tuesday', 'sun'])).toBe('weekday');
  });
  it('calendarNames is null for other text, mixed kinds or fewer than 3 names', () => {
    expect(calendarNames(['', 'rain', 'sun', 'fog'])).toBeNull();
    expect(calendarNames(['', 'May', 'June'])).toBeNull();
    expect(calendarNames(['', 'January', 'Monday', 'March'])).toBeNull();
  });
  it('calendarRank(text, kind) is the place in the year or the ISO week', () => {
    expect(calendarRank('December', 'month')).toBe(11);
    expect(calendarRank('Sept.', 'month')).toBe(8);
    expect(calendarRank('sun', 'weekday')).toBe(6);
    expect(calendarRank('Ju', 'month')).toBe(-1);
  });
});
