import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CoreError, CsvParseError } from '../../src/errors.js';
import { parseInWorker } from '../../src/worker/parseInWorker.js';
import { serveParseWorker } from '../../src/worker/serveParseWorker.js';
import type { ParseWorkerHandle, ParseWorkerScope } from '../../src/worker/types.js';
import { publicCsvText } from '../helpers/publicCsv.js';

// A MessageChannel stands in for the Worker boundary: messages really are structured-cloned
// (Blob, Map, typed arrays) and number buffers really are transferred, as between a page and a worker.
const ports: MessagePort[] = [];
function connectedWorker(): ParseWorkerHandle {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveParseWorker(port2 as unknown as ParseWorkerScope);
  port2.start();
  port1.start();
  return port1 as unknown as ParseWorkerHandle;
}
afterEach(() => ports.splice(0).forEach((p) => p.close()));

describe('parseInWorker', () => {
  it('parseInWorker(worker, blob) resolves with the Dataset parseCsv gives, rebuilt on this side', async () => {
    const text = publicCsvText('seattle-weather.csv');
    const bytes: number[] = [];
    const ds = await parseInWorker(connectedWorker(), new Blob([text]), { onProgress: (p) => bytes.push(p.bytes) });
    const direct = parseCsv(text);
    expect(ds.summary).toEqual(direct.summary);
    expect(ds.row(100)).toEqual(direct.row(100));
    expect(ds.roles).toEqual(direct.roles);
    expect(bytes.at(-1)).toBe(new TextEncoder().encode(text).length); // progress reached the whole file
  });

  it('parseInWorker(worker, blob, options) passes ingest options to the worker', async () => {
    const ds = await parseInWorker(connectedWorker(), new Blob(['a;b\n1,5;2\n']), { delimiter: ';', decimalSeparator: ',' });
    expect(ds.row(0)).toEqual({ a: 1.5, b: 2 });
  });

  it('parseInWorker(worker, badBlob) rejects with the CsvParseError code and line', async () => {
    const error = await parseInWorker(connectedWorker(), new Blob(['a,b\n1,"2\n'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvParseError);
    expect(error).toMatchObject({ code: 'UNTERMINATED_QUOTE', line: 2 });
  });

  it('parseInWorker(worker, blob, { signal }) rejects with CANCELLED when aborted', async () => {
    const controller = new AbortController();
    const parse = parseInWorker(connectedWorker(), new Blob([publicCsvText('seattle-weather.csv')]), { signal: controller.signal });
    controller.abort();
    await expect(parse).rejects.toBeInstanceOf(CoreError);
    await expect(parse).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});
