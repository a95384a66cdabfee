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
});
