import { describe, expect, it } from 'vitest';
import { analyzeDataset } from '../../src/analysis/analyzeDataset.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { readReportHeader } from '../../src/provenance/readReportHeader.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { CORE_VERSION } from '../../src/version.js';
import { publicCsv } from '../helpers/publicCsv.js';

const now = '2024-05-01T00:00:00Z';

describe('analyzeDataset', () => {
  it('analyzeDataset(ds, settings) gives what the generators give with the same settings (no second path)', () => {
    const ds = publicCsv('seattle-weather.csv');
    const a = analyzeDataset(ds, { now, dateColumn: 'date', valueColumn: 'temp_max', groupColumn: 'weather' });
    expect(a.trend).toEqual(analyzeTrend(ds, { column: 'temp_max', dateColumn: 'date' }));
    expect(a.portfolio).toEqual(generatePortfolio(ds, { groupColumn: 'weather', valueColumn: 'temp_max', dateColumn: 'date' }));
    expect(a.kpis.map((k) => k.current_value)).toEqual(generateKpis(ds, { columns: ['temp_max'], dateColumn: 'date' }).map((k) => k.current_value));
  });

  it('analyzeDataset(ds) records the fingerprint, counts, import settings, roles, parameters, version and time, and the Markdown carries them', () => {
    const ds = parseCsv('day;sales\n01/02/2024;1,5\n02/02/2024;2,5\n');
    const a = analyzeDataset(ds, { now, dateColumn: 'day' });
    expect(a.header).toMatchObject({
      format: 'tallyline-report/1',
      coreVersion: CORE_VERSION,
      generatedAt: '2024-05-01T00:00:00.000Z',
      dataset: { rows: 2, columns: 2 },
      import: { format: 'csv', delimiter: ';', decimalSeparator: ',', dateOrder: 'DMY', encoding: 'utf-8', columnTypes: { day: 'date', sales: 'number' } },
      parameters: { dateColumn: 'day', groupColumn: null, valueColumn: null, anomalyThreshold: 3.5 },
    });
    expect(a.header.roles.map((r) => r.column)).toEqual(['day', 'sales']);
    expect(a.header.parameters.thresholds).toMatchObject({ KPI_ON_TRACK_RATIO: 0.9, KPI_AT_RISK_RATIO: 0.7 });
    expect(readReportHeader(a.markdown)).toEqual(a.header);
    expect(a.markdown).toContain('| Read as | csv, delimiter ";", decimal ",", dates DMY, utf-8 |');
  });

  it('analyzeDataset(ds, { groupColumn }) with a column that does not exist is UNKNOWN_COLUMN', () => {
    expect(() => analyzeDataset(parseCsv('a\n1\n'), { now, groupColumn: 'b' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
