import type { ParseRequestOptions } from './parseProtocol.js';
import { startParseJob, type ParseJob, type ParseProgress } from './parseJob.js';

export { ParseFailure, type ParseJob, type ParseProgress } from './parseJob.js';

/** Something that parses a file off the main thread (the real worker, or a fake in tests). */
export type ParseFile = (file: Blob, options: ParseRequestOptions, onProgress: (p: ParseProgress) => void) => ParseJob;

// The last job: a new parse stops its indexing, so a worker still indexing an older file does not compete
// (it still finishes the stash it is writing: that dataset may stay the workflow's if the new parse fails).
let last: ParseJob | null = null;

/** Parses `file` in `workers/parse.worker.ts`; one worker per parse, and one at a time. */
export const parseInWorker: ParseFile = (file, options, onProgress) => {
  last?.cancel();
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  last = startParseJob(worker, file, options, onProgress);
  return last;
};
