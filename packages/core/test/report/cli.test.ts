import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../../src/cli/analyze.js';
import { runReport } from '../../src/cli/report.js';

const dir = mkdtempSync(join(tmpdir(), 'tallyline-cli-'));
const file = join(dir, 'sales.csv');
writeFileSync(file, 'day,region,sales\n2024-01-01,North,10\n2024-01-02,South,20\n2024-01-03,North,30\n2024-01-04,South,40\n');
const now = new Date('2024-05-01T00:00:00Z');

describe('cli', () => {
  it('runAnalyze([file, --json]) prints every result as JSON', async () => {
    let text = '';
    expect(await runAnalyze([file, '--json'], (t) => (text += t), now)).toBe(0);
    const json = JSON.parse(text);
    expect(Object.keys(json)).toEqual(['summary', 'detected', 'warnings', 'quality', 'dashboard', 'kpis', 'portfolio', 'trend', 'report']);
    // sales 10..40: mean 25, target 0.8 × 40 = 32 → 78.1% At Risk
    expect(json.kpis[0]).toMatchObject({ name: 'sales', current_value: 25, target_value: 32, status: 'At Risk', progress: 78.1 });
    expect(json.portfolio.total_value).toBe(100);
    expect(json.trend.data).toHaveLength(9); // 4 days + 5 forecasts
    expect(json.report.generatedAt).toBe('2024-05-01T00:00:00.000Z');
  });

  it('runAnalyze([file]) prints a text summary; no file is a usage error', async () => {
    let text = '';
    expect(await runAnalyze([file], (t) => (text += t), now)).toBe(0);
    expect(text).toMatch(/^4 rows, 3 columns \(1 numeric, 1 text, 1 date\)/);
    expect(await runAnalyze([], () => {})).toBe(2);
  });

  it('runReport([file]) prints the Markdown report', async () => {
    let text = '';
    expect(await runReport([file], (t) => (text += t), now)).toBe(0);
    expect(text.split('\n')[0]).toBe('# Comprehensive Analytics Report');
    expect(text).toContain('## Trend Analysis');
    expect(await runReport([], () => {})).toBe(2);
  });
});

describe('cli errors', () => {
  it('analyzeCommand / reportCommand write usage and read errors to stderr', async () => {
    const { analyzeCommand } = await import('../../src/cli/analyze.js');
    const { reportCommand } = await import('../../src/cli/report.js');
    let out = '';
    let err = '';
    const io = { stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t) };
    expect(await analyzeCommand([], io)).toBe(2);
    expect(err).toBe('usage: tallyline analyze <file.csv> [--json]\n');
    err = '';
    expect(await reportCommand([join(dir, 'missing.csv')], io)).toBe(1);
    expect(err).toMatch(/^tallyline report: .*missing\.csv/);
    expect(out).toBe('');
  });
});
