import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/file/parseFile.js';
import { importChoices, readRefreshFile, readSavedImportSettings, refreshedImportSettings, savedFileOptions } from '../../src/file/savedImportSettings.js';
import { publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';
import { excelWorkbook } from '../helpers/xlsx.js';

describe('saved import settings', () => {
  it('reads back what was stored, keeping only known settings with valid values; a dataset saved before them is {}', () => {
    for (const nothing of [null, undefined, 'x', [1], 3]) expect(readSavedImportSettings(nothing)).toEqual({});
    const stored = {
      delimiter: ';',
      decimalSeparator: ',',
      encoding: 'windows-1252',
      dateOrder: 'DMY',
      columnTypes: { zip: 'string', bad: 'float' },
      columnRoles: { region: 'dimension', price: { role: 'measure', aggregation: 'mean' }, odd: 'weird', worse: { role: 'nope' }, n: 3 },
      sheet: 'Costs',
      rewritten: true,
      unknown: 1,
    };
    expect(readSavedImportSettings(stored)).toEqual({
      delimiter: ';',
      decimalSeparator: ',',
      encoding: 'windows-1252',
      dateOrder: 'DMY',
      columnTypes: { zip: 'string' },
      columnRoles: { region: 'dimension', price: { role: 'measure', aggregation: 'mean' } },
      sheet: 'Costs',
      rewritten: true,
    });
    expect(readSavedImportSettings({ delimiter: ':', sheet: '', dateOrder: 'YMD', rewritten: 'yes', columnTypes: { a: 1 } })).toEqual({});
  });

  it('the file as uploaded is read with every setting; rows written back as CSV with the typing ones only', () => {
    const settings = { delimiter: ';', decimalSeparator: ',', encoding: 'utf-16le', sheet: 'Costs', dateOrder: 'MDY', columnTypes: { a: 'string' } } as const;
    const typing = { dateOrder: 'MDY', columnTypes: { a: 'string' } };
    expect(savedFileOptions(settings)).toEqual(settings);
    expect(savedFileOptions(settings, false)).toEqual(typing);
    expect(savedFileOptions({ ...settings, rewritten: true })).toEqual(typing);
  });

  it("a refresh reads its new file with the user's choices and saves them marked rewritten", () => {
    const settings = { delimiter: ';', sheet: 'Costs', columnRoles: { zip: 'identifier' } } as const;
    expect(importChoices({ ...settings, rewritten: true })).toEqual(settings);
    expect(importChoices(settings)).toEqual(settings);
    expect(refreshedImportSettings(settings)).toEqual({ ...settings, rewritten: true });
    // read back, a refreshed dataset's kept file (rows written as CSV) is read with the typing choices only
    expect(savedFileOptions(readSavedImportSettings(JSON.parse(JSON.stringify(refreshedImportSettings(settings)))))).toEqual({ columnRoles: { zip: 'identifier' } });
  });

  it('a forced delimiter read back gives the dataset it was saved as: seattle-weather as one column with ";", six with ","', async () => {
    const file = new Blob([publicCsvText('seattle-weather.csv')]);
    const forced = await parseFile(file, savedFileOptions(readSavedImportSettings(JSON.parse(JSON.stringify({ delimiter: ';' })))));
    expect(forced.headers).toHaveLength(1);
    expect((await parseFile(file, savedFileOptions(readSavedImportSettings(null)))).headers).toHaveLength(6);
  });

  describe('readRefreshFile: a new file of the dataset read as the first was', { timeout: 120_000 }, () => {
    // seattle-weather's first 10 days as a sheet named Weather, behind a Notes sheet of other columns
    const [header] = publicCsvText('seattle-weather.csv').trim().split('\n');
    const weather = [header!.split(','), ...publicCsvRows('seattle-weather.csv').slice(0, 10).map(([date, ...rest]) => [date!, ...rest.slice(0, 4).map(Number), rest[4]!])];
    const notes = [['note'], ['from vega-datasets']];
    const read = (bytes: Uint8Array) => (options: object) => parseFile(new Blob([bytes]), options);

    it('reads the saved sheet, not the first, and keeps the other choices; a sheet asked for now wins', async () => {
      const book = await excelWorkbook({ Notes: notes, Weather: weather });
      const saved = readSavedImportSettings({ sheet: 'Weather', dateOrder: 'DMY', rewritten: true });
      const got = await readRefreshFile(saved, {}, read(book));
      expect(got.dataset.headers).toEqual(header!.split(','));
      expect(got.dataset.rowCount).toBe(10);
      expect(got.used).toEqual({ sheet: 'Weather', dateOrder: 'DMY' });
      expect(got.missingSheet).toBeNull();
      const asked = await readRefreshFile(saved, { sheet: 'Notes' }, read(book));
      expect(asked.dataset.headers).toEqual(['note']);
      expect(asked.used).toEqual({ sheet: 'Notes', dateOrder: 'DMY' });
    });

    it('a workbook without the saved sheet is read at its first sheet and says which was missing; one asked for must exist', async () => {
      const book = await excelWorkbook({ Daily: weather, Notes: notes });
      const got = await readRefreshFile({ sheet: 'Weather' }, {}, read(book));
      expect(got.missingSheet).toBe('Weather');
      expect(got.used).toEqual({ sheet: 'Daily' });
      expect(got.dataset.rowCount).toBe(10);
      await expect(readRefreshFile({}, { sheet: 'Weather' }, read(book))).rejects.toMatchObject({ code: 'UNKNOWN_SHEET' });
    });

    it('a CSV is read with the saved delimiter (the sheet does not apply, and stays for the next workbook)', async () => {
      const csv = new TextEncoder().encode(publicCsvText('seattle-weather.csv'));
      const got = await readRefreshFile({ delimiter: ';', sheet: 'Weather' }, {}, read(csv));
      // forced ';' on a comma file: one column, as the user's saved choice says
      expect(got.dataset.headers).toHaveLength(1);
      expect(got.used).toEqual({ delimiter: ';', sheet: 'Weather' });
      expect((await readRefreshFile({ delimiter: ';' }, { delimiter: ',' }, read(csv))).dataset.headers).toHaveLength(6);
    });
  });
});
