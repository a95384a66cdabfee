import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/file/parseFile.js';
import { readSavedImportSettings, savedFileOptions } from '../../src/file/savedImportSettings.js';
import { publicCsvText } from '../helpers/publicCsv.js';

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

  it('a forced delimiter read back gives the dataset it was saved as: seattle-weather as one column with ";", six with ","', async () => {
    const file = new Blob([publicCsvText('seattle-weather.csv')]);
    const forced = await parseFile(file, savedFileOptions(readSavedImportSettings(JSON.parse(JSON.stringify({ delimiter: ';' })))));
    expect(forced.headers).toHaveLength(1);
    expect((await parseFile(file, savedFileOptions(readSavedImportSettings(null)))).headers).toHaveLength(6);
  });
});
