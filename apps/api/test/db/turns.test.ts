import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, TurnQueue } from '../../src/db/turns.js';

/** A promise with its resolve, to hold a turn until the test lets go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe('TurnQueue (the database lock with a waiting budget)', () => {
  it('runs one at a time, in arrival order', async () => {
    const q = new TurnQueue(60_000);
    const order: string[] = [];
    const first = gate();
    const a = q.run(async () => {
      order.push('a starts');
      await first.opened;
      order.push('a ends');
    });
    const b = q.run(async () => void order.push('b'));
    const c = q.run(async () => void order.push('c'));
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b', 'c']);
  });

  it('a turn not started within the budget fails with DatabaseBusyError and never runs; the queue goes on', async () => {
    const q = new TurnQueue(50);
    const holder = gate();
    const held = q.run(() => holder.opened);
    let ranLate = false;
    const late = q.run(async () => {
      ranLate = true;
    });
    // The holder keeps its turn until the waiter has given up: a state, not a time.
    const err = await late.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseBusyError);
    expect((err as DatabaseBusyError).message).toMatch(/The database is busy.*Try again in a few seconds/);
    const after = q.run(async () => 'next');
    holder.open();
    await held;
    expect(await after).toBe('next');
    expect(ranLate).toBe(false);
  });

  it('a turn that throws, synchronously or not, hands the lock on', async () => {
    const q = new TurnQueue(60_000);
    await expect(
      q.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(q.run(() => Promise.reject(new Error('async')))).rejects.toThrow('async');
    expect(await q.run(async () => 1)).toBe(1);
  });

  it('an unlimited turn (migrations, close) waits as long as it takes', async () => {
    const q = new TurnQueue(1);
    const holder = gate();
    const held = q.run(() => holder.opened);
    const patient = q.run(async () => 'done', Infinity);
    const impatient = q.run(async () => 'never');
    await expect(impatient).rejects.toBeInstanceOf(DatabaseBusyError);
    holder.open();
    await held;
    expect(await patient).toBe('done');
  });
});
