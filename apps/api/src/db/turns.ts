/**
 * The database could not take this request in time: it waited longer than the queue
 * budget for its turn (PGlite: the one session; PostgreSQL: a pooled connection). Routes
 * answer it 503/504 with Retry-After, never 500.
 */
export class DatabaseBusyError extends Error {
  /** Seconds a client should wait before trying again. */
  readonly retryAfterSeconds = 2;
  constructor(readonly waitedMs: number) {
    super(`The database is busy: this request waited ${Math.round(waitedMs / 1000)} s for its turn. Try again in a few seconds.`);
  }
}

interface Turn {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * One holder at a time, in arrival order, and nobody waits longer than `maxWaitMs` for a
 * turn (issue 14: PGlite cannot cancel a running statement, and every request queued behind
 * a slow one waited with it — 24 s for /health). A turn not started in time is given up with
 * DatabaseBusyError, so a backlog drains as quick refusals instead of growing without end.
 */
export class TurnQueue {
  readonly #queue: Turn[] = [];
  #busy = false;

  constructor(readonly maxWaitMs: number) {}

  run<T>(fn: () => Promise<T>, maxWaitMs: number = this.maxWaitMs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const turn: Turn = {
        timer: null,
        start: () => {
          if (turn.timer) clearTimeout(turn.timer);
          Promise.resolve()
            .then(fn)
            .then(resolve, reject)
            .finally(() => this.#next());
        },
      };
      if (!this.#busy) {
        this.#busy = true;
        turn.start();
        return;
      }
      this.#queue.push(turn);
      if (!Number.isFinite(maxWaitMs)) return;
      turn.timer = setTimeout(() => {
        const i = this.#queue.indexOf(turn);
        if (i < 0) return;
        this.#queue.splice(i, 1);
        reject(new DatabaseBusyError(maxWaitMs));
      }, maxWaitMs);
    });
  }

  #next(): void {
    const turn = this.#queue.shift();
    if (turn) turn.start();
    else this.#busy = false;
  }
}
