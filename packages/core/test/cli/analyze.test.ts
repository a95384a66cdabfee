import { describe, expect, it } from 'vitest';
import { cli, tempFile } from '../helpers/cli.js';
import { excelWorkbook } from '../helpers/xlsx.js';

const NOW = '2024-05-01T00:00:00Z';
const sales = tempFile('sales.csv', 'day,region,sales,units\n2024-01-01,North,10,1\n2024-01-02,South,20,4\n2024-01-03,North,30,3\n2024-01-04,South,40,8\n');

describe('tallyline analyze', () => {
  it('analyze <file> --json prints the whole analysis, with KPIs worked out by hand', async () => {
    const { code, stdout } = await cli('analyze', sales, '--json', '--now', NOW);
    expect(code).toBe(0);
    const a = JSON.parse(stdout);
    expect(Object.keys(a)).toEqual(['header', 'summary', 'detected', 'warnings', 'quality', 'roles', 'dashboard', 'kpis', 'portfolio', 'trend', 'report', 'markdown']);
    // sales per day 10, 20, 30, 40: the latest day (40) against the day before (30) → 133%, On Track
    expect(a.kpis[0]).toMatchObject({ name: 'Total sales', current_value: 40, target_value: 30, status: 'On Track' });
    expect(a.header).toMatchObject({ generatedAt: '2024-05-01T00:00:00.000Z', dataset: { rows: 4, columns: 4 }, parameters: { dateColumn: null, groupColumn: null } });
  });

  it('analyze --by --value --date maps onto portfolio grouping, the measure and the time column', async () => {
    const { code, stdout } = await cli('analyze', sales, '--json', '--now', NOW, '--by', 'region', '--value', 'units', '--date', 'day');
    expect(code).toBe(0);
    const a = JSON.parse(stdout);
    // units by region: North 1 + 3 = 4, South 4 + 8 = 12 → total 16
    expect(a.portfolio.total_value).toBe(16);
    expect(a.portfolio.assets.map((x: { name: string; value: number }) => [x.name, x.value])).toEqual([
      ['South', 12],
      ['North', 4],
    ]);
    expect(a.kpis.map((k: { column: string }) => k.column)).toEqual(['units']);
    expect(a.header.parameters).toMatchObject({ dateColumn: 'day', groupColumn: 'region', valueColumn: 'units' });
  });

  it('analyze --horizon n forecasts n periods and records the horizon; an out-of-range one is a usage error', async () => {
    const a = JSON.parse((await cli('analyze', sales, '--json', '--now', NOW, '--horizon', '3')).stdout);
    expect(a.trend.data.filter((p: { predicted: boolean }) => p.predicted)).toHaveLength(3);
    expect(a.header.parameters.horizon).toBe(3);
    for (const bad of ['0', '501', '2.5', 'ten']) expect((await cli('analyze', sales, '--horizon', bad)).code, bad).toBe(2);
  });

  it('analyze --column name=role overrides the role and records it in the import settings', async () => {
    const { stdout } = await cli('analyze', sales, '--json', '--now', NOW, '--column', 'units=dimension');
    const a = JSON.parse(stdout);
    expect(a.roles.find((r: { column: string }) => r.column === 'units')).toMatchObject({ role: 'dimension', source: 'override' });
    expect(a.header.import.columnRoles).toEqual({ units: 'dimension' });
  });

  it('analyze --column with a column the file lacks exits 1 naming the columns, not a silently ignored override', async () => {
    const typo = await cli('analyze', sales, '--column', 'unts=dimension');
    expect(typo.code).toBe(1);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toBe('tallyline: --column names "unts", which the file does not have; its columns are "day", "region", "sales", "units". [UNKNOWN_COLUMN]\n');
  });

  it('analyze with an unknown column exits 1 naming the columns; bad flags exit 2 with the usage', async () => {
    const unknown = await cli('analyze', sales, '--by', 'country');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('tallyline: There is no column "country"; the columns are "day", "region", "sales", "units". [UNKNOWN_COLUMN]\n');
    for (const argv of [['analyze'], ['analyze', sales, '--column', 'units=colour'], ['analyze', sales, '--frobnicate'], ['analyze', sales, '--now', 'soon']]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toContain('usage: tallyline');
      expect(r.stdout).toBe('');
    }
  });

  it('analyze reads an .xlsx workbook (a chosen sheet) to the same numbers as the CSV', { timeout: 120_000 }, async () => {
    const book = tempFile('sales.xlsx', await excelWorkbook({ Notes: [['n'], ['x']], Sales: [['day', 'region', 'sales', 'units'], ['2024-01-01', 'North', 10, 1], ['2024-01-02', 'South', 20, 4], ['2024-01-03', 'North', 30, 3], ['2024-01-04', 'South', 40, 8]] }));
    const fromXlsx = JSON.parse((await cli('analyze', book, '--sheet', 'Sales', '--json', '--now', NOW)).stdout);
    const fromCsv = JSON.parse((await cli('analyze', sales, '--json', '--now', NOW)).stdout);
    expect(fromXlsx.kpis).toEqual(fromCsv.kpis);
    expect(fromXlsx.trend).toEqual(fromCsv.trend);
    expect(fromXlsx.header.dataset.fingerprint).toBe(fromCsv.header.dataset.fingerprint);
    expect(fromXlsx.header.import).toMatchObject({ format: 'xlsx', sheet: 'Sales' });
    const missing = await cli('profile', book, '--sheet', 'Costs');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('its sheets are "Notes", "Sales". [UNKNOWN_SHEET]');
  });

  it('report <file> prints the Markdown report ending with the reproducibility section', async () => {
    const { code, stdout } = await cli('report', sales, '--now', NOW);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('# Comprehensive Analytics Report');
    expect(stdout).toContain('## Reproducibility');
    expect(stdout).toContain('| Rows × columns | 4 × 4 |');
    expect(stdout).toContain('```json tallyline-report');
  });
});
