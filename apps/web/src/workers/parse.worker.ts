/// <reference lib="webworker" />
import { CoreError, CsvParseError, createCsvParser } from '@tallyline/core';
import type { ParseRequest, ParseResponse } from './parseProtocol.js';
import { toWire } from './transferDataset.js';

/**
 * Parses a CSV File off the main thread: streams it in chunks through core's
 * streaming parser, posts progress (at most every 50 ms), then transfers the Dataset's
 * buffers back. Cancelling = the owner terminates the worker.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: ParseResponse, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  if (event.data.type === 'parse') void parse(event.data);
};

async function parse({ file, options }: ParseRequest): Promise<void> {
  const total = file.size;
  let lastPost = 0;
  try {
    const parser = createCsvParser({
      ...options,
      onProgress: ({ bytes, rows }) => {
        const now = performance.now();
        if (now - lastPost >= 50) {
          lastPost = now;
          post({ type: 'progress', bytes, total, rows });
        }
      },
    });
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    const dataset = parser.finish();
    post({ type: 'progress', bytes: total, total, rows: dataset.rowCount });
    const { wire, transfer } = toWire(dataset);
    post({ type: 'done', dataset: wire }, transfer);
  } catch (error) {
    if (error instanceof CoreError) {
      post({ type: 'error', code: error.code, message: error.message, line: error instanceof CsvParseError ? error.line : 0 });
    } else {
      post({ type: 'error', code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error), line: 0 });
    }
  }
}
