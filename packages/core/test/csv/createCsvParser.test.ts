import { describe, expect, it } from 'vitest';
import { createCsvParser } from '../../src/csv/createCsvParser.js';
import type { CsvProgress } from '../../src/csv/types.js';
import { CoreError } from '../../src/errors.js';
import { cut, outcome } from './outcome.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('createCsvParser', () => {
  it('createCsvParser().push(chunk) gives the same Dataset for every cut of a tricky file', () => {
    const text = '\uFEFFid;note;amount\r\n1;"a;b\r\nc";1,5\r\n\r\n2;"say ""hi""";2,25\r3;x"y;7\n4;"";\n';
    const whole = outcome([text]);
    for (let a = 0; a <= text.length; a++) {
      expect(outcome(cut(text, [a]))).toEqual(whole);
      expect(outcome(cut(text, [a, a + 1, a + 3]))).toEqual(whole);
    }
  });

  it('createCsvParser().push(bytes) handles multi-byte characters and CRLF split across chunks', () => {
    const data = bytes('name,city\r\nAnn,"Zürich\r\nNord"\r\nBo,東京\r\n');
    const whole = outcome([data]);
    expect(whole).toMatchObject({ rows: [{ name: 'Ann', city: 'Zürich\r\nNord' }, { name: 'Bo', city: '東京' }] });
    for (let a = 0; a <= data.length; a++) expect(outcome(cut(data, [a]))).toEqual(whole);
  });

  it('createCsvParser().push(bytes) restarts as Windows-1252 when invalid UTF-8 appears late', () => {
    // 70 000 valid UTF-8 rows with "é", then one byte 0xE9 on its own: the whole file is Windows-1252
    const head = bytes(`n\n${'é\n'.repeat(70_000)}`);
    const data = new Uint8Array(head.length + 2);
    data.set(head);
    data.set([0xe9, 0x0a], head.length);
    const whole = outcome([data]) as { rows: unknown[]; detected: { encoding: string } };
    expect(whole.detected.encoding).toBe('windows-1252');
    expect(whole.rows[0]).toEqual({ n: 'Ã©' });
    expect(whole.rows[70_000]).toEqual({ n: 'é' });
    expect(outcome(cut(data, [1000, 65_000, 140_001]))).toEqual(whole);
  });

  it('createCsvParser().push(bytes) rewinds to the first non-ASCII chunk when invalid UTF-8 follows a long ASCII start', () => {
    // 40 000 ASCII rows (past the 64 KiB detection sample) with column b still untyped (empty), then rows with
    // "é" in UTF-8, quoted fields and misfits, then a lone 0xE9: the file is Windows-1252 from its first byte
    const ascii = `a,b,c\n${Array.from({ length: 40_000 }, (_, i) => `${i},,"q${i}"`).join('\n')}\n`;
    const tail = `40000,1,"é, ""x""\nnext"\n40001,2,é\n40002,oops,z\n${Array.from({ length: 12 }, (_, i) => `${40_003 + i},${i},w`).join('\n')}\n`;
    const head = bytes(ascii + tail);
    const data = new Uint8Array(head.length + 4);
    data.set(head);
    data.set([0x39, 0x2c, 0xe9, 0x0a], head.length); // "9,\xE9\n": a short row with an invalid byte
    const whole = outcome([data]) as { rows: Record<string, unknown>[]; detected: { encoding: string }; warnings: { code: string }[] };
    expect(whole.detected.encoding).toBe('windows-1252');
    expect(whole.rows[40_000]).toEqual({ a: 40_000, b: 1, c: 'Ã©, "x"\nnext' });
    expect(whole.rows[40_002]).toEqual({ a: 40_002, b: 'oops', c: 'z' });
    expect(whole.warnings.map((w) => w.code)).toEqual(['INVALID_UTF8', 'RAGGED_ROWS_SHORT', 'INVALID_CELLS']);
    const at = ascii.length; // first non-ASCII byte is inside the quoted field after "40000,1,\""
    for (const cuts of [[70_000, at + 9], [at - 3, at + 9, at + 10], [at + 8, at + 12], [1, 66_000, at + 9, head.length + 2], [at + 9]]) {
      expect(outcome(cut(data, cuts))).toEqual(whole);
    }
  }, 60_000);

  it('createCsvParser().push(bytes) restarts as Windows-1252 after wide rows held between pushes', () => {
    // rows of 400 cells (~2.8 KB) pushed in 10 KB chunks are held across pushes; 'é' from row 40 (past the 64 KiB
    // detection sample, so the parse is marked there with rows held) and a late lone 0xE9 make the file Windows-1252
    const header = Array.from({ length: 400 }, (_, c) => `c${c}`).join(',');
    const rows = Array.from({ length: 60 }, (_, r) => Array.from({ length: 400 }, (_, c) => (c === 5 ? `${r >= 40 ? 'é' : 'e'}${r}` : `${r + c}`)).join(','));
    const head = bytes(`${header}\n${rows.join('\n')}\n`);
    const data = new Uint8Array(head.length + 2);
    data.set(head);
    data.set([0xe9, 0x0a], head.length);
    const whole = outcome([data]) as { rows: Record<string, unknown>[]; detected: { encoding: string } };
    expect(whole.detected.encoding).toBe('windows-1252');
    expect(whole.rows[39]).toMatchObject({ c0: 39, c5: 'e39', c399: 438 });
    expect(whole.rows[59]).toMatchObject({ c0: 59, c5: 'Ã©59', c399: 458 });
    const cuts = Array.from({ length: Math.ceil(data.length / 10_000) }, (_, k) => k * 10_000);
    expect(outcome(cut(data, cuts))).toEqual(whole);
    expect(outcome(cut(data, [70_000, 70_003]))).toEqual(whole);
  });

  it('createCsvParser().finish() falls back to Windows-1252 for a truncated UTF-8 sequence at the end', () => {
    const data = new Uint8Array([...bytes('n\nx'), 0xc3]);
    expect(outcome([data])).toMatchObject({ rows: [{ n: 'xÃ' }], detected: { encoding: 'windows-1252' } });
  });

  it('createCsvParser({ onProgress }) reports bytes and rows after each push', () => {
    const seen: CsvProgress[] = [];
    const parser = createCsvParser({ onProgress: (p) => seen.push(p) });
    parser.push(bytes('a\n1\n'));
    parser.push('2\n3\n');
    expect(parser.finish().rowCount).toBe(3);
    // rows are only counted once the 64 KiB detection sample is through; small files report 0 until finish
    expect(seen).toEqual([
      { bytes: 4, rows: 0 },
      { bytes: 8, rows: 0 },
    ]);
  });

  it('createCsvParser({ onProgress }) counts rows as they stream once past the detection sample', () => {
    const seen: CsvProgress[] = [];
    const parser = createCsvParser({ onProgress: (p) => seen.push(p) });
    parser.push(`a\n${'1\n'.repeat(40_000)}`); // 80 002 characters: past the 65 536 sample
    expect(seen[0]).toEqual({ bytes: 80_002, rows: 40_000 });
  });

  it('createCsvParser().push() after finish() throws PARSER_FINISHED', () => {
    const parser = createCsvParser();
    parser.push('a\n1\n');
    parser.finish();
    expect(() => parser.push('2\n')).toThrow(CoreError);
    expect(() => parser.finish()).toThrow(expect.objectContaining({ code: 'PARSER_FINISHED' }));
  });

  it('createCsvParser() reports an unterminated quote that spans chunks with its opening line', () => {
    expect(outcome(['a\n1\n"x', 'y\nz'])).toEqual({ error: 'UNTERMINATED_QUOTE', line: 3 });
  });
  it('createCsvParser().push(bytes) decodes UTF-16 LE fed one byte at a time, BOM included', () => {
    const bytes = new Uint8Array(Buffer.from('\ufeffa,b\n1,é\n', 'utf16le'));
    const parser = createCsvParser();
    for (let i = 0; i < bytes.length; i++) parser.push(bytes.subarray(i, i + 1));
    const ds = parser.finish();
    expect(ds.detected).toMatchObject({ encoding: 'utf-16le', hasBom: true });
    expect([...ds.rows()]).toEqual([{ a: 1, b: 'é' }]);
  });
  it('createCsvParser({ encoding: "utf-16le" }) decodes UTF-16 without a BOM', () => {
    const parser = createCsvParser({ encoding: 'utf-16le' });
    parser.push(new Uint8Array(Buffer.from('a\n1\n', 'utf16le')));
    expect(parser.finish().row(0)).toEqual({ a: 1 });
  });
});
