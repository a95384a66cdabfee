import { describe, expect, it } from 'vitest';
import { lastDays, statusReport, uptimePercent, type DailyChecks } from '../src/site/statusReport.js';

const day = (service: string, d: string, checks: number, degraded = 0, outages = 0): DailyChecks => ({ service, day: d, checks, degraded, outages });

describe('statusReport', () => {
  it('lastDays(today, 3) is the three UTC dates ending today, oldest first, across a month end', () => {
    expect(lastDays(new Date('2026-03-01T23:30:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays(new Date('2026-03-01T00:00:00Z'))).toHaveLength(90);
  });

  it('uptimePercent(rows) counts degraded as up and outages as down, two decimals; null with no checks', () => {
    // 10,000 checks, 2 outages: 9,998 / 10,000 = 99.98 %.
    expect(uptimePercent([day('Database', '2026-03-01', 6000, 5, 1), day('Database', '2026-03-02', 4000, 0, 1)])).toBe(99.98);
    // 3 checks, 1 outage: 2 / 3 = 66.666… → 66.67.
    expect(uptimePercent([day('Database', '2026-03-01', 3, 0, 1)])).toBe(66.67);
    expect(uptimePercent([])).toBeNull();
  });

  it('statusReport() keeps only the last 90 days, marks each day by its worst state and lists incidents newest first', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const report = statusReport(
      [
        { name: 'Database', status: 'operational' },
        { name: 'File Storage', status: 'degraded' },
      ],
      {
        daily: [
          day('Database', '2026-01-01', 100, 0, 100), // older than 90 days: left out
          day('Database', '2026-06-29', 10, 0, 0),
          day('File Storage', '2026-06-29', 10, 2, 0),
          day('Database', '2026-06-30', 4, 0, 1),
        ],
        incidents: [
          { service: 'Database', status: 'outage', startedAt: '2026-06-30T08:00:00.000Z', endedAt: '2026-06-30T08:10:00.000Z' },
          { service: 'File Storage', status: 'degraded', startedAt: '2026-06-29T09:00:00.000Z', endedAt: null },
          { service: 'Database', status: 'outage', startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2026-01-02T00:00:00.000Z' },
        ],
      },
      now,
    );
    expect(report.status).toBe('degraded');
    // Database: 14 checks, 1 outage → 13/14 = 92.857… → 92.86. File Storage: 10 checks, none down → 100.
    expect(report.services).toEqual([
      { name: 'Database', status: 'operational', uptime: 92.86, lastIncident: '2026-06-30T08:00:00.000Z' },
      { name: 'File Storage', status: 'degraded', uptime: 100, lastIncident: '2026-06-29T09:00:00.000Z' },
    ]);
    // Overall: 24 checks, 1 outage → 23/24 = 95.833… → 95.83.
    expect(report.uptime).toBe(95.83);
    expect(report.days.slice(-3)).toEqual([
      { day: '2026-06-28', status: null },
      { day: '2026-06-29', status: 'degraded' },
      { day: '2026-06-30', status: 'outage' },
    ]);
    expect(report.days[0]!.day).toBe('2026-04-02');
    expect(report.incidents.map((i) => i.startedAt)).toEqual(['2026-06-30T08:00:00.000Z', '2026-06-29T09:00:00.000Z']);
  });
});
