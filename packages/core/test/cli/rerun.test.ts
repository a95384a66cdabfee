import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';

const weather = new URL('../../node_modules/vega-datasets/data/seattle-weather.csv', import.meta.url).pathname;

describe('tallyline rerun', { timeout: 60_000 }, () => {
  it('rerun <report.md> <file> recomputes a report made with settings and gets the same numbers', async () => {
    const made = await cli('report', weather, '--now', '2025-01-02T03:04:05Z', '--date', 'date', '--value', 'temp_max', '--by', 'weather', '--horizon', '9', '--column', 'wind=measure:mean');
    expect(made.code).toBe(0);
    const report = tempFile('report.md', made.stdout);
    const again = await cli('rerun', report, weather);
    expect(again.stderr).toBe('tallyline rerun: same data, same numbers.\n');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(made.stdout);
  });

  it('report --settings <json> takes every step choice, and its report re-runs to the same numbers', async () => {
    const settings = { kpis: { columns: ['wind'], targets: { wind: 3 } }, trend: { column: 'temp_max', dateColumn: 'date', horizon: 8 }, portfolio: { groupColumn: 'weather', valueColumn: 'wind' } };
    const made = await cli('report', weather, '--now', '2025-01-02T03:04:05Z', '--settings', JSON.stringify(settings));
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('| Trend choices | column temp\\_max; dateColumn date; horizon 8 |');
    expect(made.stdout).toContain('| Forecast horizon | 8 |');
    const again = await cli('rerun', tempFile('report.md', made.stdout), weather);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(made.stdout);
  });

  it('report --settings that are not JSON, or not settings, is a usage error naming the field', async () => {
    expect(await cli('report', weather, '--settings', '{trend')).toMatchObject({ code: 2, stderr: expect.stringContaining('--settings must be a JSON object') });
    expect(await cli('report', weather, '--settings', '{"trend":{"horizon":"8"}}')).toMatchObject({ code: 2, stderr: expect.stringContaining('--settings.trend.horizon must be a whole number from 1 to 500 (got "8")') });
  });

  it('la-riots (ISO yyyy-mm-dd dates) records no day/month order, and re-runs to the same numbers', async () => {
    const riots = weather.replace('seattle-weather.csv', 'la-riots.csv');
    const made = await cli('report', riots, '--now', '2025-01-02T03:04:05Z');
    expect(made.stdout).toContain('| Read as | csv, delimiter ",", decimal ".", no day/month dates, utf-8 |');
    expect(made.stdout).not.toContain('"columnDateOrders"');
    const again = await cli('rerun', tempFile('report.md', made.stdout), riots);
    expect(again.code).toBe(0);
  });

  it('a column of month-first dates beside day-first ones is recorded as read, and re-runs to the same numbers', async () => {
    // The file-wide order is DMY; column b follows its own cells (12/31 can only be month-first). Re-reading
    // with dateOrder DMY for every column would make b's cells invalid.
    const csv = tempFile('mixed.csv', 'a,b,v\n31/12/2024,12/31/2024,1\n30/11/2024,11/30/2024,2\n29/10/2024,10/29/2024,3\n01/02/2024,01/02/2024,4\n15/03/2024,03/14/2024,5\n');
    const made = await cli('report', csv, '--now', '2025-01-02T03:04:05Z');
    expect(made.stdout).toContain('| Read as | csv, delimiter ",", decimal ".", dates DMY (a), MDY (b), utf-8 |');
    expect(made.stdout).toMatch(/"columnDateOrders": \{\s*"a": "DMY",\s*"b": "MDY"\s*\}/);
    const again = await cli('rerun', tempFile('report.md', made.stdout), csv);
    expect(again.stderr).toBe('tallyline rerun: same data, same numbers.\n');
    expect(again.code).toBe(0);
  });

  it('rerun refuses other data: one changed cell changes the fingerprint', async () => {
    const report = tempFile('report.md', (await cli('report', weather, '--now', '2025-01-02T00:00:00Z')).stdout);
    const text = readFileSync(weather, 'utf8');
    const changed = tempFile('weather.csv', text.replace('2012-01-01,0.0,12.8', '2012-01-01,0.1,12.8'));
    expect(text).not.toBe(readFileSync(changed, 'utf8'));
    const r = await cli('rerun', report, changed);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not the data the report was made from/);
  });

  it('rerun reports the lines whose numbers differ (a hand-edited total)', async () => {
    const original = (await cli('report', weather, '--now', '2025-01-02T00:00:00Z')).stdout;
    const edited = original.replace('| Data points | 1461 |', '| Data points | 1462 |');
    expect(edited).not.toBe(original);
    const r = await cli('rerun', tempFile('report.md', edited), weather);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('was "| Data points | 1462 |", now "| Data points | 1461 |"');
  });

  it('rerun of a text without a header, or with the wrong arguments, says why', async () => {
    const r = await cli('rerun', tempFile('notes.md', '# Notes\n'), weather);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('has no reproducibility header');
    expect((await cli('rerun', weather)).code).toBe(2);
  });
});
