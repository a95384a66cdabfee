import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { DbResult } from '../../lib/db/result.js';
import { readBlobText as readText } from '../../testing/readBlobText.js';

const fake = vi.hoisted(() => ({
  getDataset: vi.fn(),
  downloadOriginal: vi.fn<(userId: string, id: string) => Promise<DbResult<Blob | null>>>(),
  getDatasetRecords: vi.fn(),
  parsed: [] as Blob[],
  options: [] as unknown[],
}));
vi.mock('../../lib/db/datasets.js', () => ({
  getDataset: fake.getDataset,
  getDatasetRecords: fake.getDatasetRecords,
}));
vi.mock('../../lib/db/datasetVersions.js', () => ({ downloadCurrentOriginal: fake.downloadOriginal }));
vi.mock('../../workers/parseInWorker.js', () => ({
  parseInWorker: (source: Blob, options: unknown) => {
    fake.parsed.push(source);
    fake.options.push(options);
    return { result: Promise.resolve({ rowCount: 0 }), cancel: () => undefined };
  },
}));

const { reopenDataset } = await import('./reopenDataset.js');

const head = { name: 'q3', file_name: 'q3.csv', user_id: 'u1', headers: ['region', 'sales'] };

describe('reopenDataset', () => {
  beforeEach(() => {
    fake.parsed.length = 0;
    fake.options.length = 0;
    fake.getDataset.mockReset().mockResolvedValue({ data: head });
    fake.downloadOriginal.mockReset();
    fake.getDatasetRecords.mockReset();
  });

  it('parses the kept original file (every row) and never reads the preview records', async () => {
    const original = new Blob(['region,sales\nNorth,1\n'], { type: 'text/csv' });
    fake.downloadOriginal.mockResolvedValue({ data: original });
    const out = await reopenDataset('d1');
    expect(fake.downloadOriginal).toHaveBeenCalledWith('u1', 'd1');
    expect(fake.parsed).toEqual([original]);
    expect(fake.getDatasetRecords).not.toHaveBeenCalled();
    expect(out.fileName).toBe('q3.csv');
    // The kept file, named as saved, is what the upload screen's import settings re-parse (issue 18).
    expect(out.file).toBeInstanceOf(File);
    expect(out.file?.name).toBe('q3.csv');
    expect(await readText(out.file!)).toBe('region,sales\nNorth,1\n');
  });

  it('gives no file to re-parse when only the preview rows are kept or the original was rewritten by a refresh (issue 18)', async () => {
    fake.downloadOriginal.mockResolvedValue({ data: null });
    fake.getDatasetRecords.mockResolvedValue({ data: [] });
    expect((await reopenDataset('d2')).file).toBeNull();
    fake.downloadOriginal.mockResolvedValue({ data: new Blob(['region,sales\n']) });
    fake.getDataset.mockResolvedValue({ data: { ...head, import_settings: { delimiter: ';', rewritten: true } } });
    expect((await reopenDataset('d1')).file).toBeNull();
  });

  it('falls back to the preview records as CSV when no original was kept', async () => {
    fake.downloadOriginal.mockResolvedValue({ data: null });
    fake.getDatasetRecords.mockResolvedValue({ data: [{ region: 'North, East', sales: 5 }] });
    await reopenDataset('d2');
    expect(await readText(fake.parsed[0]!)).toBe('region,sales\r\n"North, East",5\r\n');
  });

  it('fails with the backend message when the row cannot be read', async () => {
    fake.getDataset.mockResolvedValue({ error: { kind: 'api', message: 'JSON object requested, multiple (or no) rows returned' } });
    await expect(reopenDataset('other-users-id')).rejects.toThrow('JSON object requested');
    expect(fake.downloadOriginal).not.toHaveBeenCalled();
  });

  it('fails when the kept original cannot be downloaded, instead of reopening only the preview rows', async () => {
    fake.downloadOriginal.mockResolvedValue({ error: { kind: 'network', message: 'Failed to fetch' } });
    await expect(reopenDataset('d1')).rejects.toThrow('Failed to fetch');
    expect(fake.getDatasetRecords).not.toHaveBeenCalled();
  });

  it('reads the kept original with the import settings saved with it (issue 18); a row saved before them detects everything', async () => {
    const original = new Blob(['PK'], { type: 'text/csv' });
    fake.downloadOriginal.mockResolvedValue({ data: original });
    fake.getDataset.mockResolvedValue({ data: { ...head, import_settings: { sheet: 'Costs', delimiter: ';', columnTypes: { sales: 'string' }, bogus: 1, dateOrder: 'YMD' } } });
    const out = await reopenDataset('d1');
    expect(fake.options[0]).toEqual({ sheet: 'Costs', delimiter: ';', columnTypes: { sales: 'string' } });
    expect(out.importSettings).toEqual({ sheet: 'Costs', delimiter: ';', columnTypes: { sales: 'string' } });
    // before migration 0450 (no column) and a null: as reopening always did
    fake.getDataset.mockResolvedValue({ data: head });
    await reopenDataset('d1');
    fake.getDataset.mockResolvedValue({ data: { ...head, import_settings: null } });
    await reopenDataset('d1');
    expect(fake.options.slice(1)).toEqual([{}, {}]);
  });

  it('reads rows the app wrote back as CSV (a refreshed original, the preview records) with the typing settings only', async () => {
    const settings = { delimiter: ';', decimalSeparator: ',', encoding: 'windows-1252', sheet: 'Costs', dateOrder: 'DMY', columnRoles: { region: 'dimension' } };
    fake.downloadOriginal.mockResolvedValue({ data: new Blob(['region,sales\nNorth,1.5\n']) });
    fake.getDataset.mockResolvedValue({ data: { ...head, import_settings: { ...settings, rewritten: true } } });
    await reopenDataset('d1');
    fake.downloadOriginal.mockResolvedValue({ data: null });
    fake.getDatasetRecords.mockResolvedValue({ data: [{ region: 'North', sales: 1.5 }] });
    fake.getDataset.mockResolvedValue({ data: { ...head, import_settings: settings } });
    await reopenDataset('d2');
    expect(fake.options).toEqual([
      { dateOrder: 'DMY', columnRoles: { region: 'dimension' } },
      { dateOrder: 'DMY', columnRoles: { region: 'dimension' } },
    ]);
  });
});
