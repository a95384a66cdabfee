// /v1 on a dataset saved the way the app saves one (issue 18): the row through supabase-js with a
// 10,000-row preview in `data`, the whole file in the Storage bucket `datasets` as `<uid>/<id>.csv`.
// Analyses and refreshes read that file, so they count every row; a refresh and a restore keep their
// new content the same way (the app reopens it); without a file the answer says it read the preview.
// Expected numbers come from the generator below, not from core.
import type { SupabaseClient } from '@supabase/supabase-js';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/clients.js';
import { startTestServer, type TestServer } from '../helpers/startServer.js';
import { call, errorOf, START_TIMEOUT_MS } from './helpers.js';

/** More than the app's 10,000-row preview and the 20,000 rows above which an analysis is a job. */
const ROWS = 30_000;
const PREVIEW = 10_000;
const HEADERS = ['day', 'region', 'sales'];

interface Line {
  day: string;
  region: string;
  sales: number;
}

/** Deterministic rows `from` … `from + n - 1`: a day of 2024, one of five regions, a whole number of sales. */
function lines(from: number, n: number): Line[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const day = new Date(Date.UTC(2024, 0, 1 + (i % 366))).toISOString().slice(0, 10);
    return { day, region: `R${i % 5}`, sales: ((i * 7919) % 1000) + 1 };
  });
}
const csvOf = (rows: Line[]) => `${HEADERS.join(',')}\n${rows.map((r) => `${r.day},${r.region},${r.sales}`).join('\n')}\n`;
const sum = (rows: Line[]) => rows.reduce((t, r) => t + r.sales, 0);

let server: TestServer;
let v1: string;
let user: { sb: SupabaseClient; id: string; accessToken: string };

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
  v1 = `${server.url}/v1`;
  user = await signedInUser(server);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

/** What the app's save does (apps/web savedStore → lib/db/datasets.ts): the row with a preview, then the original file. */
async function saveLikeTheApp(rows: Line[], { keepFile = true, file = new Blob([csvOf(rows)], { type: 'text/csv' }) }: { keepFile?: boolean; file?: Blob } = {}): Promise<string> {
  const inserted = await user.sb
    .from('datasets')
    .insert({ user_id: user.id, name: `sales-${rows.length}-${Math.random()}`, file_name: 'sales.csv', headers: HEADERS, row_count: rows.length, column_count: 3, data: rows.slice(0, PREVIEW) })
    .select('id')
    .single();
  expect(inserted.error).toBeNull();
  const id = (inserted.data as { id: string }).id;
  if (keepFile) {
    // The app keeps the uploaded file itself, a workbook too, always under the bucket's text/csv type.
    const stored = await user.sb.storage.from('datasets').upload(`${user.id}/${id}.csv`, file, { contentType: 'text/csv', upsert: true });
    expect(stored.error).toBeNull();
  }
  return id;
}

interface AnalysisBody {
  id: string;
  status: string;
  input: { source: string; dataset_id: string | null; dataset_version: number | null; dataset_rows: number | null; note: string | null };
  result: { summary: { totalRows: number }; portfolio: { total_value: number; groupColumn: string } } | null;
}

/** POST /v1/analyses with the dataset id, polled until it is done (a dataset over 20,000 rows is a job). */
async function analyse(id: string): Promise<AnalysisBody> {
  const res = await call(`${v1}/analyses`, user.accessToken, { method: 'POST', body: { dataset_id: id, group_by: 'region', value_column: 'sales' } });
  expect([201, 202]).toContain(res.status);
  let body = res.body as AnalysisBody;
  while (body.status === 'queued' || body.status === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    body = (await call(`${v1}/analyses/${body.id}`, user.accessToken)).body as AnalysisBody;
  }
  expect(body.status, JSON.stringify(body)).toBe('succeeded');
  return body;
}

async function refresh(id: string, mode: 'append' | 'replace', rows: Line[]) {
  const res = await fetch(`${v1}/datasets/${id}/refresh?mode=${mode}`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'text/csv' }, body: csvOf(rows) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The data lines of a kept original, as the app downloads it to reopen the dataset. */
async function originalLines(name: string): Promise<string[] | null> {
  const { data, error } = await user.sb.storage.from('datasets').download(name);
  if (error || !data) return null;
  return (await data.text()).trim().split(/\r?\n/).slice(1);
}

describe('/v1 on a dataset saved by the app (preview in the row, every row in Storage)', () => {
  it('an analysis reads the kept original: every row, and the sum of every row', async () => {
    const rows = lines(0, ROWS);
    const id = await saveLikeTheApp(rows);
    const body = await analyse(id);
    expect(body.input).toEqual({ source: 'dataset_file', dataset_id: id, dataset_version: 1, dataset_rows: ROWS, note: null });
    expect(body.result!.summary.totalRows).toBe(ROWS);
    expect(body.result!.portfolio.groupColumn).toBe('region');
    expect(body.result!.portfolio.total_value).toBe(sum(rows));
  });

  it('append reads the original and keeps the result the app\'s way; restore brings version 1\'s file back', async () => {
    const rows = lines(0, ROWS);
    const more = lines(ROWS, 250);
    const id = await saveLikeTheApp(rows);

    const appended = await refresh(id, 'append', more);
    expect(appended.status, JSON.stringify(appended.body)).toBe(200);
    expect(appended.body).toMatchObject({ version: 2, row_count: ROWS + more.length, column_count: 3 });
    // The row keeps a preview; the new version's file has every row, where the app's reopen looks for it.
    expect((appended.body.data as unknown[]).length).toBe(PREVIEW);
    const v2 = await originalLines(`${user.id}/${id}.v2.csv`);
    expect(v2).toHaveLength(ROWS + more.length);
    expect(v2!.at(-1)).toBe(`${more.at(-1)!.day},${more.at(-1)!.region},${more.at(-1)!.sales}`);
    const after = await analyse(id);
    expect(after.input).toMatchObject({ source: 'dataset_file', dataset_version: 2, dataset_rows: ROWS + more.length });
    expect(after.result!.summary.totalRows).toBe(ROWS + more.length);
    expect(after.result!.portfolio.total_value).toBe(sum(rows) + sum(more));

    // Restore version 1: version 3, whose file is version 1's (every row, not the preview in the version's data).
    const restored = await call(`${v1}/datasets/${id}/versions/1/restore`, user.accessToken, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, row_count: ROWS });
    expect(await originalLines(`${user.id}/${id}.v3.csv`)).toHaveLength(ROWS);
    const back = await analyse(id);
    expect(back.input).toMatchObject({ source: 'dataset_file', dataset_version: 3 });
    expect(back.result!.summary.totalRows).toBe(ROWS);
    expect(back.result!.portfolio.total_value).toBe(sum(rows));

    // Replace: the new file's rows only, kept as version 4's file.
    const replacement = lines(100_000, 12_000);
    const replaced = await refresh(id, 'replace', replacement);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 4, row_count: replacement.length });
    expect(await originalLines(`${user.id}/${id}.v4.csv`)).toHaveLength(replacement.length);
    expect((await analyse(id)).result!.portfolio.total_value).toBe(sum(replacement));

    // Deleting the dataset through /v1 removes its kept files too.
    expect((await call(`${v1}/datasets/${id}`, user.accessToken, { method: 'DELETE' })).status).toBe(200);
    for (const name of [`${id}.csv`, `${id}.v2.csv`, `${id}.v3.csv`, `${id}.v4.csv`]) expect(await originalLines(`${user.id}/${name}`)).toBeNull();
  });

  it('a replace that keeps the first rows and the row count but changes a later row is a new version; the same file again is not (migration 0430)', async () => {
    const rows = lines(0, PREVIEW + 500);
    const id = await saveLikeTheApp(rows);
    const first = await refresh(id, 'replace', rows);
    expect(first.status).toBe(200);
    // The entry was saved without a fingerprint: the refresh compares with the kept file (7167173), so the same file is no new version.
    expect(first.body).toMatchObject({ version: 1, row_count: rows.length });
    const changed = rows.map((r, i) => (i === rows.length - 1 ? { ...r, sales: r.sales + 1 } : r));
    const second = await refresh(id, 'replace', changed);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ version: 2, row_count: rows.length });
    expect(second.body.data).toEqual(first.body.data);
    // Version 1's file is kept as it was: the changed last row went into version 2's.
    expect((await originalLines(`${user.id}/${id}.csv`))!.at(-1)).toBe(`${rows.at(-1)!.day},${rows.at(-1)!.region},${rows.at(-1)!.sales}`);
    expect((await originalLines(`${user.id}/${id}.v2.csv`))!.at(-1)).toBe(`${changed.at(-1)!.day},${changed.at(-1)!.region},${changed.at(-1)!.sales}`);
    const again = await refresh(id, 'replace', changed);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 2 });
    const listed = (await call(`${v1}/datasets/${id}/versions`, user.accessToken)).body as { versions: Array<{ version: number }> };
    expect(listed.versions.map((v) => v.version)).toEqual([1]);
  });

  it('a workbook kept as the original (an .xlsx upload) is read as one; an append keeps every row as CSV', async () => {
    const rows = lines(0, 12_000);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sales');
    sheet.addRow(HEADERS);
    for (const r of rows) sheet.addRow([r.day, r.region, r.sales]);
    const id = await saveLikeTheApp(rows, { file: new Blob([Buffer.from(await wb.xlsx.writeBuffer())], { type: 'text/csv' }) });
    const body = await analyse(id);
    expect(body.input).toMatchObject({ source: 'dataset_file', dataset_rows: rows.length });
    expect(body.result!.summary.totalRows).toBe(rows.length);
    expect(body.result!.portfolio.total_value).toBe(sum(rows));
    const more = lines(12_000, 10);
    const appended = await refresh(id, 'append', more);
    expect(appended.status).toBe(200);
    expect(await originalLines(`${user.id}/${id}.v2.csv`)).toHaveLength(rows.length + more.length);
    expect((await analyse(id)).result!.portfolio.total_value).toBe(sum(rows) + sum(more));
  });

  it('without a kept original: the analysis reads the preview and says so; an append that would drop rows is refused', async () => {
    const rows = lines(0, ROWS);
    const id = await saveLikeTheApp(rows, { keepFile: false });
    const body = await analyse(id);
    expect(body.input).toMatchObject({ source: 'dataset_rows', dataset_version: 1, dataset_rows: ROWS });
    expect(body.input.note).toBe(`Dataset ${id} has no kept original file for version 1: analysed the ${PREVIEW} rows kept in the database, not all ${ROWS} of the dataset`);
    expect(body.result!.summary.totalRows).toBe(PREVIEW);
    expect(body.result!.portfolio.total_value).toBe(sum(rows.slice(0, PREVIEW)));

    const appended = await refresh(id, 'append', lines(ROWS, 5));
    expect(appended.status).toBe(409);
    expect(errorOf(appended.body).message).toContain(`keeps only ${PREVIEW} of its ${ROWS} rows`);
    expect(((await call(`${v1}/datasets/${id}`, user.accessToken)).body as { version: number }).version).toBe(1);

    // Replace needs none of the old rows: it works, and (no file before) keeps every row in the row, as /v1 always did.
    const replaced = await refresh(id, 'replace', lines(0, 20));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 2, row_count: 20 });
    expect(replaced.body.data).toHaveLength(20);
  });
});
