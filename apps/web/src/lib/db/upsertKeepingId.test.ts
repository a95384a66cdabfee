import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClient } from './client.js';
import { upsertDashboard } from './dashboards.js';
import { upsertPortfolio } from './portfolios.js';
import { upsertKeepingId } from './upsertKeepingId.js';

// A fake supabase client: records each upsert and answers what the test says.
vi.mock('./client.js', () => ({ getClient: vi.fn() }));

interface Call {
  table: string;
  payload: Record<string, unknown>;
  options: unknown;
  selected: string;
}
let calls: Call[];
let reply: { data: unknown; error: { message: string } | null };

function fakeClient() {
  return {
    from: (table: string) => ({
      upsert: (payload: Record<string, unknown>, options: unknown) => ({
        select: (selected: string) => {
          calls.push({ table, payload, options, selected });
          return { single: () => Promise.resolve(reply) };
        },
      }),
    }),
  };
}

beforeEach(() => {
  calls = [];
  reply = { data: { id: 'row-9' }, error: null };
  vi.mocked(getClient).mockResolvedValue(fakeClient() as never);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T05:06:07.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('upsertKeepingId(table, id, columns)', () => {
  it('upsertKeepingId(table, undefined, columns) sends no id, stamps updated_at, upserts on id and answers the new row id', async () => {
    const result = await upsertKeepingId('things', undefined, { name: 'A', n: 1 });
    expect(result).toEqual({ data: { id: 'row-9' } });
    expect(calls).toEqual([
      { table: 'things', payload: { name: 'A', n: 1, updated_at: '2026-03-04T05:06:07.000Z' }, options: { onConflict: 'id' }, selected: 'id' },
    ]);
    expect(calls[0]!.payload).not.toHaveProperty('id');
  });

  it('upsertKeepingId(table, id, columns) sends the kept id so the same row is updated', async () => {
    await upsertKeepingId('things', 'row-9', { name: 'B' });
    expect(calls[0]!.payload).toEqual({ name: 'B', updated_at: '2026-03-04T05:06:07.000Z', id: 'row-9' });
  });

  it('upsertKeepingId answers the database error as { error } (kind api, with its code)', async () => {
    reply = { data: null, error: { message: 'permission denied', code: '42501' } as never };
    expect(await upsertKeepingId('things', undefined, {})).toEqual({ error: { kind: 'api', message: 'permission denied', code: '42501' } });
  });

  it('upsertKeepingId answers a thrown failure (e.g. the config cannot load) as { error } instead of throwing', async () => {
    vi.mocked(getClient).mockRejectedValueOnce(new Error('config.json: 503'));
    expect(await upsertKeepingId('things', 'row-9', {})).toEqual({ error: { kind: 'api', message: 'config.json: 503', code: undefined } });
  });
});

describe('the tables that keep their row id (spec §7)', () => {
  it('upsertDashboard(row) writes the dashboards columns, with the id only when one is kept', async () => {
    const row = { user_id: 'u1', name: 'D', description: 'd', layout: { cols: 2 }, widgets: [], is_public: true };
    await upsertDashboard({ id: undefined, ...row });
    await upsertDashboard({ id: 'dash-1', ...row });
    expect(calls.map((c) => c.table)).toEqual(['dashboards', 'dashboards']);
    expect(calls[0]!.payload).toEqual({ ...row, updated_at: '2026-03-04T05:06:07.000Z' });
    expect(calls[1]!.payload).toEqual({ ...row, updated_at: '2026-03-04T05:06:07.000Z', id: 'dash-1' });
  });

  it('upsertPortfolio(row) writes the portfolios columns and answers the row id', async () => {
    const row = { user_id: 'u1', name: 'P', description: '', total_value: 10, performance: 1.5, risk_score: 3, assets: [] };
    expect(await upsertPortfolio({ id: 'port-1', ...row })).toEqual({ data: { id: 'row-9' } });
    expect(calls[0]).toMatchObject({ table: 'portfolios', payload: { ...row, updated_at: '2026-03-04T05:06:07.000Z', id: 'port-1' } });
  });
});
