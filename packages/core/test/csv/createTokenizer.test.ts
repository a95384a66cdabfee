import { describe, expect, it } from 'vitest';
import { cellText } from '../../src/csv/cellText.js';
import { createTokenizer } from '../../src/csv/createTokenizer.js';

function tokenize(pieces: string[], delimiter = ',', limit = 100): { records: string[][]; lines: number[]; widths: number[]; overflows: number[] } {
  const out = { records: [] as string[][], lines: [] as number[], widths: [] as number[], overflows: [] as number[] };
  const t = createTokenizer(delimiter, {
    limit,
    overflow: (line) => out.overflows.push(line),
    records(batch) {
      for (let r = 0; r < batch.records; r++) {
        const record: string[] = [];
        for (let k = batch.firstCell[r]!; k < batch.firstCell[r + 1]!; k++) record.push(cellText(batch, k));
        out.records.push(record);
        out.lines.push(batch.lines[r]!);
        out.widths.push(batch.width[r]!);
      }
    },
  });
  for (const p of pieces) t.write(p);
  t.end();
  return out;
}

describe('createTokenizer', () => {
  it('createTokenizer(delimiter, sink) splits records and cells', () => {
    expect(tokenize(['a,b\n1,2\n']).records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('createTokenizer(delimiter, sink) reports the line each record starts on, counting newlines inside quotes', () => {
    expect(tokenize(['a\n"x\r\ny"\n\nz\r\n']).lines).toEqual([1, 2, 5]);
  });
  it('createTokenizer(delimiter, sink) keeps a quote split across chunks as one doubled quote', () => {
    expect(tokenize(['a\n"x"', '"y"\n']).records).toEqual([['a'], ['x"y']]);
  });
  it('createTokenizer(delimiter, sink) keeps the cells of a record that spans chunks', () => {
    expect(tokenize(['a,b,c\nx,', 'y', ',"z', '"\n']).records).toEqual([
      ['a', 'b', 'c'],
      ['x', 'y', 'z'],
    ]);
  });
  it('createTokenizer(delimiter, sink) treats CR then LF in the next chunk as one line end', () => {
    expect(tokenize(['a\r', '\nb\r', '\n']).records).toEqual([['a'], ['b']]);
    expect(tokenize(['a\r', '\nb\r', '\n']).lines).toEqual([1, 2]);
  });
  it('createTokenizer(delimiter, sink) skips blank lines but keeps a quoted empty line as a record', () => {
    expect(tokenize(['a\n  \n\t\n""\n']).records).toEqual([['a'], ['']]);
  });
  it('createTokenizer(delimiter, sink).end() closes a last record without a newline', () => {
    expect(tokenize(['a,b']).records).toEqual([['a', 'b']]);
    expect(tokenize(['a,']).records).toEqual([['a', '']]);
    expect(tokenize(['"a"']).records).toEqual([['a']]);
  });
  it('createTokenizer(delimiter, sink).end() throws UNTERMINATED_QUOTE inside a quoted field', () => {
    expect(() => tokenize(['a\n"b'])).toThrow(expect.objectContaining({ code: 'UNTERMINATED_QUOTE', line: 2 }));
  });
  it('createTokenizer(delimiter, sink) unquotes a field of 20,000 doubled quotes (longer than one copy step) and text around them', () => {
    // the raw field is "a" + 20,000 × '""' + "b"; unquoted it is "a", 20,000 quotes, "b": 20,002 characters
    const field = `a${'""'.repeat(20_000)}b`;
    const [, [cell, after]] = tokenize([`q,n\n"${field}",1\n`]).records as [string[], string[]];
    expect(cell).toBe(`a${'"'.repeat(20_000)}b`);
    expect(cell!.length).toBe(20_002);
    expect(after).toBe('1');
  });
  it('createTokenizer(";", sink) splits on the given delimiter only', () => {
    expect(tokenize(['a;b,c\n'], ';').records).toEqual([['a', 'b,c']]);
  });
  it('createTokenizer(delimiter, { limit }) keeps `limit` cells per record, counts the rest and reports the overflow once', () => {
    const out = tokenize(['a,b,c,d\n1,2\n3,4,5\n'], ',', 2);
    expect(out.records).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(out.widths).toEqual([4, 2, 3]);
    expect(out.overflows).toEqual([1, 3]);
  });
  it('createTokenizer(delimiter, sink) hands over more records than one batch holds', () => {
    // 300,000 cells: more than a batch of 2^18
    const out = tokenize([`${'1,2,3\n'.repeat(100_000)}`]);
    expect(out.records.length).toBe(100_000);
    expect(out.records[99_999]).toEqual(['1', '2', '3']);
    expect(out.lines[99_999]).toBe(100_000);
  });
  it('createTokenizer(delimiter, sink) gives the same records when wide records are held across many small writes', () => {
    // rows of 300 cells (~2 KB): fewer records per write than are handed over at once, so they are held between writes
    const rows = Array.from({ length: 200 }, (_, r) => Array.from({ length: 300 }, (_, c) => (c % 7 === 3 ? `"q,${r}"` : `${r * c}`)).join(','));
    const text = `${Array.from({ length: 300 }, (_, c) => `h${c}`).join(',')}\n${rows.join('\n')}\n`;
    const whole = tokenize([text], ',', 1000);
    expect(whole.records.length).toBe(201);
    expect(whole.records[200]![3]).toBe('q,199');
    for (const size of [97, 1000, 4096, 70_000]) {
      const pieces: string[] = [];
      for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
      expect(tokenize(pieces, ',', 1000)).toEqual(whole);
    }
  });
  it('createTokenizer(delimiter, sink) hands over held wide records many at a time', () => {
    const row = `${'12345,'.repeat(399)}12345\n`; // 2,400 characters, 400 cells
    const batches: number[] = [];
    const t = createTokenizer(',', { limit: 400, overflow: () => {}, records: (b) => batches.push(b.records) });
    for (let r = 0; r < 100; r++) t.write(row);
    t.end();
    expect(batches.reduce((a, b) => a + b, 0)).toBe(100);
    expect(batches.length).toBeLessThan(10); // not one batch per write
  });
  it('createTokenizer(delimiter, sink) keeps the cells of one record longer than the text it holds across writes', () => {
    // one record of 5,000,000 characters written in 64 KiB pieces: past the held-text bound, its cells become strings
    const cells = Array.from({ length: 1000 }, (_, c) => `${c}`.padEnd(4_999, 'x'));
    const text = `a\n${cells.join(',')}\n`;
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += 65_536) pieces.push(text.slice(at, at + 65_536));
    const out = tokenize(pieces, ',', 2000);
    expect(out.records.length).toBe(2);
    expect(out.records[1]).toEqual(cells);
  });
});
