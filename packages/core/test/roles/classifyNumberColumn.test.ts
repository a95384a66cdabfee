import { describe, expect, it } from 'vitest';
import type { NumberColumn } from '../../src/dataset/types.js';
import { classifyNumberColumn } from '../../src/roles/classifyNumberColumn.js';
import { num } from '../helpers/dataset.js';

const classify = (name: string, values: (number | null)[], symbol?: string) => classifyNumberColumn(num(name, values) as NumberColumn, symbol);

describe('classifyNumberColumn', () => {
  it('classifyNumberColumn(column) reads whole numbers in 1000–2200 under a year header as time', () => {
    expect(classify('Year', [1900, 1901, 2017])).toMatchObject({ role: 'time', timeKind: 'year', distinct: 3 });
    expect(classify('fiscal_year', [2020.5]).role).toBe('measure');
    expect(classify('year', [999, 2000]).role).toBe('measure');
  });
  it('classifyNumberColumn(column) makes a unique id an identifier and a repeated one a dimension', () => {
    const unique = Array.from({ length: 20 }, (_, i) => 1000 + 7 * i);
    expect(classify('customer_id', unique).role).toBe('identifier');
    expect(classify('customer_id', unique.map((v) => v % 3)).role).toBe('dimension');
  });
  it('classifyNumberColumn(column) makes ids that are all different a key in a small file too, and says "repeat" only when they do', () => {
    // 9 ids in 9 rows: none repeated (it read 'values repeat (9 different values in 9 rows)')
    expect(classify('id', [4, 8, 15, 16, 23, 42, 7, 9, 10])).toMatchObject({ role: 'identifier', reasons: ['its name says "id" and 9 different values in 9 rows: a key, never added up'] });
    // 4 values in 5 rows (4 repeats): a category; 4 different ids in 4 rows: too few to tell
    expect(classify('id', [4, 8, 4, 15, 16]).role).toBe('dimension');
    expect(classify('id', [4, 8, 15, 16]).role).toBe('dimension');
  });
  it('classifyNumberColumn(column) makes consecutive whole numbers, each once, a row number', () => {
    expect(classify('n', Array.from({ length: 20 }, (_, i) => i + 1)).role).toBe('identifier');
    // 1..19 then 19 again: not each once
    expect(classify('n', Array.from({ length: 20 }, (_, i) => Math.min(i + 1, 19))).role).toBe('measure');
  });
  it('classifyNumberColumn(column, symbol) carries the measure traits', () => {
    expect(classify('amount', [1, 2.5], '$')).toMatchObject({ role: 'measure', traits: { aggregation: 'sum', money: true, currency: '$' } });
  });
  it('classifyNumberColumn(column) of a column without numbers is a dimension', () => {
    expect(classify('n', [null]).role).toBe('dimension');
  });
});
