import { randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import type { Analysis } from '@tallyline/core';
import type { AnalysisSchema } from './schemas.js';

export type AnalysisStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** What an analysis read: the request's file, a saved dataset's kept original file, or (without one) its saved rows. */
export interface AnalysisInput {
  source: 'body' | 'dataset_file' | 'dataset_rows';
  dataset_id: string | null;
  /** The saved dataset's version that was read. */
  dataset_version: number | null;
  /** How many rows the saved dataset has (its row_count). */
  dataset_rows: number | null;
  /** Why the input is what it is when it is not the whole file (a saved dataset read from its rows). */
  note: string | null;
}

export const BODY_INPUT: AnalysisInput = { source: 'body', dataset_id: null, dataset_version: null, dataset_rows: null, note: null };

export interface AnalysisJob {
  readonly id: string;
  readonly input: AnalysisInput;
  readonly ownerId: string;
  status: AnalysisStatus;
  progress: { stage: 'queued' | 'reading' | 'analyzing' | 'done'; bytes: number; total_bytes: number | null; rows: number };
  readonly createdAt: Date;
  finishedAt: Date | null;
  error: { code: string; message: string } | null;
  result: Analysis | null;
  readonly abort: AbortController;
}

/** How long a finished analysis can be fetched. */
export const ANALYSIS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The analyses of this server process, by id, each visible only to its owner. Finished ones expire
 * after ANALYSIS_TTL_MS. Kept in memory: an analysis is a computation's result, not user data, and
 * its input stays where it was (the request body or the saved dataset).
 */
export interface AnalysisJobs {
  create(ownerId: string, totalBytes: number | null, input?: AnalysisInput): AnalysisJob;
  /** The job if it exists, belongs to `ownerId` and has not expired. */
  get(id: string, ownerId: string): AnalysisJob | null;
  delete(id: string): void;
}

export function createAnalysisJobs(now: () => number = Date.now): AnalysisJobs {
  const jobs = new Map<string, AnalysisJob>();
  const sweep = () => {
    for (const [id, job] of jobs) if (job.finishedAt && now() - job.finishedAt.getTime() > ANALYSIS_TTL_MS) jobs.delete(id);
  };
  return {
    create(ownerId, totalBytes, input = BODY_INPUT) {
      sweep();
      const job: AnalysisJob = {
        id: `an_${randomBytes(16).toString('hex')}`,
        input,
        ownerId,
        status: 'queued',
        progress: { stage: 'queued', bytes: 0, total_bytes: totalBytes, rows: 0 },
        createdAt: new Date(now()),
        finishedAt: null,
        error: null,
        result: null,
        abort: new AbortController(),
      };
      jobs.set(job.id, job);
      return job;
    },
    get(id, ownerId) {
      sweep();
      const job = jobs.get(id);
      return job && job.ownerId === ownerId ? job : null;
    },
    delete(id) {
      jobs.delete(id);
    },
  };
}

/** The job as the API answers it. */
export function analysisView(job: AnalysisJob, basePath: string): z.infer<typeof AnalysisSchema> {
  const { markdown: _markdown, ...result } = job.result ?? { markdown: '' };
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    input: job.input,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    error: job.error,
    // core's result types are plain JSON data; the schema describes them as objects
    result: job.result ? (result as unknown as z.infer<typeof AnalysisSchema>['result']) : null,
    report_url: `${basePath}/analyses/${job.id}/report.md`,
  };
}
