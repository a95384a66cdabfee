import { describe, expect, it } from 'vitest';
import { readImportSettings, refreshedSettings, settingsForSavedFile, userSettings } from './importSettings.js';

describe('saved import settings (issue 18)', () => {
  it('reads back what was stored, keeping only known settings with valid values; a row saved before them is {}', () => {
    expect(readImportSettings(null)).toEqual({});
    expect(readImportSettings(undefined)).toEqual({});
    expect(readImportSettings('x')).toEqual({});
    expect(readImportSettings([1])).toEqual({});
    const stored = {
      delimiter: ';',
      decimalSeparator: ',',
      encoding: 'windows-1252',
      dateOrder: 'DMY',
      columnTypes: { zip: 'string', bad: 'float' },
      columnRoles: { region: 'dimension', price: { role: 'measure', aggregation: 'mean' }, odd: 'weird', worse: { role: 'nope' } },
      sheet: 'Costs',
      rewritten: true,
      unknown: 1,
    };
    expect(readImportSettings(stored)).toEqual({
      delimiter: ';',
      decimalSeparator: ',',
      encoding: 'windows-1252',
      dateOrder: 'DMY',
      columnTypes: { zip: 'string' },
      columnRoles: { region: 'dimension', price: { role: 'measure', aggregation: 'mean' } },
      sheet: 'Costs',
      rewritten: true,
    });
    expect(readImportSettings({ delimiter: ':', sheet: '', dateOrder: 'YMD', rewritten: 'yes' })).toEqual({});
  });

  it('the file as uploaded is read with every setting; rows the app wrote back as CSV with the typing ones', () => {
    const settings = { delimiter: ';' as const, decimalSeparator: ',' as const, encoding: 'utf-16le' as const, sheet: 'Costs', dateOrder: 'MDY' as const, columnTypes: { a: 'string' as const } };
    const typing = { dateOrder: 'MDY', columnTypes: { a: 'string' } };
    expect(settingsForSavedFile(settings, true)).toEqual(settings);
    expect(settingsForSavedFile(settings, false)).toEqual(typing);
    expect(settingsForSavedFile({ ...settings, rewritten: true }, true)).toEqual(typing);
    // a refresh keeps the user's choices for the next file and marks the kept original as rewritten
    expect(refreshedSettings({ ...settings })).toEqual({ ...settings, rewritten: true });
    expect(userSettings({ ...settings, rewritten: true })).toEqual(settings);
  });
});
