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
    expect(formatProfile(parseCsv('\uFEFFa\tb\n1\t2\n'), 'f').split('\n')[1]).toBe('detected: encoding utf-8 with BOM, delimiter "tab", decimal ".", dates DMY');
  });
});
