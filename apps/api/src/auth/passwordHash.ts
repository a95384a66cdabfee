import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GoTrueError } from './errors.js';

/** bcrypt cost, as GoTrue's (10: about 70 ms a hash on one core). */
export const BCRYPT_COST = 10;
/** Hashes waiting for a worker beyond this are refused (429) instead of queued without end. */
export const MAX_QUEUED_HASHES = 256;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

// bcryptjs is plain JavaScript: on the event loop each hash stalls every other request for
// tens of milliseconds (issue 14: 12 sign-ins a second raised REST p50 from 5 ms to 1.1 s).
// The workers load the same bcryptjs by absolute path, so this works from src/ and dist/ alike.
const BCRYPT_PATH = createRequire(import.meta.url).resolve('bcryptjs');
const WORKER_SOURCE = `
const bcrypt = require(${JSON.stringify(BCRYPT_PATH)});
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id, value });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

interface Pending {
  job: Job;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

/**
 * A small pool of worker threads for bcrypt. Size: one thread per core but one (the event
 * loop keeps a core), at least one, at most four. Idle workers do not keep the process alive.
 */
class HashPool {
  readonly #size = Math.min(4, Math.max(1, availableParallelism() - 1));
  readonly #idle: Worker[] = [];
  readonly #queue: Pending[] = [];
  readonly #busy = new Map<Worker, Pending>();
  #workers = 0;
  #nextId = 0;

  run<T>(job: Job): Promise<T> {
    if (this.#queue.length >= MAX_QUEUED_HASHES) {
      return Promise.reject(new GoTrueError(429, 'over_request_rate_limit', 'Too many requests: the server is busy checking passwords. Try again in a few seconds.', { retryAfter: 2 }));
    }
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ job, resolve: resolve as (v: unknown) => void, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? (this.#workers < this.#size ? this.#spawn() : null);
      if (!worker) return;
      const pending = this.#queue.shift()!;
      this.#busy.set(worker, pending);
      worker.ref();
      worker.postMessage({ id: (this.#nextId += 1), job: pending.job });
    }
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    this.#workers += 1;
    worker.on('message', (msg: { value?: unknown; error?: string }) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      worker.unref();
      this.#idle.push(worker);
      if (msg.error !== undefined) pending?.reject(new Error(msg.error));
      else pending?.resolve(msg.value);
      this.#dispatch();
    });
    worker.on('error', (err) => {
      // A crashed worker fails its job and is replaced on the next dispatch.
      this.#busy.get(worker)?.reject(err);
      this.#busy.delete(worker);
      this.#workers -= 1;
      this.#dispatch();
    });
    return worker;
  }
}

const pool = new HashPool();

/** A bcrypt hash of `password` ($2b$, cost BCRYPT_COST), computed off the event loop. */
export function hashPassword(password: string, cost: number = BCRYPT_COST): Promise<string> {
  return pool.run<string>({ op: 'hash', password, cost });
}

/** Whether `password` matches the bcrypt `hash`, checked off the event loop. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return pool.run<boolean>({ op: 'compare', password, hash });
}
