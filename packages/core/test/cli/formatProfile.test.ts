import { describe, expect, it } from 'vitest';
import { formatProfile } from '../../src/cli/formatProfile.js';
import { parseCsv } from '../../src/csv/parseCsv.js';

describe('formatProfile', () => {
  it('formatProfile(ds, file) lists warnings with their first line', () => {
    const text = formatProfile(parseCsv('a;b\n1;2\n3\n'), 'f.csv');
    expect(text).toContain('f.csv: 2 rows and 2 columns: 2 numeric\n');
    expect(text).toContain('delimiter ";"');
    expect(text).toContain('RAGGED_ROWS_SHORT: 1 row(s) had fewer cells than the header and were padded with empty cells. (first at line 3)');
  });
  it('formatProfile(ds, file) names a tab delimiter and a BOM', () => {
    expect(formatProfile(parseCsv('\uFEFFa\tb\n1\t2\n'), 'f').split('\n')[1]).toBe('detected: encoding utf-8 with BOM, delimiter "tab", decimal ".", no day/month dates');
  });
  it('formatProfile(ds, file) names the day/month order only where a column has a/b/yyyy dates, per column when they differ', () => {
    const line = (csv: string) => formatProfile(parseCsv(csv), 'f').split('\n')[1];
    expect(line('day,n\n2024-01-31,1\n2024-02-29,2\n')).toMatch(/, no day\/month dates$/);
    expect(line('day,n\n31/01/2024,1\n29/02/2024,2\n')).toMatch(/, dates DMY$/);
    // one column of day-first dates, one of month-first: each column follows its own cells
    expect(line('a,b\n31/12/2024,12/31/2024\n30/11/2024,11/30/2024\n29/10/2024,10/29/2024\n01/02/2024,01/02/2024\n15/03/2024,03/14/2024\n')).toMatch(/, dates DMY \(a\), MDY \(b\)$/);
  });
});
