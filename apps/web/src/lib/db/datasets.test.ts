import { describe, expect, it } from 'vitest';
import { originalType } from './datasets.js';

describe('originalType (issue 18: a workbook is kept as the original of a saved dataset too)', () => {
  it('names a workbook as .xlsx and every CSV as text/csv, whatever the browser called it', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(originalType(new File(['PK'], 'Book1.XLSX', { type: '' }))).toBe(xlsx);
    expect(originalType(new File(['PK'], 'upload', { type: xlsx }))).toBe(xlsx);
    // Windows calls a .csv "application/vnd.ms-excel"; the bucket takes text/csv (migration 0451)
    expect(originalType(new File(['a\n1\n'], 'sales.csv', { type: 'application/vnd.ms-excel' }))).toBe('text/csv');
    expect(originalType(new File(['a\n1\n'], 'sales.csv', { type: '' }))).toBe('text/csv');
    expect(originalType(new Blob(['a\n1\n'], { type: 'text/csv' }))).toBe('text/csv');
  });
});
