import { describe, expect, it } from 'vitest';
import type { StringColumn } from '../../src/dataset/types.js';
import { classifyStringColumn } from '../../src/roles/classifyStringColumn.js';
import { str } from '../helpers/dataset.js';

const classify = (values: string[]) => classifyStringColumn(str('c', values) as StringColumn);

describe('classifyStringColumn', () => {
  it('classifyStringColumn(column) is a dimension with series keys for a repeated category', () => {
    const d = classify(['rain', 'sun', 'rain', '']);
    expect(d).toMatchObject({ role: 'dimension', distinct: 2 });
    expect([...(d.keys as Float64Array)]).toEqual([0, 1, 0, NaN]);
    expect(d.reasons).toEqual(['2 different values in 3 rows: a category']);
  });
  it('classifyStringColumn(column) is an identifier for 19 distinct of 20 values (95% ≥ 90%), a dimension for 17 of 20 (85%)', () => {
    const nineteen = Array.from({ length: 20 }, (_, i) => `k${Math.min(i, 18)}`);
    const seventeen = Array.from({ length: 20 }, (_, i) => `k${Math.min(i, 16)}`);
    expect(classify(nineteen).role).toBe('identifier');
    expect(classify(seventeen).role).toBe('dimension');
  });
  it('classifyStringColumn(column) calls 5 or more values that are all different a per-row label, a repeated small category a dimension', () => {
    // 5 values, 5 rows, none repeated: grouping by it makes one group per row
    const five = ['Oslo', 'Rome', 'Bergen', 'Naples', 'Madrid'];
    // names in a table of at most 60 rows: the row names of a summary table (label), said in the evidence
    expect(classify(five)).toMatchObject({
      role: 'identifier',
      label: true,
      reasons: ['5 different values in 5 rows, none repeated: each value names one row — a per-row label, not a category. Names in a table of at most 60 rows are the row names of a summary table: with no category, charts rank the rows by them (one bar per row)'],
    });
    // an empty cell: not one row per name, so no label
    expect(classify([...five, '']).role).toBe('identifier');
    expect(classify([...five, '']).label).toBeUndefined();
    // codes are no names: ORD-1001 (more digits than letters), A12, AB12 and SKU123 (letters and digits run together) — identifiers without label
    expect(classify(['ORD-1001', 'ORD-1002', 'ORD-1003', 'ORD-1004', 'ORD-1005']).label).toBeUndefined();
    expect(classify(['A12', 'B7', 'C33', 'D4', 'E95']).label).toBeUndefined();
    expect(classify(['AB12', 'CD34', 'EF56', 'GH78', 'SKU123']).label).toBeUndefined();
    // names with a number apart from a word are still names: Route 66, iPhone 15, Area 51 (2 digits, 4 letters)
    expect(classify(['Route 66', 'iPhone 15', 'Model 3', 'Area 51', 'Gate 9']).label).toBe(true);
    // one repeat (Oslo twice in 6 rows) is a category, however small the file
    expect(classify([...five, 'Oslo']).role).toBe('dimension');
    // 19 of 19 different: still a label (from 20 values the near-unique rule, ≥ 90%, decides with its own words)
    expect(classify(Array.from({ length: 19 }, (_, i) => `k${i}`)).reasons[0]).toBe('19 different values in 19 rows, none repeated: each value names one row — a per-row label, not a category');
    // fewer than 5 values: a short category (rain, sun) and labels look alike — no evidence, a dimension
    expect(classify(['North', 'South', 'East', 'West']).role).toBe('dimension');
  });
  it('classifyStringColumn(column) is an identifier for UUIDs even when they repeat', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(classify([id, id, id]).role).toBe('identifier');
  });
  it('classifyStringColumn(column) is an identifier for hex machine ids (16+ hex digits) even when they repeat', () => {
    const id = '58fa3f0be4b0b7ea54524859';
    const r = classify([id, id, '58fa449fe4b0b7ea54524c5e']);
    expect(r.role).toBe('identifier');
    expect(r.reasons[0]).toBe('values look like machine ids of 24 hex digits (58fa3f0be4b0b7ea54524859): a key, never a category');
    // short hex-looking words are not machine ids
    expect(classify(['cafe', 'bead', 'cafe']).role).toBe('dimension');
  });
  it('classifyStringColumn(column) is text for long descriptions', () => {
    const long = Array.from({ length: 5 }, (_, i) => `${'x'.repeat(45)}${i}`);
    expect(classify(long).role).toBe('text');
  });
  it('classifyStringColumn(column) of an empty column is a dimension', () => {
    expect(classify(['', '']).reasons).toEqual(['the column is empty']);
  });
});
