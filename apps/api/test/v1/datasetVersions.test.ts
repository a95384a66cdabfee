// Refreshing a saved dataset (issue 18): /v1/datasets/{id}/refresh, /versions and /restore end to end on a
// real server with a public CSV, and the same versions kept when the app changes a dataset through
// supabase-js (migration 0400's trigger). Expected rows come from splitting the file's lines by hand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/clients.js';
import { startTestServer, type TestServer } from '../helpers/startServer.js';
import { call, createKey, createUser, errorOf, START_TIMEOUT_MS } from './helpers.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const vega = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../packages/core/node_modules/vega-datasets/data/${name}`, import.meta.url)), 'utf8');
// seattle-weather.csv: date,precipitation,temp_max,temp_min,wind,weather — four numeric columns in the middle.
const [HEADER, ...LINES] = vega('seattle-weather.csv').trim().split('\n');
const HEADERS = HEADER!.split(',');
const asRow = (line: string) => Object.fromEntries(line.split(',').map((v, i) => [HEADERS[i]!, i >= 1 && i <= 4 ? Number(v) : v]));
const csv = (lines: string[]) => [HEADER, ...lines].join('\n') + '\n';

let server: TestServer;
let v1: string;
let alice: { token: string };
let aliceRW: string;
let aliceRead: string;
let bob: { token: string };

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
  v1 = `${server.url}/v1`;
  alice = await createUser(v1);
  bob = await createUser(v1);
  aliceRW = (await createKey(v1, alice.token, 'read-write')).key;
  aliceRead = (await createKey(v1, alice.token, 'read')).key;
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, key: string, type: string, body: string | Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${v1}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': type }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /v1/datasets/{id}/refresh, GET …/versions, POST …/versions/{n}/restore', () => {
  it('appends, replaces (from .xlsx), refuses other columns, lists versions and restores one', async () => {
    const january = LINES.slice(0, 10);
    const created = await call(`${v1}/datasets`, aliceRW, {
      method: 'POST',
      body: { name: 'Seattle', file_name: 'seattle-jan.csv', headers: HEADERS, data: january.map(asRow) },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string; version: number }).id;
    expect((created.body as { version: number }).version).toBe(1);

    // Append five more days, columns in another order: the rows follow the saved ones, keyed by name.
    const more = LINES.slice(10, 15);
    const reordered = ['weather,date,precipitation,temp_max,temp_min,wind', ...more.map((l) => { const c = l.split(','); return [c[5], c[0], c[1], c[2], c[3], c[4]].join(','); })].join('\n');
    const appended = await post(`/datasets/${id}/refresh?mode=append&file_name=seattle-feb.csv`, aliceRW, 'text/csv', reordered);
    expect(appended.status).toBe(200);
    expect(appended.body).toMatchObject({ version: 2, row_count: 15, column_count: 6, file_name: 'seattle-feb.csv', headers: HEADERS });
    expect(appended.body.data).toEqual([...january, ...more].map(asRow));

    // Replace with three days from an .xlsx workbook.
    const march = LINES.slice(15, 18);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Weather');
    sheet.addRow(HEADERS);
    for (const line of march) sheet.addRow(Object.values(asRow(line)));
    const replaced = await post(`/datasets/${id}/refresh?mode=replace`, aliceRW, XLSX, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ version: 3, row_count: 3, file_name: 'seattle-feb.csv' });
    expect(replaced.body.data).toEqual(march.map(asRow));

    // Another file's columns: 422 naming them, and nothing changes.
    const stocks = await post(`/datasets/${id}/refresh?mode=append`, aliceRW, 'text/csv', vega('stocks.csv').split('\n').slice(0, 4).join('\n'));
    expect(stocks.status).toBe(422);
    expect(errorOf(stocks.body)).toEqual({
      code: 'column_mismatch',
      message: 'The new file\'s columns do not match the saved dataset: it lacks "precipitation", "temp_max", "temp_min", "wind", "weather" and it has "symbol", "price", which the saved dataset does not. A refresh needs the same column names (in any order).',
    });

    const listed = await call(`${v1}/datasets/${id}/versions`, aliceRead);
    expect(listed.status).toBe(200);
    const versions = listed.body as { current_version: number; versions: Array<{ version: number; row_count: number; file_name: string }> };
    expect(versions.current_version).toBe(3);
    expect(versions.versions.map((v) => [v.version, v.row_count, v.file_name])).toEqual([
      [2, 15, 'seattle-feb.csv'],
      [1, 10, 'seattle-jan.csv'],
    ]);

    // Restore version 1: its rows come back as version 4, and the replaced content becomes version 3 in the list.
    const restored = await call(`${v1}/datasets/${id}/versions/1/restore`, aliceRW, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, row_count: 10, file_name: 'seattle-jan.csv' });
    expect((restored.body as { data: unknown }).data).toEqual(january.map(asRow));
    const after = (await call(`${v1}/datasets/${id}/versions`, aliceRW)).body as { current_version: number; versions: Array<{ version: number }> };
    expect(after.current_version).toBe(4);
    expect(after.versions.map((v) => v.version)).toEqual([3, 2, 1]);

    // An analysis of the saved dataset reads the restored rows.
    const analysis = await call(`${v1}/analyses`, aliceRW, { method: 'POST', body: { dataset_id: id } });
    expect(analysis.status).toBe(201);
    expect((analysis.body as { result: { summary: { totalRows: number } } }).result.summary.totalRows).toBe(10);
  });

  it('a dataset saved without a fingerprint (POST /v1/datasets) refreshed with the same file makes no version; another file does', async () => {
    const january = LINES.slice(0, 10);
    const created = await call(`${v1}/datasets`, aliceRW, { method: 'POST', body: { name: 'Seattle', file_name: 'jan.csv', headers: HEADERS, data: january.map(asRow) } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const again = await post(`/datasets/${id}/refresh?mode=replace`, aliceRW, 'text/csv', csv(january));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 1, row_count: 10, file_name: 'jan.csv' });
    expect(((await call(`${v1}/datasets/${id}/versions`, aliceRead)).body as { versions: unknown[] }).versions).toEqual([]);
    // one changed cell (the last day's wind) is other content: version 2
    const changed = [...january.slice(0, 9), january[9]!.replace(/,([\d.]+),(\w+)$/, ',9.9,$2')];
    expect(changed[9]).not.toBe(january[9]);
    const next = await post(`/datasets/${id}/refresh?mode=replace`, aliceRW, 'text/csv', csv(changed));
    expect(next.body).toMatchObject({ version: 2, row_count: 10 });
  });

  it('refuses with a sentence: another user\'s dataset, a read-only key, a JSON body, an unknown version, an unreadable file', async () => {
    const created = await call(`${v1}/datasets`, aliceRW, { method: 'POST', body: { name: 'W', file_name: 'w.csv', headers: HEADERS, data: LINES.slice(0, 2).map(asRow) } });
    const id = (created.body as { id: string }).id;
    const next = csv(LINES.slice(2, 3));

    expect((await post(`/datasets/${id}/refresh?mode=append`, bob.token, 'text/csv', next)).status).toBe(404);
    expect((await call(`${v1}/datasets/${id}/versions`, bob.token)).status).toBe(404);
    expect((await call(`${v1}/datasets/${id}/versions/1/restore`, bob.token, { method: 'POST' })).status).toBe(404);

    const readOnly = await post(`/datasets/${id}/refresh?mode=append`, aliceRead, 'text/csv', next);
    expect(readOnly.status).toBe(403);

    const asJson = await post(`/datasets/${id}/refresh?mode=append`, aliceRW, 'application/json', '{}');
    expect(asJson.status).toBe(415);
    // Any other type gets the same sentence: a refresh takes no JSON, so the answer must not offer it.
    for (const type of ['application/pdf', 'application/x-www-form-urlencoded']) {
      const other = await post(`/datasets/${id}/refresh?mode=append`, aliceRW, type, next);
      expect(other.status).toBe(415);
      expect(errorOf(other.body)).toEqual(errorOf(asJson.body));
      expect(errorOf(other.body).message).not.toContain('JSON');
    }

    const noMode = await post(`/datasets/${id}/refresh`, aliceRW, 'text/csv', next);
    expect(noMode.status).toBe(400);
    expect(errorOf(noMode.body).message).toContain('mode');

    const unknown = await call(`${v1}/datasets/${id}/versions/7/restore`, aliceRW, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).message).toBe(`Dataset ${id} has no version 7 (GET /v1/datasets/${id}/versions lists them)`);

    const notXlsx = await post(`/datasets/${id}/refresh?mode=replace`, aliceRW, XLSX, 'day,n\n1,2\n');
    expect(notXlsx.status).toBe(400);
    expect(errorOf(notXlsx.body).message).toContain('INVALID_XLSX');

    // None of these changed the dataset.
    expect(((await call(`${v1}/datasets/${id}`, aliceRW)).body as { version: number }).version).toBe(1);
  });
});

describe('the app changing a dataset through supabase-js (migrations 0400, 0401, 0430, 0450)', () => {
  it('an update of the rows files the old ones as a version; a rename does not; users cannot write versions', async () => {
    const { sb, id: userId } = await signedInUser(server);
    const first = LINES.slice(0, 3).map(asRow);
    const inserted = await sb.from('datasets').insert({ user_id: userId, name: 'mine', file_name: 'a.csv', headers: HEADERS, row_count: 3, column_count: 6, data: first }).select('id,version').single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }).id;

    expect((await sb.from('datasets').update({ name: 'renamed' }).eq('id', id)).error).toBeNull();
    expect((await sb.from('dataset_versions').select('version').eq('dataset_id', id)).data).toEqual([]);

    const second = LINES.slice(3, 4).map(asRow);
    // Even a client that sends a version number gets the next one.
    expect((await sb.from('datasets').update({ data: second, row_count: 1, version: 99 }).eq('id', id)).error).toBeNull();
    const now = await sb.from('datasets').select('version,row_count').eq('id', id).single();
    expect(now.data).toEqual({ version: 2, row_count: 1 });
    const kept = await sb.from('dataset_versions').select('version,row_count,data,file_name').eq('dataset_id', id);
    expect(kept.data).toEqual([{ version: 1, row_count: 3, data: first, file_name: 'a.csv' }]);

    // The app keeps a preview of the rows in `data`: rows appended past it change only row_count (0401).
    expect((await sb.from('datasets').update({ row_count: 5000 }).eq('id', id)).error).toBeNull();
    expect((await sb.from('datasets').select('version').eq('id', id).single()).data).toEqual({ version: 3 });

    const forged = await sb.from('dataset_versions').insert({ dataset_id: id, user_id: userId, version: 5, headers: [], row_count: 0, column_count: 0, data: [], created_at: new Date().toISOString() });
    expect(forged.error).not.toBeNull();
  });

  it("a workbook saved by the app with its sheet chosen is read at that sheet by /v1 — analyses, append, restore (migration 0450)", async () => {
    const { sb, id: userId, accessToken } = await signedInUser(server);
    const key = (await createKey(v1, accessToken, 'read-write')).key;
    // Two sheets: the first has other columns; the user chose Weather in the app, which saved that choice.
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['note']);
    wb.getWorksheet('Notes')!.addRow(['from vega-datasets']);
    const weather = wb.addWorksheet('Weather');
    weather.addRow(HEADERS);
    const january = LINES.slice(0, 31);
    for (const line of january) weather.addRow(Object.values(asRow(line)));
    const book = Buffer.from(await wb.xlsx.writeBuffer());
    const inserted = await sb
      .from('datasets')
      .insert({ user_id: userId, name: 'weather', file_name: 'weather.xlsx', headers: HEADERS, row_count: 31, column_count: 6, data: january.map(asRow), fingerprint: 'print-w', import_settings: { sheet: 'Weather' } })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }).id;
    expect((await sb.storage.from('datasets').upload(`${userId}/${id}.csv`, book, { contentType: 'text/csv' })).error).toBeNull();

    const analysed = await call(`${v1}/analyses`, key, { method: 'POST', body: { dataset_id: id } });
    expect(analysed.status).toBe(201);
    const header = (analysed.body as { result: { header: { dataset: { rows: number }; import: { sheet?: string } } } }).result.header;
    expect(header.import.sheet).toBe('Weather');
    expect(header.dataset.rows).toBe(31);

    // Append: the saved rows are the Weather sheet's (the first sheet has other columns and would not fit).
    const february = LINES.slice(31, 59);
    const appended = await post(`/datasets/${id}/refresh?mode=append`, key, 'text/csv', csv(february));
    expect(appended.status).toBe(200);
    expect(appended.body).toMatchObject({ version: 2, row_count: 59 });
    // The kept original is now the rows as CSV: the settings say so, and the sheet choice stays for the app's next refresh.
    expect((await sb.from('datasets').select('import_settings').eq('id', id).single()).data).toEqual({ import_settings: { sheet: 'Weather', rewritten: true } });
    const again = await call(`${v1}/analyses`, key, { method: 'POST', body: { dataset_id: id } });
    expect((again.body as { result: { header: { dataset: { rows: number } } } }).result.header.dataset.rows).toBe(59);

    // Version 1 restored: its workbook and the settings it is read with come back together.
    const restored = await call(`${v1}/datasets/${id}/versions/1/restore`, key, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect((await sb.from('datasets').select('import_settings').eq('id', id).single()).data).toEqual({ import_settings: { sheet: 'Weather' } });
    const back = await call(`${v1}/analyses`, key, { method: 'POST', body: { dataset_id: id } });
    expect((back.body as { result: { header: { dataset: { rows: number }; import: { sheet?: string } } } }).result.header).toMatchObject({ dataset: { rows: 31 }, import: { sheet: 'Weather' } });
  });

  it('a refresh reads a new workbook at the sheet the dataset was saved from, unless the request names another (issue 18)', async () => {
    const { sb, id: userId, accessToken } = await signedInUser(server);
    const key = (await createKey(v1, accessToken, 'read-write')).key;
    // A workbook with the weather rows on a sheet named `weatherSheet`, behind a Notes sheet of other columns unless `notes` is false.
    const workbook = async (weatherSheet: string, lines: string[], notes = true) => {
      const wb = new ExcelJS.Workbook();
      if (notes) wb.addWorksheet('Notes').addRows([['note'], ['from vega-datasets']]);
      const ws = wb.addWorksheet(weatherSheet);
      ws.addRow(HEADERS);
      for (const line of lines) ws.addRow(Object.values(asRow(line)));
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const january = LINES.slice(0, 31);
    const inserted = await sb
      .from('datasets')
      .insert({ user_id: userId, name: 'weather', file_name: 'weather.xlsx', headers: HEADERS, row_count: 31, column_count: 6, data: january.map(asRow), fingerprint: 'print-r', import_settings: { sheet: 'Weather', dateOrder: 'DMY' } })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }).id;
    const settings = async () => ((await sb.from('datasets').select('import_settings').eq('id', id).single()).data as { import_settings: unknown }).import_settings;

    // No sheet in the request: the saved one, not the first (Notes, whose columns would be a 422).
    const february = LINES.slice(31, 59);
    const replaced = await post(`/datasets/${id}/refresh?mode=replace`, key, XLSX, await workbook('Weather', february));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ version: 2, row_count: 28 });
    expect(await settings()).toEqual({ sheet: 'Weather', dateOrder: 'DMY', rewritten: true });

    // The request's sheet wins over the saved one: Notes has other columns.
    const named = await post(`/datasets/${id}/refresh?mode=replace&sheet=Notes`, key, XLSX, await workbook('Weather', february));
    expect(named.status).toBe(422);
    expect(errorOf(named.body).code).toBe('column_mismatch');

    // A workbook without the saved sheet is read at its first sheet, and that sheet is kept for the next refresh.
    const march = LINES.slice(59, 90);
    const renamed = await post(`/datasets/${id}/refresh?mode=replace`, key, XLSX, await workbook('Daily', march, false));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ version: 3, row_count: 31 });
    expect(await settings()).toEqual({ sheet: 'Daily', dateOrder: 'DMY', rewritten: true });
  });

  it('a new fingerprint is a new version even when the preview and row count are the same (migration 0430)', async () => {
    const { sb, id: userId } = await signedInUser(server);
    // The app's row: a preview of the rows in `data`, the row count and fingerprint of the whole file.
    const preview = LINES.slice(0, 3).map(asRow);
    const inserted = await sb.from('datasets').insert({ user_id: userId, name: 'big', file_name: 'big.csv', headers: HEADERS, row_count: 20_000, column_count: 6, data: preview, fingerprint: 'print-a' }).select('id').single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }).id;
    const content = { headers: HEADERS, row_count: 20_000, column_count: 6, data: preview, file_name: 'big.csv' };
    const state = async () => (await sb.from('datasets').select('version,fingerprint').eq('id', id).single()).data;

    // Another file with the same first rows and row count (a later row changed): version 2, and version 1 keeps its fingerprint.
    expect((await sb.from('datasets').update({ ...content, fingerprint: 'print-b' }).eq('id', id)).error).toBeNull();
    expect(await state()).toEqual({ version: 2, fingerprint: 'print-b' });
    expect((await sb.from('dataset_versions').select('version,fingerprint').eq('dataset_id', id)).data).toEqual([{ version: 1, fingerprint: 'print-a' }]);
    // The same file again: no version.
    expect((await sb.from('datasets').update({ ...content, fingerprint: 'print-b' }).eq('id', id)).error).toBeNull();
    expect(await state()).toEqual({ version: 2, fingerprint: 'print-b' });
    // Restoring version 1 the app's way (its content with its fingerprint): a version again, though the rows look the same.
    expect((await sb.from('datasets').update({ ...content, fingerprint: 'print-a' }).eq('id', id)).error).toBeNull();
    expect(await state()).toEqual({ version: 3, fingerprint: 'print-a' });

    // A file another entry of the user holds: still a version, the write is not refused, this row just keeps no fingerprint.
    const other = await sb.from('datasets').insert({ user_id: userId, name: 'other', headers: HEADERS, row_count: 1, column_count: 6, data: preview.slice(0, 1), fingerprint: 'print-c' });
    expect(other.error).toBeNull();
    expect((await sb.from('datasets').update({ ...content, fingerprint: 'print-c' }).eq('id', id)).error).toBeNull();
    expect(await state()).toEqual({ version: 4, fingerprint: null });
  });

  it('keeps the last 20 versions of a dataset', async () => {
    const { sb, id: userId } = await signedInUser(server);
    const inserted = await sb.from('datasets').insert({ user_id: userId, name: 'many', headers: HEADERS, row_count: 1, column_count: 6, data: LINES.slice(0, 1).map(asRow) }).select('id').single();
    const id = (inserted.data as { id: string }).id;
    // 22 changes: versions 1..22 were replaced; the 20 newest (3..22) are kept, the dataset is version 23.
    for (let i = 1; i <= 22; i++) {
      expect((await sb.from('datasets').update({ data: LINES.slice(i, i + 1).map(asRow) }).eq('id', id)).error).toBeNull();
    }
    const kept = await sb.from('dataset_versions').select('version').eq('dataset_id', id).order('version', { ascending: true });
    expect((kept.data as Array<{ version: number }>).map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });
});

describe('dashboards and KPIs that follow a dataset (dataset_id) take its numbers on every refresh and restore', () => {
  const chart = { id: 'w1', type: 'chart', chartType: 'bar', title: 'Precipitation by weather', xAxis: 'weather', yAxis: 'precipitation', aggregation: 'sum', position: { x: 0, y: 0, w: 6, h: 4 } };
  const own = { id: 'w2', type: 'note', title: 'Written by the client', position: { x: 6, y: 0, w: 6, h: 4 }, text: 'kept as sent' };
  /** Precipitation summed per weather, from the file's lines by hand. */
  const byWeather = (lines: string[]) => {
    const out: Record<string, number> = {};
    for (const l of lines) {
      const c = l.split(',');
      out[c[5]!] = (out[c[5]!] ?? 0) + Number(c[1]);
    }
    return out;
  };
  const rain = (lines: string[]) => lines.reduce((t, l) => t + Number(l.split(',')[1]), 0);
  type Panel = { id: string; chartData?: Array<{ label: string; value: number }>; stats?: { totalRows: number }; data?: unknown[] };
  const expectPanel = (panel: Panel, lines: string[]) => {
    const want = byWeather(lines);
    expect(panel.chartData!.map((d) => d.label).sort()).toEqual(Object.keys(want).sort());
    for (const d of panel.chartData!) expect(d.value).toBeCloseTo(want[d.label]!, 6);
    expect(panel.stats!.totalRows).toBe(lines.length);
    expect(panel.data).toEqual(lines.slice(0, 10).map(asRow));
  };
  const dashboardOf = async (id: string) => (await call(`${v1}/dashboards/${id}`, aliceRead)).body as { widgets: Panel[]; description: string | null; dataset_id: string | null };
  const kpiOf = async (id: string) => ((await call(`${v1}/kpis`, aliceRead)).body as Array<{ id: string; current_value: number; formula: string }>).find((k) => k.id === id)!;

  it('saves them with the numbers of the dataset, and recomputes them on replace, append and restore', async () => {
    const A = LINES.slice(0, 30);
    const B = LINES.slice(30, 60);
    const C = LINES.slice(60, 70);
    const created = await call(`${v1}/datasets`, aliceRW, { method: 'POST', body: { name: 'Followed', file_name: 'a.csv', headers: HEADERS, data: A.map(asRow) } });
    const datasetId = (created.body as { id: string }).id;

    const dash = await call(`${v1}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Rain', dataset_id: datasetId, widgets: [chart, own] } });
    expect(dash.status, JSON.stringify(dash.body)).toBe(201);
    const dashId = (dash.body as { id: string }).id;
    expect((dash.body as { dataset_id: string }).dataset_id).toBe(datasetId);
    expectPanel((dash.body as { widgets: Panel[] }).widgets[0]!, A);
    expect((dash.body as { widgets: unknown[] }).widgets[1]).toEqual(own);
    const unfollowed = ((await call(`${v1}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Plain', widgets: [chart] } })).body as { id: string }).id;

    const kpi = await call(`${v1}/kpis`, aliceRW, {
      method: 'POST',
      body: { name: 'Rain', formula: 'sent', current_value: -1, category: 'Weather', dataset_id: datasetId, measure: { column: 'precipitation', date_column: null } },
    });
    expect(kpi.status, JSON.stringify(kpi.body)).toBe(201);
    const kpiId = (kpi.body as { id: string }).id;
    expect(kpi.body).toMatchObject({ dataset_id: datasetId, measure: { column: 'precipitation', date_column: null } });
    expect((kpi.body as { current_value: number }).current_value).toBeCloseTo(rain(A), 2);
    expect((kpi.body as { formula: string }).formula).toMatch(/^SUM\(precipitation\) over all rows/);

    const replaced = await post(`/datasets/${datasetId}/refresh?mode=replace`, aliceRW, 'text/csv', csv(B));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expectPanel((await dashboardOf(dashId)).widgets[0]!, B);
    expect((await kpiOf(kpiId)).current_value).toBeCloseTo(rain(B), 2);
    // A dashboard that follows no dataset keeps what was sent.
    expect((await dashboardOf(unfollowed)).widgets).toEqual([chart]);

    const appended = await post(`/datasets/${datasetId}/refresh?mode=append`, aliceRW, 'text/csv', csv(C));
    expect(appended.status).toBe(200);
    expectPanel((await dashboardOf(dashId)).widgets[0]!, [...B, ...C]);
    expect((await kpiOf(kpiId)).current_value).toBeCloseTo(rain([...B, ...C]), 2);

    const restored = await call(`${v1}/datasets/${datasetId}/versions/1/restore`, aliceRW, { method: 'POST' });
    expect(restored.status).toBe(200);
    expectPanel((await dashboardOf(dashId)).widgets[0]!, A);
    expect((await kpiOf(kpiId)).current_value).toBeCloseTo(rain(A), 2);

    // Deleting the dataset deletes what follows it.
    expect((await call(`${v1}/datasets/${datasetId}`, aliceRW, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`${v1}/dashboards/${dashId}`, aliceRW)).status).toBe(404);
    expect(await kpiOf(kpiId)).toBeUndefined();
  });

  it("refuses another user's dataset, a column the dataset lacks, and a KPI without its measure", async () => {
    const created = await call(`${v1}/datasets`, aliceRW, { method: 'POST', body: { name: 'F', file_name: 'f.csv', headers: HEADERS, data: LINES.slice(0, 5).map(asRow) } });
    const datasetId = (created.body as { id: string }).id;
    const bobs = await call(`${v1}/dashboards`, bob.token, { method: 'POST', body: { name: 'Mine', dataset_id: datasetId, widgets: [chart] } });
    expect(bobs.status).toBe(404);
    const unknown = await call(`${v1}/dashboards`, aliceRW, { method: 'POST', body: { name: 'x', dataset_id: datasetId, widgets: [{ ...chart, yAxis: 'snow' }] } });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body).message).toBe('Panel w1 names column "snow", which the dataset does not have');
    const noMeasure = await call(`${v1}/kpis`, aliceRW, { method: 'POST', body: { name: 'R', formula: 'f', current_value: 1, category: 'c', dataset_id: datasetId } });
    expect(noMeasure.status).toBe(400);
    expect(errorOf(noMeasure.body).message).toContain('measure');
  });
});
