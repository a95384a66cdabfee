import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CoreError } from '../../src/errors.js';
import { datasetFromRows } from '../../src/file/datasetFromRows.js';
import { datasetToRows } from '../../src/file/datasetToRows.js';
import { compareColumns } from '../../src/refresh/compareColumns.js';
import { refreshRows } from '../../src/refresh/refreshRows.js';
import { publicCsv, publicCsvText } from '../helpers/publicCsv.js';

describe('compareColumns', () => {
  it('matches the same names in another order, and names what is missing and what is extra', () => {
    expect(compareColumns(['date', 'precipitation', 'weather'], ['weather', 'date', 'precipitation'])).toBeNull();
    const m = compareColumns(['date', 'precipitation', 'weather'], ['date', 'Precipitation', 'weather', 'wind']);
    expect(m?.missing).toEqual(['precipitation']);
    expect(m?.extra).toEqual(['Precipitation', 'wind']);
    expect(m?.message).toBe(
      'The new file\'s columns do not match the saved dataset: it lacks "precipitation" and it has "Precipitation", "wind", which the saved dataset does not. A refresh needs the same column names (in any order).',
    );
  });
});

describe('datasetToRows', () => {
  it('round-trips a public CSV through datasetFromRows: same types and the same cells as the file', () => {
    const ds = publicCsv('seattle-weather.csv');
    const rows = datasetToRows(ds);
    // First data line of seattle-weather.csv: 2012-01-01,0.0,12.8,5.0,4.7,drizzle
    expect(rows[0]).toEqual({ date: '2012-01-01', precipitation: 0, temp_max: 12.8, temp_min: 5, wind: 4.7, weather: 'drizzle' });
    const again = datasetFromRows(ds.headers, rows);
    expect(again.summary.columnTypes).toEqual(ds.summary.columnTypes);
    expect(again.rowCount).toBe(ds.rowCount);
    expect(again.cellText(ds.rowCount - 1, 0)).toBe(ds.cellText(ds.rowCount - 1, 0));
  });

  it('keeps an empty cell as null and a number cell that did not fit as its text', () => {
    const ds = parseCsv('city,n\nOslo,1\nBergen,\nTromsø,about 3\nBodø,2\nMo,3\nVoss,4\nHamar,5\nMolde,6\nLarvik,7\nHalden,8\nSkien,9\n');
    expect(ds.column('n').type).toBe('number');
    const rows = datasetToRows(ds);
    expect(rows[1]).toEqual({ city: 'Bergen', n: null });
    expect(rows[2]).toEqual({ city: 'Tromsø', n: 'about 3' });
  });
});

describe('refreshRows', () => {
  // Two halves of one public file: the first 3 data lines saved, the next 2 arriving as "next month".
  const lines = publicCsvText('seattle-weather.csv').split('\n');
  const header = lines[0]!;
  const saved = parseCsv([header, ...lines.slice(1, 4)].join('\n'));
  const savedRows = { headers: saved.headers, rows: datasetToRows(saved) };
  const next = parseCsv([header, ...lines.slice(4, 6)].join('\n'));

  it('append puts the new rows after the saved ones; replace keeps only the new file', () => {
    const appended = refreshRows(savedRows, next, 'append');
    expect(appended.rows.map((r) => r.date)).toEqual(lines.slice(1, 6).map((l) => l.split(',')[0]));
    const replaced = refreshRows(savedRows, next, 'replace');
    expect(replaced.rows.map((r) => r.date)).toEqual(lines.slice(4, 6).map((l) => l.split(',')[0]));
  });

  it('accepts the columns in another order and refuses other columns with COLUMN_MISMATCH', () => {
    const reordered = parseCsv('weather,date,precipitation,temp_max,temp_min,wind\nsun,2012-01-06,0,8,2,3\n');
    const appended = refreshRows(savedRows, reordered, 'append');
    expect(appended.headers).toEqual(saved.headers);
    expect(appended.rows[3]).toEqual({ weather: 'sun', date: '2012-01-06', precipitation: 0, temp_max: 8, temp_min: 2, wind: 3 });
    const other = publicCsv('stocks.csv');
    let thrown: unknown;
    try {
      refreshRows(savedRows, other, 'replace');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(CoreError);
    expect((thrown as CoreError).code).toBe('COLUMN_MISMATCH');
    expect((thrown as CoreError).message).toBe(
      'The new file\'s columns do not match the saved dataset: it lacks "precipitation", "temp_max", "temp_min", "wind", "weather" and it has "symbol", "price", which the saved dataset does not. A refresh needs the same column names (in any order).',
    );
  });
});
