import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { toCsv } from '../../src/explore/toCsv.js';

describe('toCsv', () => {
  it('toCsv(ds, view) exports the visible columns of the matching rows in sort order', () => {
    const ds = parseCsv('city,sales,note\nOslo,10,a\nLima,2,"b,c"\nRome,5,x\n');
    expect(toCsv(ds, { search: 'o', sort: { column: 'sales', direction: 'asc' }, visibleColumns: ['city', 'note'] })).toBe('city,note\r\nRome,x\r\nOslo,a\r\n');
    expect(toCsv(ds)).toBe('city,sales,note\r\nOslo,10,a\r\nLima,2,"b,c"\r\nRome,5,x\r\n');
  });

  it('toCsv(ds) neutralises formulas in text cells and keeps negative numbers', () => {
    const ds = parseCsv('t,n\n=1+2,-5\n@SUM(A1),-1.5\n+cmd,3\n-x,4\n');
    expect(toCsv(ds)).toBe("t,n\r\n'=1+2,-5\r\n'@SUM(A1),-1.5\r\n'+cmd,3\r\n'-x,4\r\n");
  });

  it('toCsv(ds) writes empty cells as empty fields', () => {
    expect(toCsv(parseCsv('a,b\n1,\n,2\n'))).toBe('a,b\r\n1,\r\n,2\r\n');
  });
});
