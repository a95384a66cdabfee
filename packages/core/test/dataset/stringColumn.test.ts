import { describe, expect, it } from 'vitest';
import { codeArray } from '../../src/dataset/codeArray.js';
import { dateColumn } from '../../src/dataset/dateColumn.js';
import { dictionaryEncode } from '../../src/dataset/dictionaryEncode.js';
import { numberColumn } from '../../src/dataset/numberColumn.js';
import { stringColumn } from '../../src/dataset/stringColumn.js';

describe('column constructors', () => {
  it('stringColumn(name, texts) keeps each distinct text once, the empty text as code 0', () => {
    const c = stringColumn('region', ['North', '', 'South', 'North']);
    expect(c.dictionary).toEqual(['', 'North', 'South']);
    expect([...c.codes]).toEqual([1, 0, 2, 1]);
    expect(c.codes).toBeInstanceOf(Uint8Array);
  });

  it('dictionaryEncode(texts) widens the codes past 256 distinct texts', () => {
    const texts = Array.from({ length: 300 }, (_, i) => `t${i}`);
    const { dictionary, codes } = dictionaryEncode(texts);
    expect(dictionary.length).toBe(301);
    expect(codes).toBeInstanceOf(Uint16Array);
    expect(codes[299]).toBe(300);
  });

  it('codeArray(length, size) is 8 bits up to 256 entries, 16 up to 65,536, then 32', () => {
    expect(codeArray(1, 256)).toBeInstanceOf(Uint8Array);
    expect(codeArray(1, 257)).toBeInstanceOf(Uint16Array);
    expect(codeArray(1, 65_536)).toBeInstanceOf(Uint16Array);
    expect(codeArray(1, 65_537)).toBeInstanceOf(Uint32Array);
  });

  it('dateColumn(name, values, texts, invalid) encodes the texts and keeps the values', () => {
    const d = dateColumn('day', Float64Array.of(0, NaN), ['1970-01-01', 'soon'], new Map([[1, 'soon']]));
    expect(d.dictionary).toEqual(['', '1970-01-01', 'soon']);
    expect([...d.codes]).toEqual([1, 2]);
    expect(d.invalid.get(1)).toBe('soon');
  });

  it('numberColumn(name, values) has no misfits unless given', () => {
    expect(numberColumn('n', Float64Array.of(1)).invalid.size).toBe(0);
  });
});
