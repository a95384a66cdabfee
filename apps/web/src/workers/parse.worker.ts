/// <reference lib="webworker" />
import { CoreError, CsvParseError, datasetFingerprint, searchIndexBlocks } from '@tallyline/core';
import type { SearchBlock } from '@tallyline/core';
import { computeAheadResults } from './aheadResults.js';
import type { ParseRequest, ParseResponse } from './parseProtocol.js';
import { takeDictParts, toWire, withOwnArrays } from './transferDataset.js';
import { errorMessage } from '../lib/errorMessage.js';
import { stashForReload } from '../lib/persist/datasetStash.js';
import { previewRecords } from '../lib/db/previewRecords.js';
import { DATASET_SAVE_MAX_ROWS } from '../messages/upload.js';
import { parseUpload, uploadSheets } from './parseUpload.js';

/** Strings per dictionary message: deserialising one part stays a short task on the main thread. */
const DICT_PART = 16_384;

/**
 * Parses a CSV or .xlsx File off the main thread with core's parseFile (a CSV streamed in chunks
 * through the streaming parser, a workbook's chosen or first sheet through the same typing, with the list of
 * its sheets for the picker), posts progress (at most every 50 ms), then transfers the Dataset's
 * buffers back (long dictionaries in parts first) with the column roles. Then, while the page shows the summary
 * cards, it computes the dataset's fingerprint and posts it, computes
 * what the page would compute next from the dataset (aheadResults: the dashboard, the suggested questions —
 * long tasks on the page's thread) and posts them, writes the dataset to IndexedDB for a reload
 * (lib/persist/datasetStash) and posts the stash's id, then builds the explorer's search index block by
 * block and posts each block as the page asks for it ('shown', then 'more'). Cancelling = the owner terminates the worker.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: ParseResponse, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

// Resolved by main's 'shown': index blocks wait for it, so their ~100 MB of text does not reach the
// page (and its garbage collector) while it is still rebuilding the dataset for the summary cards.
let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (markShown = resolve));
// Index blocks the page has asked for and not yet been sent: 'shown' asks for the first, each 'more' (sent when the
// page is idle after taking a block) for the next, so ~100 MB of text does not pile up in the page's queue and heap
// faster than it can take it (each message's text is copied, and collected, on the page's thread: issue 15).
let asked = 0;
let onAsk: () => void = () => {};

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  if (event.data.type === 'parse') {
    void parse(event.data);
    return;
  }
  if (event.data.type === 'shown') markShown();
  asked++;
  onAsk();
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function parse({ file, options }: Extract<ParseRequest, { type: 'parse' }>): Promise<void> {
  const total = file.size;
  let lastPost = 0;
  try {
    const onProgress = ({ bytes, rows }: { bytes: number; rows: number }) => {
      const now = performance.now();
      if (now - lastPost >= 50) {
        lastPost = now;
        post({ type: 'progress', bytes, total, rows });
      }
    };
    // A CSV over SAMPLE_FROM_BYTES or a workbook over XLSX_SAMPLE_FROM_BYTES: exact aggregates over every row and a
    // seeded uniform sample of at most 2,000,000 rows (core's budget), so a 1 GB file never holds more than the
    // sample (issues 15, 18). Otherwise parseFile streams a CSV through core's parser and reads an .xlsx workbook's
    // chosen (else first) sheet through the same typing (parseUpload.ts).
    const dataset = await parseUpload(file, options, onProgress);
    const rows = dataset.detected.sample?.totalRows ?? dataset.rowCount;
    // A workbook's sheets, for the sheet picker (issue 18): only the workbook part is read again.
    const sheets = dataset.detected.source?.format === 'xlsx' ? await uploadSheets(file) : null;
    post({ type: 'progress', bytes: total, total, rows });
    // Transferring moves the number buffers away; the results ahead, the stash and the index still need them.
    const forIndex = withOwnArrays(dataset);
    const { wire, transfer } = toWire(dataset);
    for (const part of takeDictParts(wire, DICT_PART)) post({ type: 'dict', ...part });
    post({ type: 'done', dataset: wire, sheets }, transfer);
    // The fingerprint reads every cell (~1 s on a 100 MB file): after the dataset, so the cards do not wait
    // for it; the saved-dataset insert and the steps wait for it on the page (fingerprintRegistry). First
    // after 'done': the results ahead build their ids on it (cached on forIndex).
    post({ type: 'fingerprint', fingerprint: datasetFingerprint(forIndex) });
    // What a signed-in upload saves with its row, serialised here: 10,000 records made and serialised on the page were a
    // task of ~120–145 ms after the cards (issue 15). As a Blob, made here: Chromium turns a string body of fetch (or a
    // string into a Blob) into UTF-8 on the page's thread, ~150–530 ms for this ~1.5 MB even without DevTools attached;
    // a Blob goes to the network as it is (lib/db/rawJson splices it into the insert's body).
    post({ type: 'preview', json: new Blob([JSON.stringify(previewRecords(forIndex, DATASET_SAVE_MAX_ROWS))], { type: 'application/json' }) });
    // After the dataset, not before it: the summary cards do not wait for these (~1 s on a 100 MB file).
    post({ type: 'ahead', results: computeAheadResults(forIndex) });
    // The dataset kept for a reload is written here: IndexedDB clones what it stores on the thread that puts it.
    post({ type: 'stored', stash: await stashForReload(forIndex) });
    // Build ahead (a task per block, so the page's messages get through), post each block when the page asks for it.
    const waiting: SearchBlock[] = [];
    const sendAsked = () => {
      for (; asked > 0 && waiting.length > 0; asked--) {
        const block = waiting.shift()!;
        post({ type: 'index', block }, [block.starts.buffer as ArrayBuffer]);
      }
    };
    for (const block of searchIndexBlocks(forIndex)) {
      waiting.push(block);
      sendAsked();
      await nextTask();
    }
    await shown;
    while (waiting.length > 0) {
      sendAsked();
      if (waiting.length > 0) await new Promise<void>((resolve) => (onAsk = resolve));
    }
    post({ type: 'indexed' });
  } catch (error) {
    if (error instanceof CoreError) {
      post({ type: 'error', code: error.code, message: error.message, line: error instanceof CsvParseError ? error.line : 0 });
    } else {
      post({ type: 'error', code: 'UNKNOWN', message: errorMessage(error), line: 0 });
    }
  }
}
