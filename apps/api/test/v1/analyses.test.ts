// POST /v1/analyses end to end: a real server, real requests (curl itself for the upload), the same
// core functions checked on the same input, jobs with progress and cancel, scopes and errors.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeDataset, headerSettings, parseCsv, readReportHeader } from '@tallyline/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1WithUsers } from '../helpers/v1Users.js';
import { call, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;
let aliceRW: string;
let aliceRead: string;
let bobRW: string;

const dir = mkdtempSync(join(tmpdir(), 'tallyline-analyses-'));
const SALES = 'day,region,sales\n2024-01-01,North,120\n2024-01-02,South,95\n2024-01-03,North,130\n2024-01-04,South,80\n2024-01-05,North,150\n';
const salesFile = join(dir, 'sales.csv');
writeFileSync(salesFile, SALES);

beforeAll(async () => {
  ({ s, aliceRW, aliceRead, bobRW } = await startV1WithUsers());
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

/** Runs curl (asynchronously: the server runs in this process) and answers the status, the headers' text and the body. */
async function curl(...args: string[]): Promise<{ status: number; headers: string; body: string }> {
  const { stdout: out } = await promisify(execFile)('curl', ['-sS', '-D', '-', ...args], { encoding: 'utf8' });
  const split = out.indexOf('\r\n\r\n');
  const headers = out.slice(0, split);
  return { status: Number(/^HTTP\/[\d.]+ (\d+)/.exec(headers)?.[1]), headers, body: out.slice(split + 4) };
}

/** Polls GET /analyses/{id} until it is no longer queued or running. */
async function settled(location: string, key: string): Promise<{ status: string; result: Record<string, unknown> | null; progress: Record<string, unknown> }> {
  for (;;) {
    const res = await call(`${s.url.replace(/\/v1$/, '')}${location}`, key);
    const body = res.body as { status: string; result: Record<string, unknown> | null; progress: Record<string, unknown> };
    if (body.status !== 'queued' && body.status !== 'running') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /v1/analyses', () => {
  it('curl --data-binary @sales.csv answers 201 with what analyzeDataset computes on the same file, and the report', async () => {
    const r = await curl(`${s.url}/analyses?date_column=day&group_by=region&value_column=sales&horizon=3`, '-H', `Authorization: Bearer ${aliceRW}`, '-H', 'Content-Type: text/csv', '--data-binary', `@${salesFile}`);
    expect(r.status).toBe(201);
    const body = JSON.parse(r.body);
    const location = /\r\nlocation: (\S+)/i.exec(r.headers)?.[1];
    expect(location).toBe(`/v1/analyses/${body.id}`);
    expect(r.headers).toMatch(/x-ratelimit-remaining: \d+/i);
    const expected = analyzeDataset(parseCsv(SALES), { now: body.result.header.generatedAt, dateColumn: 'day', groupColumn: 'region', valueColumn: 'sales', horizon: 3 });
    for (const part of ['summary', 'roles', 'dashboard', 'kpis', 'portfolio', 'trend', 'report', 'header'] as const) {
      expect(body.result[part], part).toEqual(JSON.parse(JSON.stringify(expected[part])));
    }
    // sales by region: North 120 + 130 + 150 = 400, South 95 + 80 = 175 → 575
    expect(body.result.portfolio.total_value).toBe(575);
    const report = await curl(`${s.url}/analyses/${body.id}/report.md`, '-H', `Authorization: Bearer ${aliceRead}`);
    expect(report.status).toBe(200);
    expect(report.headers).toMatch(/content-type: text\/markdown/i);
    expect(report.body).toBe(expected.markdown);
    expect(readReportHeader(report.body).parameters).toMatchObject({ dateColumn: 'day', groupColumn: 'region', valueColumn: 'sales' });
  });

  it('an .xlsx body and a saved dataset id give the same numbers as the CSV', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sales');
    for (const line of SALES.trim().split('\n')) sheet.addRow(line.split(',').map((v, i) => (i === 2 && /^\d+$/.test(v) ? Number(v) : v)));
    const book = Buffer.from(await wb.xlsx.writeBuffer());
    const fromXlsx = await fetch(`${s.url}/analyses?group_by=region&sheet=Sales`, {
      method: 'POST',
      headers: { authorization: `Bearer ${aliceRW}`, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: book,
    });
    expect(fromXlsx.status).toBe(201);
    const c = ((await fromXlsx.json()) as { result: { portfolio: unknown; header: { dataset: unknown; import: unknown } } }).result;
    const saved = await call(`${s.url}/datasets`, aliceRW, {
      method: 'POST',
      body: { name: 'Sales', file_name: 'sales.csv', headers: ['day', 'region', 'sales'], data: [...parseCsv(SALES).rows()] },
    });
    expect(saved.status).toBe(201);
    const fromSaved = await call(`${s.url}/analyses`, aliceRW, { method: 'POST', body: { dataset_id: (saved.body as { id: string }).id, group_by: 'region' } });
    const fromCsv = await call(`${s.url}/analyses?group_by=region`, aliceRW, { method: 'POST', body: SALES, headers: { 'content-type': 'text/csv' } });
    expect(fromSaved.status).toBe(201);
    const a = (fromSaved.body as { result: { portfolio: unknown; header: { dataset: unknown } } }).result;
    const b = (fromCsv.body as { result: { portfolio: unknown; header: { dataset: unknown } } }).result;
    expect(a.portfolio).toEqual(b.portfolio);
    expect(a.header.dataset).toEqual(b.header.dataset);
    expect(c.portfolio).toEqual(b.portfolio);
    expect(c.header.dataset).toEqual(b.header.dataset);
    expect(c.header.import).toMatchObject({ format: 'xlsx', sheet: 'Sales' });
  });

  it('async=true answers 202 with Location; polling shows progress and then the result', async () => {
    const res = await call(`${s.url}/analyses?async=true&role=region:dimension`, aliceRW, { method: 'POST', body: SALES, headers: { 'content-type': 'text/csv' } });
    expect(res.status).toBe(202);
    const job = res.body as { id: string; status: string; progress: { total_bytes: number } };
    expect(['queued', 'running']).toContain(job.status);
    expect(job.progress.total_bytes).toBe(SALES.length);
    const done = await settled(res.headers.get('location')!, aliceRead);
    expect(done.status).toBe('succeeded');
    expect(done.progress).toMatchObject({ stage: 'done', rows: 5 });
    expect((done.result!.header as { import: { columnRoles: unknown } }).import.columnRoles).toEqual({ region: 'dimension' });
  });

  it('a large body runs as a job that can be cancelled: DELETE answers cancelled and the report is 409', async () => {
    const big = `day,region,sales\n${Array.from({ length: 120_000 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')},R${i % 7},${i % 100}`).join('\n')}\n`;
    expect(big.length).toBeGreaterThan(1024 * 1024); // over the 1 MB job threshold
    const res = await call(`${s.url}/analyses`, aliceRW, { method: 'POST', body: big, headers: { 'content-type': 'text/csv' } });
    expect(res.status).toBe(202);
    const id = (res.body as { id: string }).id;
    const cancelled = await call(`${s.url}/analyses/${id}`, aliceRW, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    // Cancelled before it finished, or (on a fast machine) already succeeded and then deleted.
    expect(['cancelled', 'succeeded']).toContain((cancelled.body as { status: string }).status);
    if ((cancelled.body as { status: string }).status === 'cancelled') {
      expect((await call(`${s.url}/analyses/${id}/report.md`, aliceRW)).status).toBe(409);
    }
  });

  it('refuses what it cannot do with a sentence: media type, scope, other users, unknown columns, bad files', async () => {
    const post = (key: string, body: string, type: string, query = '') => call(`${s.url}/analyses${query}`, key, { method: 'POST', body, headers: { 'content-type': type } });
    const wrongType = await post(aliceRW, '<a/>', 'application/xml');
    expect(wrongType.status).toBe(415);
    expect(JSON.stringify(wrongType.body)).toContain('text/csv');
    expect((await post(aliceRead, SALES, 'text/csv')).status).toBe(403);
    const unknown = await post(aliceRW, SALES, 'text/csv', '?group_by=country');
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { message: string } }).error.message).toContain('There is no column "country"');
    const broken = await post(aliceRW, 'a,b\n1,"2\n', 'text/csv');
    expect(broken.status).toBe(400);
    expect((broken.body as { error: { message: string } }).error.message).toMatch(/UNTERMINATED_QUOTE/);
    const notXlsx = await post(aliceRW, SALES, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(notXlsx.status).toBe(400);
    expect((await post(aliceRW, SALES, 'text/csv', '?role=region:colour')).status).toBe(400);
    // a role for a column the file lacks is a typo, not a silent no-op (the inferred role would be used instead)
    const typo = await post(aliceRW, SALES, 'text/csv', '?role=regoin:dimension');
    expect(typo.status).toBe(400);
    expect((typo.body as { error: { message: string } }).error.message).toBe(
      'A role was given for "regoin", which the file does not have; its columns are "day", "region", "sales". [UNKNOWN_COLUMN]',
    );
    expect((await post(aliceRW, SALES, 'text/csv', '?frobnicate=1')).status).toBe(400);
    expect((await post(aliceRW, SALES, 'text/csv', '?horizon=900')).status).toBe(400);
    const mine = await post(aliceRW, SALES, 'text/csv');
    const id = (mine.body as { id: string }).id;
    expect((await call(`${s.url}/analyses/${id}`, bobRW)).status).toBe(404);
    const otherDataset = await call(`${s.url}/analyses`, bobRW, { method: 'POST', body: { dataset_id: '00000000-0000-4000-8000-000000000000' } });
    expect(otherDataset.status).toBe(404);
  });

  it("settings carries every step's choice (JSON body and query), as core's one schema checks it; the report re-runs from its header", async () => {
    const settings = { kpis: { columns: ['sales'], targets: { sales: 100 } }, portfolio: { edits: [{ op: 'remove', index: 0 }, { op: 'save' }] }, trend: { column: 'sales', dateColumn: 'day', horizon: 4 } };
    const saved = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: { name: 'Sales', file_name: 'sales.csv', headers: ['day', 'region', 'sales'], data: [...parseCsv(SALES).rows()] } });
    const fromSaved = await call(`${s.url}/analyses`, aliceRW, { method: 'POST', body: { dataset_id: (saved.body as { id: string }).id, group_by: 'region', settings } });
    expect(fromSaved.status).toBe(201);
    const a = (fromSaved.body as { result: { kpis: { target_value: number }[]; portfolio: { assets: { name: string }[]; total_value: number }; trend: { horizon: number }; header: { parameters: object } } }).result;
    // the user's target, the trend's own horizon, and the portfolio of sales by region with its first (largest: North 400) group removed, then saved (which totals it)
    expect(a.kpis[0]!.target_value).toBe(100);
    expect(a.trend.horizon).toBe(4);
    expect(a.portfolio.assets.map((x) => x.name)).toEqual(['South']);
    expect(a.portfolio.total_value).toBe(95 + 80);
    expect(a.header.parameters).toMatchObject({ groupColumn: 'region', horizon: 4, ...settings });
    const fromQuery = await call(`${s.url}/analyses?group_by=region&settings=${encodeURIComponent(JSON.stringify(settings))}`, aliceRW, { method: 'POST', body: SALES, headers: { 'content-type': 'text/csv' } });
    expect(fromQuery.status).toBe(201);
    const q = fromQuery.body as { id: string; result: { portfolio: unknown } };
    expect(q.result.portfolio).toEqual(a.portfolio);
    // the report re-runs from its header alone
    const report = await call(`${s.url}/analyses/${q.id}/report.md`, aliceRW);
    const markdown = report.body as string;
    const header = readReportHeader(markdown);
    expect(analyzeDataset(parseCsv(SALES), { ...headerSettings(header.parameters), now: header.generatedAt }).markdown).toBe(markdown);
  });

  it('settings that are not the schema, not JSON, or contradict a flat field are 400 with a sentence naming the field', async () => {
    const post = (query: string) => call(`${s.url}/analyses${query}`, aliceRW, { method: 'POST', body: SALES, headers: { 'content-type': 'text/csv' } });
    const message = (r: { body: unknown }) => (r.body as { error: { message: string } }).error.message;
    const misspelt = await post(`?settings=${encodeURIComponent('{"trend":{"horizn":3}}')}`);
    expect(misspelt.status).toBe(400);
    expect(message(misspelt)).toContain('settings.trend has no field "horizn"');
    const notJson = await post('?settings=%7Btrend');
    expect(notJson.status).toBe(400);
    expect(message(notJson)).toContain("Invalid query parameter 'settings'");
    const both = await post(`?horizon=3&settings=${encodeURIComponent('{"horizon":4}')}`);
    expect(both.status).toBe(400);
    expect(message(both)).toContain("'horizon' is 3 but settings.horizon is 4");
    const badEdit = await call(`${s.url}/analyses`, aliceRW, { method: 'POST', body: { dataset_id: '00000000-0000-4000-8000-000000000000', settings: { portfolio: { edits: [{ op: 'explode' }] } } } });
    expect(badEdit.status).toBe(400);
    expect(message(badEdit)).toContain('settings.portfolio.edits[0].op must be one of add, update, remove, save');
    const unknownColumn = await post(`?settings=${encodeURIComponent('{"kpis":{"targets":{"revenue":5}}}')}`);
    expect(unknownColumn.status).toBe(400);
    expect(message(unknownColumn)).toContain('There is no column "revenue"');
  });

  it('the OpenAPI document lists the analyses operations with their media types and examples', async () => {
    const doc = (await call(`${s.url}/openapi.json`, null)).body as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/analyses', '/analyses/{id}', '/analyses/{id}/report.md']));
    expect(Object.keys(doc.paths['/analyses']!.post!.requestBody!.content)).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/json']);
    expect(JSON.stringify(doc.paths['/analyses'])).toContain('example');
  });
});
