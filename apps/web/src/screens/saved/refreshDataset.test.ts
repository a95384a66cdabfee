import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CoreError, datasetFingerprint, parseCsv } from '@tallyline/core';
import { describe, expect, it, vi } from 'vitest';
import type { DatasetContent } from '../../lib/db/datasetVersions.js';
import { parseUpload } from '../../workers/parseUpload.js';
import { checkColumns, planRefresh, refreshRefusal, restoreVersion, sameAsSaved, saveContent, type RestoreDeps, type SaveDeps } from './refreshDataset.js';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { readBlobText as readText } from '../../testing/readBlobText.js';

// Node's Blob, as the parse worker's File: jsdom's has no arrayBuffer.
const nodeBlob = (text: string) => new NodeBlob([text]) as unknown as Blob;

const saved = parseCsv('day,sales\n2024-01-01,10\n2024-01-02,12\n');
const nextMonth = parseCsv('sales,day\n7,2024-02-01\n');

describe('checkColumns', () => {
  it('accepts the same names in another order', () => {
    expect(checkColumns(['day', 'sales'], nextMonth)).toBeNull();
  });

  it('names the missing and the extra columns', () => {
    const m = checkColumns(['day', 'sales', 'region'], parseCsv('day,revenue\n2024-02-01,7\n'));
    expect(m?.missing).toEqual(['sales', 'region']);
    expect(m?.extra).toEqual(['revenue']);
    expect(m?.message).toContain('"region"');
  });
});

describe('planRefresh', () => {
  it('append keeps the saved rows then the new ones, under the saved name and column order', async () => {
    const plan = planRefresh(['day', 'sales'], saved, 'jan.csv', nextMonth, 'feb.csv', 'append', 10_000);
    expect(plan.content).toMatchObject({ headers: ['day', 'sales'], row_count: 3, column_count: 2, file_name: 'jan.csv' });
    expect(plan.content.data[2]).toEqual({ day: '2024-02-01', sales: 7 });
    expect(await readText(plan.original)).toBe('day,sales\r\n2024-01-01,10\r\n2024-01-02,12\r\n2024-02-01,7\r\n');
  });

  it('replace takes the new file, its name and its column order, without the saved rows', async () => {
    const plan = planRefresh(['day', 'sales'], null, 'jan.csv', nextMonth, 'feb.csv', 'replace', 10_000);
    expect(plan.content).toMatchObject({ headers: ['sales', 'day'], row_count: 1, file_name: 'feb.csv' });
    expect(await readText(plan.original)).toBe('sales,day\r\n7,2024-02-01\r\n');
  });

  it('keeps only a preview in the row, every row in the original', async () => {
    const plan = planRefresh(['day', 'sales'], saved, 'jan.csv', nextMonth, 'feb.csv', 'append', 2);
    expect(plan.content.data).toHaveLength(2);
    expect(plan.content.row_count).toBe(3);
    expect((await readText(plan.original)).trim().split('\r\n')).toHaveLength(4);
  });

  it('sends the fingerprint of every row, not of the preview: the version trigger compares it (migration 0430)', () => {
    const rows = (last: number) => `day,sales\n${Array.from({ length: 30 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')},${i === 29 ? last : i}`).join('\n')}\n`;
    const file = parseCsv(rows(29));
    const plan = (incoming: ReturnType<typeof parseCsv>) => planRefresh(['day', 'sales'], null, 'jan.csv', incoming, 'jan.csv', 'replace', 10).content;
    // The same first 10 rows (the preview) and row count, another last row: another fingerprint.
    const changedTail = plan(parseCsv(rows(99)));
    expect(changedTail.data).toEqual(plan(file).data);
    expect(changedTail.row_count).toBe(plan(file).row_count);
    expect(changedTail.fingerprint).not.toBe(plan(file).fingerprint);
    // The same file again: the same fingerprint, which is the one an upload of it saves.
    expect(plan(parseCsv(rows(29))).fingerprint).toBe(plan(file).fingerprint);
    expect(plan(file).fingerprint).toBe(datasetFingerprint(file));
    // An append's is every kept row's, as reopening reads them back.
    const appended = planRefresh(['day', 'sales'], saved, 'jan.csv', nextMonth, 'feb.csv', 'append', 1).content;
    expect(appended.fingerprint).toBe(datasetFingerprint(parseCsv('day,sales\n2024-01-01,10\n2024-01-02,12\n2024-02-01,7\n')));
  });

  it('refuses a file of other columns', () => {
    expect(() => planRefresh(['day', 'sales'], saved, 'jan.csv', parseCsv('day,n\n2024-02-01,1\n'), 'x.csv', 'append', 10)).toThrow(CoreError);
  });
});

const weatherText = readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data/seattle-weather.csv'), 'utf8');
const weatherRows = weatherText.trim().split('\n').length - 1;

describe('a refresh with a file read as a sample (over 128 MiB) is refused', () => {
  // The parse worker's own path with a small budget: a 48 KB file "over the budget" is read as a 100-row sample.
  const sampled = () => parseUpload(nodeBlob(weatherText), {}, () => undefined, { csvFromBytes: 1000, xlsxFromBytes: 1000, sampleRows: 100 });

  it('refreshRefusal says why, with the sample and the file row counts; a file read whole passes', async () => {
    const ds = await sampled();
    expect(ds.rowCount).toBe(100);
    expect(refreshRefusal(ds)).toBe(REFRESH_TEXT.sampled(100, weatherRows));
    expect(refreshRefusal(ds)).toContain('The saved dataset was not changed');
    expect(refreshRefusal(parseCsv(weatherText))).toBeNull();
  });

  it('planRefresh refuses it in either mode, so no code path saves the sample as the dataset', async () => {
    const ds = await sampled();
    const whole = parseCsv(weatherText);
    expect(() => planRefresh(whole.headers, null, 'w.csv', ds, 'big.csv', 'replace', 10)).toThrow(REFRESH_TEXT.sampled(100, weatherRows));
    expect(() => planRefresh(whole.headers, whole, 'w.csv', ds, 'big.csv', 'append', 10)).toThrow(REFRESH_TEXT.sampled(100, weatherRows));
  });
});

describe('sameAsSaved (an identical file makes no new version)', () => {
  const plan = (ds: ReturnType<typeof parseCsv>) => planRefresh(ds.headers, null, 'w.csv', ds, 'w.csv', 'replace', 10);

  it('a dataset saved before fingerprints is compared by its kept data, read back: the same file is the same', async () => {
    const readSaved = vi.fn(async () => parseCsv(weatherText));
    expect(await sameAsSaved(plan(parseCsv(weatherText)), null, readSaved)).toBe(true);
    expect(readSaved).toHaveBeenCalledTimes(1);
    const changed = parseCsv(weatherText.replace('2015-12-31,0.0,5.6', '2015-12-31,0.1,5.6'));
    expect(await sameAsSaved(plan(changed), null, readSaved)).toBe(false);
  });

  it("a dataset with a fingerprint is compared by it, without reading the saved data", async () => {
    const readSaved = vi.fn(async () => parseCsv(weatherText));
    const file = parseCsv(weatherText);
    expect(await sameAsSaved(plan(file), datasetFingerprint(file), readSaved)).toBe(true);
    expect(await sameAsSaved(plan(file), 'another-print', readSaved)).toBe(false);
    expect(readSaved).not.toHaveBeenCalled();
  });
});

const content: DatasetContent = { headers: ['day', 'sales'], data: [{ day: '2024-01-01', sales: 10 }], row_count: 1, column_count: 2, file_name: 'jan.csv', fingerprint: 'v1-print' };

const E = (message: string) => ({ error: { kind: 'api' as const, message } });

describe('saveContent', () => {
  const plan = { content, original: new Blob(['day,sales\n2024-01-01,10\n']) };

  it('writes the rows, then keeps the original as the version the trigger answered', async () => {
    const calls: string[] = [];
    const deps: SaveDeps = {
      update: vi.fn(async () => (calls.push('update'), { data: 2 })),
      uploadOriginal: vi.fn(async (_u: string, _id: string, version: number) => (calls.push(`upload v${version}`), { data: null })),
    };
    expect(await saveContent(deps, 'u1', 'd1', plan, { version: null })).toEqual({ data: null });
    expect(calls).toEqual(['update', 'upload v2']);
  });

  it('a failed write writes no original and answers the error', async () => {
    const deps: SaveDeps = { update: vi.fn(async () => E('network down')), uploadOriginal: vi.fn(async () => ({ data: null })) };
    const progress = { version: null };
    expect((await saveContent(deps, 'u1', 'd1', plan, progress)).error?.message).toBe('network down');
    expect(deps.uploadOriginal).not.toHaveBeenCalled();
    expect(progress.version).toBeNull();
  });

  it('a retry after a failed upload uploads again without writing (and versioning) the rows twice', async () => {
    const upload = vi.fn<SaveDeps['uploadOriginal']>().mockResolvedValueOnce(E('storage full')).mockResolvedValueOnce({ data: null });
    const deps: SaveDeps = { update: vi.fn(async () => ({ data: 3 })), uploadOriginal: upload };
    const progress = { version: null };
    expect((await saveContent(deps, 'u1', 'd1', plan, progress)).error?.message).toBe('storage full');
    expect((await saveContent(deps, 'u1', 'd1', plan, progress)).error).toBeUndefined();
    expect(deps.update).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls.map((c) => c[2])).toEqual([3, 3]);
  });
});

describe('restoreVersion', () => {
  function deps(over: Partial<RestoreDeps> = {}): RestoreDeps {
    return {
      getVersion: vi.fn(async () => ({ data: content })),
      downloadOriginal: vi.fn(async () => ({ data: new Blob(['day,sales\n2024-01-01,10\n']) })),
      update: vi.fn(async () => ({ data: 4 })),
      uploadOriginal: vi.fn(async () => ({ data: null })),
      ...over,
    };
  }

  it("writes the version's rows and keeps its original as the new current version's", async () => {
    const d = deps();
    const out = await restoreVersion(d, 'u1', 'd1', 1, { version: null });
    expect(out).toEqual({ data: { file_name: 'jan.csv', row_count: 1, column_count: 2 } });
    // with the version's fingerprint, so the trigger sees new content even when the preview and row count are the same
    expect(d.update).toHaveBeenCalledWith('d1', content);
    expect(vi.mocked(d.update).mock.calls[0]?.[1].fingerprint).toBe('v1-print');
    expect(d.downloadOriginal).toHaveBeenCalledWith('u1', 'd1', 1);
    expect(vi.mocked(d.uploadOriginal).mock.calls[0]?.[2]).toBe(4);
  });

  it('a version without an original reopens from its rows: nothing is uploaded', async () => {
    const d = deps({ downloadOriginal: vi.fn(async () => ({ data: null })) });
    expect((await restoreVersion(d, 'u1', 'd1', 1, { version: null })).error).toBeUndefined();
    expect(d.uploadOriginal).not.toHaveBeenCalled();
  });

  it('answers a failed write', async () => {
    const d = deps({ update: vi.fn(async () => E('permission denied')) });
    expect((await restoreVersion(d, 'u1', 'd1', 1, { version: null })).error?.message).toBe('permission denied');
  });

  it('a failed download of the original writes nothing (the restore would lose rows)', async () => {
    const d = deps({ downloadOriginal: vi.fn(async () => ({ error: { kind: 'network' as const, message: 'Failed to fetch' } })) });
    expect((await restoreVersion(d, 'u1', 'd1', 1, { version: null })).error?.kind).toBe('network');
    expect(d.update).not.toHaveBeenCalled();
  });
});
