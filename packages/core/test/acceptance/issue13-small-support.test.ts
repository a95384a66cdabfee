import { describe, expect, it } from 'vitest';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { generatePortfolio, MIN_HALF_ROWS } from '../../src/portfolio/generatePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { kpiComparisonWords } from '../../src/report/kpiSummary.js';
import { portfolioSummary } from '../../src/report/portfolioSummary.js';
import { trendHeadline } from '../../src/report/trendHeadline.js';
import { countOf, plural } from '../../src/text/plural.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { bucketSeries } from '../../src/trend/bucketSeries.js';
import { calendarCoverage, chooseCalendarUnit } from '../../src/trend/chooseCalendarUnit.js';
import { MIN_TREND_PERIODS } from '../../src/trend/fitTrendLine.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

/** Distinct death dates of la-riots.csv (UTC ms), ascending. */
const RIOT_DATES = ['1992-04-29', '1992-04-30', '1992-05-01', '1992-05-02', '1992-05-03', '1992-05-20', '1992-05-23', '1992-08-12', '1992-12-16', '1993-11-24'].map((d) =>
  Date.parse(`${d}T00:00:00Z`),
);

// issue 13: "a partial week is never a trend … 'I can't answer that' beats a confident wrong answer"
describe('analyses need support (issue 13, la-riots.csv: 58 of 62 deaths in five days of 1992, then 4 up to 1993-11-24)', () => {
  it('chooseCalendarUnit(la-riots dates) is the week, not two partial years, and the weeks are sparse', () => {
    // median gap of the 10 dates: gaps 1,1,1,1,17,3,81,126,343 days → 3 days; years span 2 (< 3 periods), quarters
    // 4 of 7 and months 5 of 20 are under 4 in 5 full; the finest unit ≥ 0.9 × 3 days spanning ≤ 500 is the week
    expect(chooseCalendarUnit(RIOT_DATES)).toBe('week');
    // Week of 1992-04-27 … Week of 1993-11-22 = 83 weeks; rows in 5 of them (04-27, 05-18, 08-10, 12-14, 1993-11-22)
    expect(calendarCoverage(RIOT_DATES, 'week')).toEqual({ spanned: 83, occupied: 5, sparse: true });
    expect(calendarCoverage(RIOT_DATES, 'year')).toEqual({ spanned: 2, occupied: 2, sparse: false });
  });

  it('analyzeTrend(la-riots.csv) makes no trend, forecast or anomalies from 5 weeks of 83, and says why', () => {
    const t = analyzeTrend(publicCsv('la-riots.csv'));
    expect(t.unit).toBe('week');
    expect(t.change).toBeUndefined();
    expect(t.direction).toBe('No clear trend');
    expect(t.anomalies).toBe(0);
    expect(t.data.some((p) => p.predicted)).toBe(false);
    // the points are the complete weeks that hold rows (the partial last week left out): 1,841 / 57, 60 / 2, 20, 32
    expect(t.data.map((p) => p.period)).toEqual(['Week of 1992-04-27', 'Week of 1992-05-18', 'Week of 1992-08-10', 'Week of 1992-12-14']);
    expect(t.data.map((p) => p.value)).toEqual([1841 / 57, 30, 20, 32]);
    expect(t.insights).toEqual([
      'age (mean per week): only 5 weeks of the 83 from Week of 1992-04-27 to Week of 1993-11-22 hold a row — too sparse for a trend, which needs at least half the weeks to hold data (the rest would be made up by filling in).',
      'Left out as incomplete: Week of 1993-11-22 — a partial week is not a trend.',
      'No forecast, for the same reason: it would extend weeks made up by filling in.',
      // one row has no age (1992-05-02): singular, not "1 rows"
      '1 row without a usable value or date was left out.',
      '10 dates are shown as 4 weeks.',
    ]);
  });

  it('the report and tallyline analyze head that trend "none stated", never "No clear trend, 0 anomalies"', () => {
    const t = analyzeTrend(publicCsv('la-riots.csv'));
    expect(trendHeadline(t, 'short')).toBe('none stated — too little support for a line, a forecast or anomalies');
    const section = generateReport(publicCsv('la-riots.csv'), { now: new Date('2026-11-26T00:00:00Z') }).sections.find((x) => x.title === 'Trend Analysis')!;
    expect(section.content.startsWith('No trend, forecast or anomalies are stated. age (mean per week): only 5 weeks of the 83')).toBe(true);
    expect(section.content).not.toMatch(/No clear trend|0 anomalies|forecast periods/);
  });

  it('with a fitted line the headline keeps the direction, the anomalies and the 5 forecast periods (seattle-weather.csv)', () => {
    const t = analyzeTrend(publicCsv('seattle-weather.csv'));
    expect(t.change).toBeDefined();
    expect(trendHeadline(t, 'short')).toMatch(/^(Upward|Downward|No clear trend), \d+ anomal(y|ies)$/);
    expect(trendHeadline(t, 'sentence')).toMatch(/^(Upward trend|Downward trend|No clear trend) over \d+ periods with \d+ anomal(y|ies) and 5 forecast periods\.$/);
  });

  it('generateKpis(la-riots.csv) compares no periods (never 1 death in 1993 against 62 in 1992): mean age over all rows, Not compared', () => {
    const [k] = generateKpis(publicCsv('la-riots.csv'));
    // 62 ages sum to 2,007: 2,007 / 62 = 32.37
    expect(k).toMatchObject({ name: 'Mean age', current_value: 32.37, target_value: 32.37, compared: false });
    expect(k!.period).toBeUndefined();
    expect(k!.baseline).toBeUndefined();
    // KPIs read by month here (native week, ≥ 4 months): 1992-04 … 1993-11 = 20 months, rows in 04, 05, 08, 12 and 1993-11
    expect(k!.notCompared).toBe('dates too sparse to compare periods: only 5 months of the 20 from 1992-04 to 1993-11 hold a row');
    expect(kpiComparisonWords(k!)).toBe('over all rows, with dates too sparse to compare periods: only 5 months of the 20 from 1992-04 to 1993-11 hold a row');
    expect(kpiStatus(k!).status).toBe('Not compared');
    expect(k!.description).toContain('Nothing is compared, so it is not judged');
    // the file has a date column: the report never advises adding one
    const recommendations = generateReport(publicCsv('la-riots.csv'), { now: new Date('2026-11-26T00:00:00Z') }).recommendations;
    expect(recommendations).toContain('Set a target for Mean age: its dates give no two comparable periods, so it is not judged.');
    expect(recommendations.join(' ')).not.toMatch(/add a date column/);
  });

  it('generatePortfolio(la-riots.csv) compares no half of fewer than MIN_HALF_ROWS rows, and the summary states no change', () => {
    // Male: range 1992-04-29 … 1993-11-24, 55 rows before its midpoint, 1 after; Female: 04-30 … 05-03, 4 before, 3 after
    expect(MIN_HALF_ROWS).toBe(5);
    const p = generatePortfolio(publicCsv('la-riots.csv'));
    expect(p.assets.map((a) => [a.name, a.earlier, a.later, a.change, a.changePercent])).toEqual([
      ['Male', undefined, undefined, 0, 0],
      ['Female', undefined, undefined, 0, 0],
    ]);
    expect(portfolioSummary(p)).toBe(
      'mean age by gender: 2 groups; Female has the highest mean age (51.71). No change between the earlier and the later half of each group\'s time range is stated: every group has fewer than 5 rows in a half.',
    );
  });
});

describe('analyses need support (hand-made)', () => {
  it('analyzeTrend(2 complete months) has too few for a trend and makes no forecast', () => {
    const t = analyzeTrend(dataset(date('month', ['2024-01-01', '2024-02-01']), num('sales', [10, 14])));
    expect(MIN_TREND_PERIODS).toBe(3);
    expect(t.unit).toBe('month');
    expect(t.data.map((p) => [p.period, p.value, p.predicted])).toEqual([
      ['2024-01', 10, false],
      ['2024-02', 14, false],
    ]);
    expect(t.insights).toEqual([
      'sales (total per month) has 2 complete months: too few for a trend, which needs at least 3 complete months.',
      'No forecast: a forecast needs at least 3 complete months, as a trend does.',
    ]);
  });

  it('bucketSeries(3 days from a Wednesday, week) keeps the one partial week but names it partial, with its rows', () => {
    // Wed 2024-01-03 … Fri 01-05: the week starts 2 days before the first date and ends 3 days after the last → partial at both ends
    const b = bucketSeries({ times: days('2024-01-03', 3).map((d) => Date.parse(`${d}T00:00:00Z`)), sums: [1, 2, 3], counts: [1, 1, 2], skipped: 0 }, 'week', 'sum');
    expect(b.labels).toEqual(['Week of 2024-01-01']);
    expect(b.keptPartial).toEqual(['Week of 2024-01-01']);
    expect(b.rows).toEqual([4]);
  });

  it('generateKpis(daily, thin April) steps to a finer complete period with support: the previous day', () => {
    // every day 2024-01-01 … 03-31, then only 04-01…04-03 and 04-28…04-30: 97 of 121 days (≥ 4 in 5) → native unit day
    const dates = [...days('2024-01-01', 91), ...days('2024-04-01', 3), ...days('2024-04-28', 3)];
    const sales = dates.map((d) => (d === '2024-04-30' ? 12 : 10));
    const [k] = generateKpis(dataset(date('day', dates), num('sales', sales)));
    // month: April holds 6 rows, under half the typical 30 (median of 31, 29, 31, 6 = 30) → no;
    // week: the latest complete, Week of 2024-04-22, holds 1 row (Sun 04-28) against a typical 7 → no;
    // day: 04-30 (1 row) against a week earlier, 04-23, which holds none → the previous day, 04-29 (1 row)
    expect(k).toMatchObject({ unit: 'day', period: '2024-04-30', baseline: '2024-04-29', current_value: 12, target_value: 10 });
    expect(k!.compared).toBeUndefined();
    expect(k!.description).toContain('against the previous day (2024-04-29)');
  });

  it('generateKpis(daily, one thin last month and nothing finer) is Not compared and says which period is thin', () => {
    // every day of January and February 2024, then only 03-01 and 03-31: days 62 of 91 and weeks 10 of 13 are under
    // 4 in 5 full → native unit month; March holds 2 rows, under half the typical 29 (median of 31, 29, 2)
    const dates = [...days('2024-01-01', 60), '2024-03-01', '2024-03-31'];
    const [k] = generateKpis(dataset(date('day', dates), num('sales', dates.map(() => 1))));
    expect(k).toMatchObject({ current_value: 62, target_value: 62, compared: false });
    expect(k!.notCompared).toBe('too few rows in the latest complete month to compare it: 2024-03 holds 2 rows, under half the 29 of a typical month');
  });

  it('generatePortfolio(ds) leaves a group with 4 rows in a half out of the change, and the summary names it', () => {
    // A: days 1–10, 5 a half: 10 → 20 = +100%; B: days 1–8, midpoint 4.5: 4 rows a half (< 5) → no earlier / later
    const a = days('2024-01-01', 10);
    const b = days('2024-01-01', 8);
    const p = generatePortfolio(
      dataset(
        str('shop', [...a.map(() => 'A'), ...b.map(() => 'B')]),
        num('price', [...a.map((_, i) => (i < 5 ? 10 : 20)), ...b.map((_, i) => (i < 4 ? 40 : 30))]),
        date('day', [...a, ...b]),
      ),
    );
    const by = new Map(p.assets.map((x) => [x.name, x]));
    expect([by.get('A')!.earlier, by.get('A')!.later, by.get('A')!.changePercent]).toEqual([10, 20, 100]);
    expect([by.get('B')!.earlier, by.get('B')!.later, by.get('B')!.change]).toEqual([undefined, undefined, 0]);
    expect(portfolioSummary(p)).toMatch(
      /From the earlier to the later half of its time range, the mean price changed by \+100% \(A\)\. B is left out: fewer than 5 rows in a half of its time range\.$/,
    );
  });

  it('plural(n, noun) and countOf(n, noun) never say "1 rows"', () => {
    expect([plural(1, 'row'), plural(0, 'row'), plural(2, 'anomaly', 'anomalies')]).toEqual(['row', 'rows', 'anomalies']);
    expect([countOf(1, 'row'), countOf(1461, 'date')]).toEqual(['1 row', '1,461 dates']);
  });
});
