import { describe, expect, it } from 'vitest';
import { formatCsv } from '../../src/csv/formatCsv.js';
import { formatCsvField } from '../../src/csv/formatCsvField.js';

describe('formatCsv', () => {
  it('formatCsv(rows) writes CRLF records and quotes only where needed', () => {
    expect(formatCsv([['name', 'note'], ['Ann', 'a,b'], ['Bo', 'say "hi"']])).toBe('name,note\r\nAnn,"a,b"\r\nBo,"say ""hi"""\r\n');
  });
  it('formatCsv(rows) writes a single empty cell as "" so it is not an empty line', () => {
    expect(formatCsv([['a'], ['']])).toBe('a\r\n""\r\n');
    expect(formatCsv([['a'], [' ']])).toBe('a\r\n" "\r\n');
  });
  it('formatCsv(rows, { delimiter, newline }) uses the given separators', () => {
    expect(formatCsv([['a', 'b;c']], { delimiter: ';', newline: '\n' })).toBe('a;"b;c"\n');
  });
  it('formatCsv([]) is empty', () => {
    expect(formatCsv([])).toBe('');
  });
});

describe('formatCsvField', () => {
  it('formatCsvField(value) quotes delimiters, quotes, CR and LF', () => {
    expect(formatCsvField('a\nb')).toBe('"a\nb"');
    expect(formatCsvField('a\rb')).toBe('"a\rb"');
    expect(formatCsvField('"')).toBe('""""');
    expect(formatCsvField('a|b', '|')).toBe('"a|b"');
    expect(formatCsvField('a|b')).toBe('a|b');
  });
});
