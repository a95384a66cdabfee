import { Blob as NodeBlob } from 'node:buffer';
import { datasetFingerprint, parseCsv, searchIndexBlocks, searchRows } from '@tallyline/core';
import { describe, expect, it, vi } from 'vitest';
import { aheadOf } from './aheadRegistry.js';
import type { AheadResults } from './aheadResults.js';
import { startParseJob, type ParseWorker } from './parseJob.js';
import type { ParseResponse } from './parseProtocol.js';
import { fingerprintOf } from './fingerprintRegistry.js';
import { sheetsOf } from './sheetsRegistry.js';
import { previewJsonOf } from './previewRegistry.js';
import { searchIndexPending } from './searchIndexRegistry.js';
import { stashOf } from './stashRegistry.js';
import { takeDictParts, toWire } from './transferDataset.js';

/** A worker whose messages the test sends by hand. */
function fakeWorker() {
  const worker: ParseWorker & { send(msg: ParseResponse): void; terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage: vi.fn(),
    terminate() {
      this.terminated = true;
    },
    send(msg) {
      this.onmessage?.(new MessageEvent('message', { data: structuredClone(msg) }));
    },
  };
  return worker;
}

const csv = 'city,n\nOslo,1\nLima,2\nBern,3\n';

/** What the real worker posts for `csv`: dictionary parts (max 2 strings), the dataset, its fingerprint, its stash, its index. */
async function workerMessages(): Promise<ParseResponse[]> {
  const { wire } = await toWire(parseCsv(csv));
  const parts = takeDictParts(wire, 2);
  const blocks = [...searchIndexBlocks(parseCsv(csv))];
  return [
    ...parts.map((p): ParseResponse => ({ type: 'dict', ...p })),
    { type: 'done', dataset: wire, sheets: null },
    { type: 'fingerprint', fingerprint: datasetFingerprint(parseCsv(csv)) },
    { type: 'stored', stash: 'stash-1' },
    // 'bern' marked as 'berx' (same length): only an adopted block can make search find 'berx'
    ...blocks.map((block): ParseResponse => ({ type: 'index', block: { ...block, text: block.text.replace('bern', 'berx') } })),
    { type: 'indexed' },
  ];
}

/** A job whose worker has posted the dataset (its dictionary parts and 'done') and nothing after it yet. */
async function jobPastDataset() {
  const worker = fakeWorker();
  const job = startParseJob(worker, new Blob([csv]), {}, () => {});
  for (const m of (await workerMessages()).filter((m) => m.type === 'dict' || m.type === 'done')) worker.send(m);
  return { worker, job };
}

describe('startParseJob', () => {
  it("records a workbook's sheets, posted with the dataset, for the sheet picker (issue 18); a CSV has none", async () => {
    const { wire } = await toWire(parseCsv(csv));
    const worker = fakeWorker();
    const job = startParseJob(worker, new Blob([csv]), { sheet: 'Costs' }, () => {});
    expect(worker.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'parse', options: { sheet: 'Costs' } }));
    worker.send({ type: 'done', dataset: wire, sheets: [{ name: 'Sales', rows: 3, columns: 2 }, { name: 'Costs', rows: null, columns: null }] });
    expect(sheetsOf(await job.result)).toEqual([{ name: 'Sales', rows: 3, columns: 2 }, { name: 'Costs', rows: null, columns: null }]);
    const { job: plain } = await jobPastDataset();
    expect(sheetsOf(await plain.result)).toBeNull();
  });
  it('rebuilds the dataset from dictionary parts, adopts the index blocks, then stops the worker', async () => {
    const worker = fakeWorker();
    const progress = vi.fn();
    const job = startParseJob(worker, new Blob([csv]), {}, progress);
    expect(worker.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'parse' }));
    worker.send({ type: 'progress', bytes: 5, total: 10, rows: 1 });
    expect(progress).toHaveBeenCalledWith({ bytes: 5, total: 10, rows: 1 });
    const messages = await workerMessages();
    // the index blocks arrive while the dataset is still being rebuilt (it yields between columns)
    for (const m of messages) worker.send(m);
    const ds = await job.result;
    expect([0, 1, 2].map((r) => ds.cellText(r, 0))).toEqual(['Oslo', 'Lima', 'Bern']);
    // the block that came from the worker is the one search uses: nothing was rebuilt here
    expect([...searchRows(ds, 'berx')!]).toEqual([0, 0, 1]);
    expect([...searchRows(ds, 'li')!]).toEqual([0, 1, 0]);
    // the stash the worker wrote for a reload is the dataset's
    expect(await stashOf(ds)).toBe('stash-1');
    expect(worker.terminated).toBe(true);
  });
  it('asks the worker for the next index block once it has taken one, and not after the indexing stopped (issue 15)', async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    const [block] = searchIndexBlocks(parseCsv(csv));
    worker.send({ type: 'index', block: block! });
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'more' }));
    expect([...searchRows(ds, 'bern')!]).toEqual([0, 0, 1]);
    const asked = vi.mocked(worker.postMessage).mock.calls.length;
    job.cancel();
    worker.send({ type: 'index', block: block! });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.mocked(worker.postMessage).mock.calls.length).toBe(asked);
  });
  it("a worker's dataset is not searched on the page until its index has come: pending until 'indexed', a cancel, or the worker gone (issue 15)", async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    expect(searchIndexPending(ds)).toBe(true);
    const [block] = searchIndexBlocks(parseCsv(csv));
    worker.send({ type: 'index', block: block! });
    expect(searchIndexPending(ds)).toBe(true);
    worker.send({ type: 'indexed' });
    expect(searchIndexPending(ds)).toBe(false);
    // cancelled after the result: search builds what is missing itself
    const second = await jobPastDataset();
    const cancelled = await second.job.result;
    expect(searchIndexPending(cancelled)).toBe(true);
    second.job.cancel();
    expect(searchIndexPending(cancelled)).toBe(false);
    // the worker gone after the result
    const third = await jobPastDataset();
    const lost = await third.job.result;
    third.worker.onerror?.(new ErrorEvent('error', { message: 'gone' }));
    expect(searchIndexPending(lost)).toBe(false);
    // a dataset that never came from the worker is searched at once
    expect(searchIndexPending(parseCsv(csv))).toBe(false);
  });
  it('keeps the worker until the index is complete and the stash written; cancel after the result stops only the indexing', async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    expect(worker.terminated).toBe(false);
    // the worker hears that the dataset is rebuilt: it may send the index now
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'shown' });
    job.cancel();
    // still writing the dataset kept for a reload: terminating would lose it
    expect(worker.terminated).toBe(false);
    worker.send({ type: 'stored', stash: 'stash-2' });
    expect(worker.terminated).toBe(true);
    expect(await stashOf(ds)).toBe('stash-2');
  });
  it('an index completed before the stash keeps the worker until the stash is written (or could not be)', async () => {
    const worker = fakeWorker();
    const job = startParseJob(worker, new Blob([csv]), {}, () => {});
    for (const m of (await workerMessages()).filter((m) => m.type !== 'stored')) worker.send(m);
    const ds = await job.result;
    expect([...searchRows(ds, 'berx')!]).toEqual([0, 0, 1]);
    expect(worker.terminated).toBe(false);
    worker.send({ type: 'stored', stash: null });
    expect(worker.terminated).toBe(true);
    expect(await stashOf(ds)).toBeNull();
  });
  it("records the worker's results ahead for the dataset, whether they come before or after it is rebuilt", async () => {
    const results: AheadResults = { dashboard: null, suggestions: ['How many rows are there?'], chart: null };
    for (const early of [true, false]) {
      const { worker, job } = await jobPastDataset();
      if (early) worker.send({ type: 'ahead', results });
      const ds = await job.result;
      if (!early) {
        // handed out before the worker has answered: whoever needs them waits
        expect(aheadOf(ds)).toBe('pending');
        worker.send({ type: 'ahead', results });
      }
      expect(aheadOf(ds)).toEqual(results);
      job.cancel();
    }
  });
  it('a worker that stops before its results ahead and its stash leaves the results to the page and keeps no stash (null)', async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    expect(aheadOf(ds)).toBe('pending');
    worker.onerror?.(new ErrorEvent('error', { message: 'out of memory' }));
    expect(worker.terminated).toBe(true);
    expect(aheadOf(ds)).toBeNull();
    expect(await stashOf(ds)).toBeNull();
    // a late message changes nothing
    worker.send({ type: 'ahead', results: { dashboard: null, suggestions: [], chart: null } });
    expect(aheadOf(ds)).toBeNull();
  });
  it("hands the dataset out before its fingerprint; whoever needs it waits for the worker's, which core then answers (issue 15)", async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    let answered: string | null = null;
    void fingerprintOf(ds).then((fp) => (answered = fp));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // not computed on the page meanwhile: still waiting for the worker
    expect(answered).toBeNull();
    // a value only the worker could have sent: proves the page took it instead of computing its own
    worker.send({ type: 'fingerprint', fingerprint: 'fp-from-worker' });
    expect(await fingerprintOf(ds)).toBe('fp-from-worker');
    expect(answered).toBe('fp-from-worker');
    // core answers it too: dashboard, portfolio and report ids are made from it
    expect(datasetFingerprint(ds)).toBe('fp-from-worker');
    job.cancel();
  });
  it("records the worker's preview JSON for the dataset (early or late); null when the worker stops first or the dataset is not the worker's (issue 15)", async () => {
    const late = await jobPastDataset();
    const ds = await late.job.result;
    let answered: Blob | null | undefined;
    void previewJsonOf(ds).then((json) => (answered = json));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBeUndefined();
    // a Node Blob: it survives the fake worker's structuredClone (jsdom's does not), as a Blob survives postMessage
    late.worker.send({ type: 'preview', json: new NodeBlob(['[{"city":"from-worker"}]'], { type: 'application/json' }) as unknown as Blob });
    expect(await ((await previewJsonOf(ds)) as unknown as NodeBlob).text()).toBe('[{"city":"from-worker"}]');
    late.job.cancel();
    const early = await jobPastDataset();
    early.worker.send({ type: 'preview', json: new NodeBlob(['[]'], { type: 'application/json' }) as unknown as Blob });
    expect(await ((await previewJsonOf(await early.job.result)) as unknown as NodeBlob).text()).toBe('[]');
    early.job.cancel();
    const stopped = await jobPastDataset();
    const lost = await stopped.job.result;
    stopped.worker.onerror?.(new ErrorEvent('error', { message: 'out of memory' }));
    expect(await previewJsonOf(lost)).toBeNull();
    expect(await previewJsonOf(parseCsv(csv))).toBeNull();
  });
  it('a fingerprint that comes while the dataset is still being rebuilt is kept for it', async () => {
    const { worker, job } = await jobPastDataset();
    worker.send({ type: 'fingerprint', fingerprint: 'fp-early' });
    const ds = await job.result;
    expect(await fingerprintOf(ds)).toBe('fp-early');
    job.cancel();
  });
  it('a worker that stops before its fingerprint leaves it to the page, which computes the right one', async () => {
    const { worker, job } = await jobPastDataset();
    const ds = await job.result;
    worker.onerror?.(new ErrorEvent('error', { message: 'out of memory' }));
    expect(await fingerprintOf(ds)).toBe(datasetFingerprint(parseCsv(csv)));
    // a late message changes nothing
    worker.send({ type: 'fingerprint', fingerprint: 'too-late' });
    expect(await fingerprintOf(ds)).toBe(datasetFingerprint(parseCsv(csv)));
  });
  it('cancel before the result rejects with CANCELLED and stops the worker', async () => {
    const worker = fakeWorker();
    const job = startParseJob(worker, new Blob([csv]), {}, () => {});
    job.cancel();
    await expect(job.result).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(worker.terminated).toBe(true);
  });
  it('an error message rejects with its code and line', async () => {
    const worker = fakeWorker();
    const job = startParseJob(worker, new Blob([csv]), {}, () => {});
    worker.send({ type: 'error', code: 'EMPTY_FILE', message: 'empty', line: 3 });
    await expect(job.result).rejects.toMatchObject({ code: 'EMPTY_FILE', line: 3 });
    expect(worker.terminated).toBe(true);
  });
});
