import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { textsOf, valuesOf } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const DAY = 86_400_000;
const lines = (header: string, cells: string[]) => `${header}\n${cells.join('\n')}\n`;

/** Issue 13 "Why": ingest is lossless for identifiers, reads missing markers, UTF-16 and more date shapes. */
// generous: zipcodes.csv (42,000 rows, every zip compared) takes ~1 s of CPU and over 5 s of wall time on a loaded machine
describe('parseCsv (issue 13 ingest fidelity)', { timeout: 60_000 }, () => {
  it('parseCsv(zipcodes.csv) keeps every zip code exactly as written, 00501 included', () => {
    const ds = publicCsv('zipcodes.csv');
    const zip = ds.column('zip_code');
    expect(zip.type).toBe('string');
    expect(textsOf(zip).slice(0, 2)).toEqual(['00501', '00544']);
    expect(textsOf(zip)).toEqual(publicCsvRows('zipcodes.csv').map((r) => r[0]));
    expect(ds.roles[0]).toMatchObject({ column: 'zip_code', role: 'identifier' });
  });

  it('parseCsv(text) keeps 20-digit ids with every digit, as text', () => {
    const ids = ['12345678901234567890', '12345678901234567891'];
    const ds = parseCsv(lines('id', ids));
    expect(ds.column('id').type).toBe('string');
    expect(textsOf(ds.column('id'))).toEqual(ids);
  });

  it('parseCsv(text) turns a column to text when a leading-zero code appears after the first 10 values', () => {
    const cells = ['35004', '35005', '35006', '35007', '35010', '35014', '35016', '35019', '35020', '35023', '35031', '00501'];
    const ds = parseCsv(lines('zip', cells));
    expect(ds.column('zip').type).toBe('string');
    expect(textsOf(ds.column('zip'))).toEqual(cells);
    expect(ds.detected.columns[0]).toMatchObject({ type: 'string', fit: 1, invalid: 0 });
    expect(ds.warnings).toEqual([]);
  });

  it('parseCsv(text) keeps numbers when decimals come before a leading zero, and when the user forces number', () => {
    const cells = ['1.5', '2', '3', '4', '5', '6', '7', '8', '9', '10', '007'];
    expect(valuesOf(parseCsv(lines('v', cells)).column('v'))[10]).toBe(7);
    expect(valuesOf(parseCsv(lines('v', ['00501']), { columnTypes: { v: 'number' } }).column('v'))).toEqual(Float64Array.from([501]));
  });

  it('parseCsv(text) reads N/A, NA, NULL, null, -, #N/A and n/a as missing, so the column stays numeric', () => {
    const ds = parseCsv(lines('v', ['1', 'N/A', '2', 'NA', 'NULL', 'null', '-', '#N/A', 'n/a', '3']));
    const v = ds.column('v');
    expect(v.type).toBe('number');
    // 1 + 2 + 3 = 6 from the numbers; the 7 markers are missing
    expect([...valuesOf(v)].filter((x) => !Number.isNaN(x)).reduce((a, b) => a + b, 0)).toBe(6);
    expect(ds.detected.columns[0]).toMatchObject({ missing: 7, invalid: 0 });
    expect(ds.warnings).toEqual([]);
    expect(ds.cell(1, 0)).toBeNull();
  });

  it('parseCsv(text, { missingValues }) uses the given markers instead', () => {
    const ds = parseCsv(lines('v', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '?', 'N/A']), { missingValues: ['?'] });
    expect(ds.detected.columns[0]).toMatchObject({ type: 'number', missing: 1, invalid: 1 });
    expect(ds.column('v').invalid.get(10)).toBe('N/A');
  });

  it('parseCsv(text) reads missing markers in text and date columns as empty', () => {
    const ds = parseCsv('city,day\nOslo,2024-01-01\nN/A,NULL\n');
    expect(ds.row(1)).toEqual({ city: null, day: null });
    expect(ds.warnings).toEqual([]);
  });

  it('parseCsv(bytes) decodes UTF-16 LE and BE with a byte-order mark (Excel "Unicode text")', () => {
    const text = 'city\tsales\nZürich\t12\nÅrhus\t7\n';
    const le = new Uint8Array(Buffer.from(`\ufeff${text}`, 'utf16le'));
    const be = le.slice();
    for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [le[i + 1]!, le[i]!];
    for (const [bytes, encoding] of [[le, 'utf-16le'], [be, 'utf-16be']] as const) {
      const ds = parseCsv(bytes);
      expect(ds.detected).toMatchObject({ encoding, hasBom: true, delimiter: '\t' });
      expect([...ds.rows()]).toEqual([{ city: 'Zürich', sales: 12 }, { city: 'Århus', sales: 7 }]);
    }
  });

  it('parseCsv(stocks.csv) reads "Jan 1 2000" as a date and splits the rows by symbol', () => {
    const ds = publicCsv('stocks.csv');
    const date = ds.column('date');
    expect(date.type).toBe('date');
    // 2000-01-01: 10,957 days after 1970-01-01 (30 × 365 + 7 leap days)
    expect(valuesOf(date)[0]).toBe(10_957 * DAY);
    expect(date.invalid.size).toBe(0);
    expect(ds.roles.map((r) => r.role)).toEqual(['series', 'time', 'measure']);
    // 5 symbols: MSFT, AMZN, IBM, GOOG, AAPL
    expect(new Set(publicCsvRows('stocks.csv').map((r) => r[0])).size).toBe(5);
    expect(ds.roles[0]!.distinct).toBe(5);
  });

  it('parseCsv(text) reads yyyy-mm months and yyyy/mm/dd hh:mm:ss times (github.csv)', () => {
    expect(valuesOf(parseCsv(lines('month,v', ['2000-01,1', '2000-02,2'])).column('month'))).toEqual(Float64Array.from([Date.UTC(2000, 0, 1), Date.UTC(2000, 1, 1)]));
    const github = publicCsv('github.csv');
    expect(github.column('time').type).toBe('date');
    expect(valuesOf(github.column('time'))[0]).toBe(Date.UTC(2015, 0, 1, 1));
    expect(github.roles[0]!.role).toBe('time');
  });

  it('parseCsv(text) reads Excel serial numbers under a date header as dates, and other numbers as numbers', () => {
    // Excel day 36526 is 2000-01-01 (day 25569 is 1970-01-01; 36526 − 25569 = 10,957 days)
    const ds = parseCsv(lines('Order Date,amount', ['36526,36526', '36527.5,1']));
    const d = ds.column('Order Date');
    expect(d.type).toBe('date');
    expect([...valuesOf(d)]).toEqual([10_957 * DAY, 10_958.5 * DAY]);
    expect(d.type === 'date' && textsOf(d)).toEqual(['2000-01-01', '2000-01-02 12:00']);
    expect(ds.column('amount').type).toBe('number');
  });

  it('parseCsv(text) reads yyyymmdd whole numbers under a date header as dates, kept as written', () => {
    const d = parseCsv(lines('date', ['20000131', '20000201'])).column('date');
    expect(d.type === 'date' && [...d.values]).toEqual([Date.UTC(2000, 0, 31), Date.UTC(2000, 1, 1)]);
    expect(d.type === 'date' && textsOf(d)).toEqual(['20000131', '20000201']);
  });

  it('parseCsv(text) decides day/month order from the whole column, past the detection sample', () => {
    // 250 ambiguous rows (a, b ≤ 12) fill the sample; row 251 reads only month-first: 13 is no month
    const ambiguous = Array.from({ length: 250 }, () => '01/02/2024');
    const ds = parseCsv(lines('d', [...ambiguous, '02/13/2024']));
    const d = ds.column('d');
    expect(ds.detected.dateOrder).toBe('DMY');
    expect(ds.detected.columns[0]).toMatchObject({ type: 'date', dateOrder: 'MDY', invalid: 0 });
    // month first: 01/02/2024 is 2 January
    expect(valuesOf(d)[0]).toBe(Date.UTC(2024, 0, 2));
    expect(valuesOf(d)[250]).toBe(Date.UTC(2024, 1, 13));
    expect(ds.warnings).toEqual([]);
  });

  it('parseCsv(text) warns when no date tells day from month, and not when the user set the order', () => {
    const text = lines('d', ['01/02/2024', '03/04/2024']);
    expect(parseCsv(text).warnings).toEqual([expect.objectContaining({ code: 'AMBIGUOUS_DATE_ORDER', column: 'd' })]);
    expect(parseCsv(text, { dateOrder: 'MDY' }).warnings).toEqual([]);
    // 05/05/2024 reads the same both ways: nothing to warn about
    expect(parseCsv(lines('d', ['05/05/2024'])).warnings).toEqual([]);
  });

  it('parseCsv(text) keeps the currency written in cells as evidence of money', () => {
    const ds = parseCsv(lines('amount', ['$12.50', '$3', '$4']));
    expect(ds.detected.columns[0]).toMatchObject({ type: 'number', symbol: '$' });
    expect(ds.roles[0]).toMatchObject({ role: 'measure', money: true, currency: '$' });
  });
});
