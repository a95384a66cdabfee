import { createDataset } from '../dataset/createDataset.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError, CsvParseError } from '../errors.js';
import type { ParseInWorkerOptions, ParseWorkerHandle, ParseWorkerReply } from './types.js';

let nextId = 1;

/**
 * Parses a CSV or .xlsx File/Blob in a Web Worker that runs `serveParseWorker`, so the page stays
 * responsive; resolves with the same Dataset `parseFile` would give. Progress comes back through
 * `onProgress`; aborting `signal` cancels the worker's read and rejects with CoreError CANCELLED.
 * Parse errors reject with the CsvParseError (same code and line) the worker hit.
 *
 * @example
 * const worker = new Worker(new URL('./parse.worker.js', import.meta.url), { type: 'module' });
 * const ds = await parseInWorker(worker, file, { onProgress: ({ rows }) => (label.textContent = `${rows} rows`) });
 */
export function parseInWorker(worker: ParseWorkerHandle, input: Blob, options: ParseInWorkerOptions = {}): Promise<Dataset> {
  const { onProgress, signal, ...parseOptions } = options;
  const id = nextId++;
  return new Promise<Dataset>((resolve, reject) => {
    const settle = (then: () => void) => {
      worker.removeEventListener('message', listen);
      signal?.removeEventListener('abort', abort);
      then();
    };
    const abort = () => {
      worker.postMessage({ type: 'tallyline:cancel', id });
      settle(() => reject(new CoreError('CANCELLED', 'The parse was cancelled.')));
    };
    const listen = (event: { readonly data: unknown }) => {
      const reply = event.data as ParseWorkerReply;
      if (reply?.id !== id) return;
      if (reply.type === 'tallyline:progress') onProgress?.(reply.progress);
      else if (reply.type === 'tallyline:done') settle(() => resolve(createDataset(reply)));
      else if (reply.type === 'tallyline:error') {
        const error = reply.code === 'UNKNOWN' ? new Error(reply.message) : new CsvParseError(reply.code, reply.message, reply.line);
        settle(() => reject(error));
      }
    };
    if (signal?.aborted) {
      reject(new CoreError('CANCELLED', 'The parse was cancelled.'));
      return;
    }
    worker.addEventListener('message', listen);
    signal?.addEventListener('abort', abort);
    worker.postMessage({ type: 'tallyline:parse', id, input, options: parseOptions });
  });
}
