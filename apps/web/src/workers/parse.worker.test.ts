import { Blob as NodeBlob } from 'node:buffer';
import { datasetFingerprint, parseCsv } from '@tallyline/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ParseRequest, ParseResponse } from './parseProtocol.js';
import { readBlobText } from '../testing/readBlobText.js';

// The worker module as it runs in the browser, with a fake worker scope: what it posts, in order.
const posted: ParseResponse[] = [];
const scope: { postMessage(message: ParseResponse): void; onmessage: ((event: { data: ParseRequest }) => void) | null } = {
  postMessage: (message) => void posted.push(message),
  onmessage: null,
};
vi.stubGlobal('self', scope);
await import('./parse.worker.js');
afterAll(() => vi.unstubAllGlobals());

const csv = 'date,region,sales\n2024-01-05,North,10\n2024-01-06,South,20\n2024-01-07,North,30\n';

describe('parse.worker', () => {
  it("posts the dataset with its roles first, then its fingerprint, then what comes after (issue 15: the cards do not wait for the fingerprint)", async () => {
    // a Node Blob: jsdom's has no stream() for core's parseFile
    scope.onmessage?.({ data: { type: 'parse', file: new NodeBlob([csv]) as unknown as Blob, options: {} } });
    await vi.waitFor(() => expect(posted.some((m) => m.type === 'stored' || m.type === 'error')).toBe(true));
    scope.onmessage?.({ data: { type: 'shown' } });
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('indexed'));
    const order = posted.map((m) => m.type).filter((t) => t !== 'progress' && t !== 'index');
    expect(order).toEqual(['done', 'fingerprint', 'preview', 'ahead', 'stored', 'indexed']);
    const done = posted.find((m) => m.type === 'done');
    // the roles travel with the dataset (the chart card reads them at once); the fingerprint does not
    expect(done?.type === 'done' && done.dataset.known?.roles.map((r) => r.role)).toEqual(['time', 'dimension', 'measure']);
    expect(done?.type === 'done' && done.dataset.known?.fingerprint).toBeUndefined();
    const fingerprint = posted.find((m) => m.type === 'fingerprint');
    expect(fingerprint?.type === 'fingerprint' && fingerprint.fingerprint).toBe(datasetFingerprint(parseCsv(csv)));
    // the saved-dataset preview: the records of the rows, as a Blob of JSON made here (what the insert sends, issue 15)
    const preview = posted.find((m) => m.type === 'preview');
    expect(preview?.type === 'preview' && preview.json).toBeInstanceOf(Blob);
    expect(preview?.type === 'preview' && preview.json.type).toBe('application/json');
    expect(preview?.type === 'preview' && JSON.parse(await readBlobText(preview.json))).toEqual([
      { date: '2024-01-05', region: 'North', sales: 10 },
      { date: '2024-01-06', region: 'South', sales: 20 },
      { date: '2024-01-07', region: 'North', sales: 30 },
    ]);
  });

  it('posts one index block for each time the page asks (shown, then more), none ahead of it (issue 15)', async () => {
    posted.length = 0;
    // three blocks of 8,192 rows
    const rows = Array.from({ length: 20_000 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')},R${i % 7},${i}`);
    scope.onmessage?.({ data: { type: 'parse', file: new NodeBlob([`date,region,sales\n${rows.join('\n')}\n`]) as unknown as Blob, options: {} } });
    await vi.waitFor(() => expect(posted.some((m) => m.type === 'stored' || m.type === 'error')).toBe(true), { timeout: 20_000 });
    const blocks = () => posted.filter((m) => m.type === 'index').length;
    // 'shown' came in the test before (its one ask was used): nothing is sent until the page asks
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blocks()).toBe(0);
    for (let k = 1; k <= 3; k++) {
      scope.onmessage?.({ data: { type: 'more' } });
      await vi.waitFor(() => expect(blocks()).toBe(k));
    }
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('indexed'));
    expect(posted.filter((m) => m.type === 'index').map((m) => (m.type === 'index' ? m.block.firstRow : -1))).toEqual([0, 8192, 16384]);
  }, 30_000);
});
