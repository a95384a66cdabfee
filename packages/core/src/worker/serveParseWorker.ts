import { parseFile } from '../file/parseFile.js';
import { CoreError, CsvParseError } from '../errors.js';
import type { ParseWorkerReply, ParseWorkerRequest, ParseWorkerScope } from './types.js';

/**
 * Runs inside a Web Worker: answers `parseInWorker` requests by parsing the posted CSV or .xlsx File
 * or Blob with `parseFile`, posting progress and then the Dataset's columns (number buffers
 * transferred, not copied). Several parses may run at once; each can be cancelled.
 *
 * @example
 * // parse.worker.ts
 * import { serveParseWorker } from '@tallyline/core';
 * serveParseWorker(self);
 */
export function serveParseWorker(scope: ParseWorkerScope): void {
  const running = new Map<number, AbortController>();
  scope.addEventListener('message', (event) => {
    const request = event.data as ParseWorkerRequest;
    if (request?.type === 'tallyline:cancel') running.get(request.id)?.abort();
    if (request?.type !== 'tallyline:parse') return;
    const { id } = request;
    const controller = new AbortController();
    running.set(id, controller);
    const post = (reply: ParseWorkerReply, transfer?: ArrayBuffer[]) => scope.postMessage(reply, transfer);
    parseFile(request.input, {
      ...request.options,
      signal: controller.signal,
      onProgress: (progress) => post({ type: 'tallyline:progress', id, progress }),
    })
      .then((ds) => {
        const transfer = ds.columns.flatMap((c) => (c.type === 'string' ? [] : [c.values.buffer as ArrayBuffer]));
        post({ type: 'tallyline:done', id, columns: ds.columns, detected: ds.detected, warnings: ds.warnings }, transfer);
      })
      .catch((e: unknown) => {
        const code = e instanceof CoreError ? e.code : 'UNKNOWN';
        const line = e instanceof CsvParseError ? e.line : 0;
        post({ type: 'tallyline:error', id, code, message: e instanceof Error ? e.message : String(e), line });
      })
      .finally(() => running.delete(id));
  });
}
