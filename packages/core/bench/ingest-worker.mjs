// One measurement in a fresh process: node bench/ingest-worker.mjs <parser> <file>
// Prints one JSON line: wall ms, CPU ms, peak RSS MiB, row count and the sum of the "quantity" column.
import { createReadStream, readFileSync } from 'node:fs';

const [parser, file] = process.argv.slice(2);
const SUM_COLUMN = 'quantity';
const sumNumbers = (values) => {
  let s = 0;
  for (const v of values) if (typeof v === 'number' && !Number.isNaN(v)) s += v;
  return s;
};

const cpu0 = process.cpuUsage();
const t0 = performance.now();
let rows;
let sum;
if (parser === 'core' || parser === 'core-buffer') {
  const core = await import('../dist/index.js');
  let ds;
  if (parser === 'core') {
    const p = core.createCsvParser();
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) p.push(chunk);
    ds = p.finish();
  } else ds = core.parseCsv(readFileSync(file));
  rows = ds.rowCount;
  sum = sumNumbers(ds.column(SUM_COLUMN).values);
} else if (parser === 'd3-dsv') {
  const { csvParse, autoType } = await import('d3-dsv');
  const data = csvParse(readFileSync(file, 'utf8'), autoType);
  rows = data.length;
  sum = sumNumbers(data.map((r) => r[SUM_COLUMN]));
} else if (parser === 'papaparse') {
  const Papa = (await import('papaparse')).default;
  const { data } = Papa.parse(readFileSync(file, 'utf8'), { header: true, dynamicTyping: true, skipEmptyLines: true });
  rows = data.length;
  sum = sumNumbers(data.map((r) => r[SUM_COLUMN]));
} else if (parser === 'udsv') {
  const { inferSchema, initParser } = await import('udsv');
  const text = readFileSync(file, 'utf8');
  const schema = inferSchema(text);
  const cols = initParser(schema).typedCols(text);
  rows = cols[0].length;
  sum = sumNumbers(cols[schema.cols.findIndex((c) => c.name === SUM_COLUMN)]);
} else throw new Error(`unknown parser ${parser}`);
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ parser, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, rssMiB: process.resourceUsage().maxRSS / 1024, rows, sum }));
