// Forecast backtest of analyzeTrend (issue 13), imported by analytics.bench.mjs:
// 1. real series from vega-datasets: from each of the last ORIGINS origins (spaced by the
//    horizon, so the held-out windows do not overlap) analyzeTrend sees only the periods before
//    the origin; its forecasts are scored against the next H periods and against the naive
//    last-value forecast from the same origin, and its 80% intervals are checked;
// 2. false seasons: simulated series with no calendar season (seeded PRNG), full pipeline;
//    any season reported is false.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './generate.mjs';

const H = 5;
const ORIGINS = 20;
/** An origin must leave at least this many periods to learn from. */
const MIN_HISTORY = 24;
const DAY = 86_400_000;

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/vega-datasets/data');

/** Real series: every unit the engine buckets to, seasonal and not, trending and not. */
export const SERIES = [
  { name: 'co2-concentration CO2 (mean per quarter; trend + yearly season)', file: 'co2-concentration.csv', options: { column: 'CO2', aggregation: 'mean' } },
  { name: 'us-employment nonfarm (mean per month; trend, 2008 break)', file: 'us-employment.csv', options: { column: 'nonfarm', aggregation: 'mean' } },
  { name: 'stocks AAPL price (mean per month; trending random walk)', file: 'stocks.csv', options: { column: 'price', dateColumn: 'date', seriesKey: 'symbol', entity: 'AAPL', aggregation: 'mean' } },
  { name: 'stocks MSFT price (mean per month; random walk)', file: 'stocks.csv', options: { column: 'price', dateColumn: 'date', seriesKey: 'symbol', entity: 'MSFT', aggregation: 'mean' } },
  { name: 'sp500 price (mean per month; random walk)', file: 'sp500.csv', options: { column: 'price', dateColumn: 'date', aggregation: 'mean' } },
  { name: 'seattle-weather temp_max (mean per week; yearly season)', file: 'seattle-weather.csv', options: { column: 'temp_max', aggregation: 'mean' } },
  { name: 'seattle-weather precipitation (total per week; noisy)', file: 'seattle-weather.csv', options: { column: 'precipitation', aggregation: 'sum' } },
  { name: 'seattle-weather wind (mean per week; noisy)', file: 'seattle-weather.csv', options: { column: 'wind', aggregation: 'mean' } },
  { name: 'weather New York temp_max (mean per week; yearly season)', file: 'weather.csv', options: { column: 'temp_max', seriesKey: 'location', entity: 'New York', aggregation: 'mean' } },
  { name: 'seattle-weather 2015 temp_max (daily; no weekly season)', file: 'seattle-weather.csv', rows: (ds, i) => ds.cellText(i, 0).startsWith('2015'), options: { column: 'temp_max', aggregation: 'mean' } },
  { name: 'seattle hourly normals temperature (mean per day; smooth)', file: 'seattle-weather-hourly-normals.csv', options: { column: 'temperature', aggregation: 'mean' } },
  { name: 'sp500-2000 close, 2018-2020 (trading days → mean per week)', file: 'sp500-2000.csv', rows: (ds, i) => ds.cellText(i, 0) >= '2018', options: { column: 'close', aggregation: 'mean' } },
  { name: 'global-temp temp (per year; warming)', file: 'global-temp.csv', options: { column: 'temp', dateColumn: 'year', aggregation: 'mean' } },
];

/** Standard normal by Box-Muller from the seeded uniform generator. */
function normal(rnd) {
  const u = Math.max(rnd(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
}

/** Series with no calendar season: any season reported on them is false. */
export const NON_SEASONAL = [
  { name: 'daily, yearly cycle + noise (365 days)', unit: DAY, n: 365, f: (t, e, ph) => 12 + 8 * Math.sin((2 * Math.PI * t) / 365.25 + ph) + 2.5 * e },
  { name: 'daily AR(1) φ = 0.8 (400 days)', unit: DAY, n: 400, ar: 0.8, f: (t, e) => 50 + e },
  { name: 'daily random walk (300 days)', unit: DAY, n: 300, ar: 1, f: (t, e) => 100 + e },
  { name: 'weekly trend + noise (200 weeks)', unit: 7 * DAY, n: 200, f: (t, e) => 100 + 0.3 * t + 6 * e },
  { name: 'monthly random walk (120 months)', unit: 'month', n: 120, ar: 1, f: (t, e) => 500 + 10 * e },
  { name: 'hourly AR(1) φ = 0.6 (480 hours)', unit: DAY / 24, n: 480, ar: 0.6, f: (t, e) => 20 + e },
];
const SEEDS = 50;

function makeDataset(core, times, values) {
  const text = times.map((t) => new Date(t).toISOString().replace('T00:00:00.000Z', '').replace(':00.000Z', ''));
  return core.createDataset({
    detected: { delimiter: ',', encoding: 'utf-8', hasBom: false, hasHeader: true, decimalSeparator: '.', dateOrder: 'DMY', columns: [] },
    columns: [core.dateColumn('t', Float64Array.from(times), text), core.numberColumn('y', Float64Array.from(values))],
  });
}

/** A file as a Dataset, optionally only the rows `spec.rows` keeps. */
function load(core, spec) {
  const ds = core.parseCsv(readFileSync(join(dataDir, spec.file), 'utf8'));
  if (!spec.rows) return ds;
  const keep = Array.from({ length: ds.rowCount }, (_, i) => i).filter((i) => spec.rows(ds, i));
  const at = (c) => Float64Array.from(keep, (i) => c.values[i]);
  const texts = (c) => keep.map((i) => ds.cellText(i, ds.headers.indexOf(c.name)));
  return core.createDataset({
    detected: ds.detected,
    columns: ds.columns.map((c) =>
      c.type === 'string' ? core.stringColumn(c.name, texts(c)) : c.type === 'date' ? core.dateColumn(c.name, at(c), texts(c)) : core.numberColumn(c.name, at(c)),
    ),
  });
}

function evaluate(core, spec) {
  const full = core.analyzeTrend(load(core, spec), spec.options);
  const history = full.data.filter((p) => !p.predicted);
  const y = history.map((p) => p.value);
  const times = history.map((p) => p.time);
  let errModel = 0;
  let errNaive = 0;
  let inside = 0;
  let points = 0;
  let origins = 0;
  const seasons = new Set();
  const models = new Set();
  for (let k = 0; k < ORIGINS; k++) {
    const o = y.length - H - k * H;
    if (o < MIN_HISTORY) break;
    const r = core.analyzeTrend(makeDataset(core, times.slice(0, o), y.slice(0, o)), { column: 'y', dateColumn: 't', aggregation: 'mean', scale: full.scale });
    if (r.unit !== full.unit) throw new Error(`${spec.name}: the truncated series changed unit (${r.unit} vs ${full.unit})`);
    const forecast = r.data.filter((p) => p.predicted);
    for (let j = 0; j < H; j++) {
      const actual = y[o + j];
      errModel += Math.abs(actual - forecast[j].value);
      errNaive += Math.abs(actual - y[o - 1]);
      if (actual >= forecast[j].lower80 && actual <= forecast[j].upper80) inside++;
      points++;
    }
    seasons.add(r.season ? `${r.season.period}` : 'none');
    models.add(r.model.method);
    origins++;
  }
  return { name: spec.name, unit: full.unit, n: y.length, origins, relative: errModel / errNaive, coverage: inside / points, inside, points, seasons: [...seasons].join(', '), models: [...models].join(', ') };
}

function simulate(family, seed) {
  const rnd = mulberry32(seed * 7919 + family.n);
  const phase = 2 * Math.PI * rnd();
  const t0 = Date.UTC(2020, 0, 6);
  const times = Array.from({ length: family.n }, (_, t) => (family.unit === 'month' ? Date.UTC(2015, t, 1) : t0 + t * family.unit));
  let state = 0;
  const values = Array.from({ length: family.n }, (_, t) => {
    const e = normal(rnd);
    state = family.ar !== undefined ? family.ar * state + e : e;
    return family.f(t, state, phase);
  });
  return { times, values };
}

/** Runs both parts; returns the rows, the gates and the markdown section. */
export function forecastBacktest(core) {
  const rows = SERIES.map((s) => evaluate(core, s));
  const geo = Math.exp(rows.reduce((s, r) => s + Math.log(r.relative), 0) / rows.length);
  const worst = Math.max(...rows.map((r) => r.relative));
  const coverage = rows.reduce((s, r) => s + r.inside, 0) / rows.reduce((s, r) => s + r.points, 0);
  const sims = NON_SEASONAL.map((family) => {
    let falseSeasons = 0;
    const found = new Set();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { times, values } = simulate(family, seed);
      const r = core.analyzeTrend(makeDataset(core, times, values), { column: 'y', dateColumn: 't', aggregation: 'mean' });
      if (r.season) {
        falseSeasons++;
        found.add(r.season.period);
      }
    }
    return { name: family.name, falseSeasons, found: [...found].join(', ') };
  });
  const falseRate = sims.reduce((s, r) => s + r.falseSeasons, 0) / (SEEDS * sims.length);
  const gates = {
    geometricMean: geo < 0.8,
    worst: worst <= 1.05,
    coverage: coverage >= 0.7 && coverage <= 0.9,
    falseSeasons: falseRate < 0.05,
  };
  const f = (x, d = 2) => x.toFixed(d);
  const yes = (ok) => (ok ? 'pass' : '**FAIL**');
  const markdown = `## Forecast backtest (issue 13)

Real series from \`vega-datasets\`, each analysed by \`analyzeTrend\` exactly as the Trend screen does
(calendar periods, incomplete first/last periods left out, model chosen by its own backtest).
From each of the last ${ORIGINS} origins, spaced ${H} periods apart so the held-out windows do not
overlap, \`analyzeTrend\` sees only the periods before the origin and forecasts the next ${H}.

- **MAE / naive** = Σ|actual − forecast| / Σ|actual − last value before the origin| over every held-out point
  (below 1 beats the naive forecast).
- **80% coverage** = share of held-out points inside [lower80, upper80].
- **Seasons / models** = what \`analyzeTrend\` reported at the origins.

| Series | unit | periods | origins | MAE / naive | 80% coverage | seasons | models |
| --- | --- | ---: | ---: | ---: | ---: | --- | --- |
${rows.map((r) => `| ${r.name} | ${r.unit ?? 'row'} | ${r.n} | ${r.origins} | ${f(r.relative)} | ${f(r.coverage)} | ${r.seasons} | ${r.models} |`).join('\n')}

| Gate | target | measured | |
| --- | --- | ---: | --- |
| geometric mean of MAE / naive | < 0.80 | ${f(geo, 3)} | ${yes(gates.geometricMean)} |
| worst series MAE / naive | ≤ 1.05 | ${f(worst, 3)} | ${yes(gates.worst)} |
| 80% interval coverage, all held-out points | 0.70–0.90 | ${f(coverage, 3)} | ${yes(gates.coverage)} |
| false seasons on series without a calendar season | < 5% | ${f(falseRate * 100, 1)}% | ${yes(gates.falseSeasons)} |

False seasons: ${SEEDS} seeded series per family (mulberry32 + Box-Muller, so every run gives the same
series), full pipeline; every season reported is false.

| Simulated family (no calendar season) | series | seasons reported | periods found |
| --- | ---: | ---: | --- |
${sims.map((s) => `| ${s.name} | ${SEEDS} | ${s.falseSeasons} | ${s.found || '—'} |`).join('\n')}
`;
  return { rows, sims, gates, markdown, pass: Object.values(gates).every(Boolean) };
}
