import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../../src/csv/createTokenizer.js';

function tokenize(pieces: string[], delimiter = ','): { records: string[][]; lines: number[] } {
  const records: string[][] = [];
  const lines: number[] = [];
  let record: string[] = [];
  const t = createTokenizer(delimiter, {
    cell: (s, a, b) => record.push(s.slice(a, b)),
    endRecord: (line) => {
      records.push(record);
      lines.push(line);
      record = [];
    },
  });
  for (const p of pieces) t.write(p);
  t.end();
  return { records, lines };
}

describe('createTokenizer', () => {
  it('createTokenizer(delimiter, sink) splits records and cells', () => {
    expect(tokenize(['a,b\n1,2\n']).records).toEqual([['a', 'b'], ['1', '2']]);
  });
  it('createTokenizer(delimiter, sink) reports the line each record starts on, counting newlines inside quotes', () => {
    expect(tokenize(['a\n"x\r\ny"\n\nz\r\n']).lines).toEqual([1, 2, 5]);
  });
  it('createTokenizer(delimiter, sink) keeps a quote split across chunks as one doubled quote', () => {
    expect(tokenize(['a\n"x"', '"y"\n']).records).toEqual([['a'], ['x"y']]);
  });
  it('createTokenizer(delimiter, sink) treats CR then LF in the next chunk as one line end', () => {
    expect(tokenize(['a\r', '\nb\r', '\n']).records).toEqual([['a'], ['b']]);
    expect(tokenize(['a\r', '\nb\r', '\n']).lines).toEqual([1, 2]);
  });
  it('createTokenizer(delimiter, sink) keeps a quoted empty line as a record', () => {
    expect(tokenize(['a\n""\n']).records).toEqual([['a'], ['']]);
  });
  it('createTokenizer(delimiter, sink).end() closes a last record without a newline', () => {
    expect(tokenize(['a,b']).records).toEqual([['a', 'b']]);
    expect(tokenize(['a,']).records).toEqual([['a', '']]);
    expect(tokenize(['"a"']).records).toEqual([['a']]);
  });
  it('createTokenizer(delimiter, sink).end() throws UNTERMINATED_QUOTE inside a quoted field', () => {
    expect(() => tokenize(['a\n"b'])).toThrow(expect.objectContaining({ code: 'UNTERMINATED_QUOTE', line: 2 }));
  });
  it('createTokenizer(";", sink) splits on the given delimiter only', () => {
    expect(tokenize(['a;b,c\n'], ';').records).toEqual([['a', 'b,c']]);
  });
});
