// One limits measurement in a fresh process: node bench/shape-worker.mjs <stream|buffer> <file>
// stream: the file in 1 MiB chunks into createCsvParser; buffer: parseCsv on the whole file read at once.
// Prints one JSON line: wall ms, CPU ms, peak RSS MiB and the outcome (the table's size, or the error code).
import { createReadStream, readFileSync } from 'node:fs';
import { createCsvParser, CsvParseError, parseCsv } from '../dist/index.js';

const [mode, file] = process.argv.slice(2);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let outcome;
try {
  let ds;
  if (mode === 'stream') {
    const parser = createCsvParser();
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) parser.push(chunk);
    ds = parser.finish();
  } else if (mode === 'buffer') ds = parseCsv(readFileSync(file));
  else throw new Error(`unknown mode ${mode}`);
  outcome = `${ds.rowCount.toLocaleString('en')} rows × ${ds.headers.length.toLocaleString('en')} columns`;
} catch (e) {
  if (!(e instanceof CsvParseError)) throw e;
  outcome = e.code;
}
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ wallMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, rssMiB: process.resourceUsage().maxRSS / 1024, outcome }));
