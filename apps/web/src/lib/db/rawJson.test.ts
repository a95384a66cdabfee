import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { datasetInsert } from './datasets.js';
import { rawJson, spliceRawJson } from './rawJson.js';
import { readBlobText } from '../../testing/readBlobText.js';

/** What postgrest-js sends: JSON.stringify with its bigint replacer. */
const asPostgrest = (body: unknown) => JSON.stringify(body, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

describe('rawJson', () => {
  it('spliceRawJson(body) puts each placeholder’s JSON where the placeholder was serialised, the rest unchanged', async () => {
    const records = [{ a: 1, b: 'x "quoted" \\ ß' }, { a: null, b: '' }];
    const other = { nested: [1, 2, { c: true }] };
    const body = asPostgrest({ id: 7, data: rawJson(new Blob([JSON.stringify(records)])), more: rawJson(new Blob([JSON.stringify(other)])), text: 'tallyline-raw-json' });
    expect(JSON.parse(await readBlobText(spliceRawJson(body) as Blob))).toEqual({ id: 7, data: records, more: other, text: 'tallyline-raw-json' });
    expect(spliceRawJson('{"a":"b"}')).toBe('{"a":"b"}');
  });

  it('spliceRawJson(body) gives a Blob of the whole body, typed application/json', async () => {
    const records = [{ a: 1, b: 'ünï "x"' }];
    const body = asPostgrest({ id: 1, data: rawJson(new Blob([JSON.stringify(records)])), name: 'n' });
    const spliced = spliceRawJson(body);
    expect(spliced).toBeInstanceOf(Blob);
    expect((spliced as Blob).type).toBe('application/json');
    expect(JSON.parse(await readBlobText(spliced as Blob))).toEqual({ id: 1, data: records, name: 'n' });
  });

  it('a placeholder stays good for a retried request with the same body', async () => {
    const body = asPostgrest({ data: rawJson(new Blob(['[1,2]'])) });
    expect(await readBlobText(spliceRawJson(body) as Blob)).toBe('{"data":[1,2]}');
    expect(await readBlobText(spliceRawJson(body) as Blob)).toBe('{"data":[1,2]}');
  });

  it("datasetInsert with the worker's preview JSON sends the same body as the records built on the page (issue 15)", async () => {
    const ds = parseCsv('date,region,sales,note\n2024-01-05,North,10,"a ""quoted"" note"\n2024-01-06,,20.5,\n2024-01-07,North,,ünï\n');
    const records = [
      { date: '2024-01-05', region: 'North', sales: 10, note: 'a "quoted" note' },
      { date: '2024-01-06', region: null, sales: 20.5, note: null },
      { date: '2024-01-07', region: 'North', sales: null, note: 'ünï' },
    ];
    const built = datasetInsert('u1', 'sales.csv', ds, 2, 'fp');
    expect(built.data).toEqual(records.slice(0, 2));
    const sent = datasetInsert('u1', 'sales.csv', ds, 2, 'fp', {}, new Blob([JSON.stringify(records.slice(0, 2))]));
    expect(await readBlobText(spliceRawJson(asPostgrest(sent)) as Blob)).toBe(asPostgrest(built));
  });
});
