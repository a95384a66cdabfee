// Query layer speed (issue 13: 1,000,000 rows < 100 ms per query), imported by analytics.bench.mjs.
// Each query runs on the bench's 1 M-row Dataset; the first call of all also encodes the text
// columns (cached per column), so it is timed on its own as "cold".

/** The queries timed, each with the words describeQuery gives it. */
function queries() {
  const year2023 = { column: 'day', part: 'year', op: '=', value: 2023 };
  return [
    { groupBy: ['region'] },
    { filters: [year2023], aggregate: { op: 'mean', column: 'sales' } },
    { filters: [{ column: 'region', op: '=', value: 'North' }, { column: 'sales', op: '>', value: 500 }], aggregate: { op: 'mean', column: 'units' } },
    { filters: [{ column: 'day', op: 'between', value: ['2022-03', '2022-06'] }] },
    { filters: [{ column: 'day', part: 'month', op: '=', value: 7 }], groupBy: ['region'], aggregate: { op: 'sum', column: 'sales' } },
    { groupBy: [{ column: 'day', unit: 'month' }], aggregate: { op: 'sum', column: 'sales' } },
    { groupBy: ['day'], aggregate: { op: 'sum', column: 'sales' }, limit: 5 },
    { groupBy: ['region'], aggregate: { op: 'median', column: 'sales' } },
    { aggregate: { op: 'percentile', column: 'sales', p: 0.9 } },
    { aggregate: { op: 'distinct', column: 'day' } },
    { aggregate: { op: 'mode', column: 'region' } },
    { groupBy: ['region', { column: 'day', unit: 'year' }], aggregate: { op: 'max', column: 'units' } },
  ];
}

/** Questions the question box compiles into queries, timed end to end. */
const QUESTIONS = ['average sales in 2023 for North', 'which region has the highest units', 'how many days had sales over 1000 in July', 'total sales by month'];

const cpuMs = (d) => (d.user + d.system) / 1000;

/**
 * Times every query (median and worst of `time`'s runs after a warm-up) and the cold first call.
 * Returns the Markdown section.
 */
export function querySpeed(core, ds, time, f) {
  const qs = queries();
  // Fresh column objects: nothing encoded yet.
  const fresh = core.createDataset({ columns: ds.columns.map((c) => ({ ...c })), detected: ds.detected });
  const c0 = process.cpuUsage();
  const s0 = performance.now();
  core.runQuery(fresh, { groupBy: ['region'] });
  const cold = { wall: performance.now() - s0, cpu: cpuMs(process.cpuUsage(c0)) };
  const rows = qs.map((q) => ({ name: core.describeQuery(q), ...time(() => core.runQuery(ds, q)) }));
  rows.push({ name: `aggregateForChart(ds, defaultChartConfig(ds)) — a thin wrapper over runQuery`, ...time(() => core.aggregateForChart(ds, core.defaultChartConfig(ds))) });
  for (const q of QUESTIONS) rows.push({ name: `analyzeQuestion(ds, '${q}') — compiled, run and worded`, ...time(() => core.analyzeQuestion(ds, q)) });
  return `## Query layer on the same 1,000,000 rows

\`runQuery(ds, query)\`, each query named by \`describeQuery(query)\`. Budget: 100 ms per query.
The first query on a fresh Dataset also dictionary-encodes the text column it groups by (once per
column, cached): ${f(cold.wall, 1)} ms wall, ${f(cold.cpu, 1)} ms CPU for \`count of rows by region\`.

| Query | wall median ms | wall max ms | CPU median ms | CPU max ms | median CPU under 100 ms |
| --- | ---: | ---: | ---: | ---: | :---: |
${rows.map((r) => `| ${r.name.replace(/\|/g, '\\|')} | ${f(r.median, 1)} | ${f(r.max, 1)} | ${f(r.cpu, 1)} | ${f(r.cpuMax, 1)} | ${r.cpu < 100 ? 'yes' : '**no**'} |`).join('\n')}
`;
}
