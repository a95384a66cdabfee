// Explore timings on one parsed file in a fresh process: node bench/explore-worker.mjs <file>
import { readFileSync } from 'node:fs';
import { exploreDataset, parseCsv } from '../dist/index.js';

const ds = parseCsv(readFileSync(process.argv[2]));
const time = (fn) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000, result };
};
const out = { rows: ds.rowCount };
// What the first search is held to (issue 15: within 2×): a plain scan without any index, every cell's shown
// text lower-cased and searched, one column or all of them (a row counts once).
const NEEDLE = 'refund';
const scan = (columns) => {
  let n = 0;
  for (let r = 0; r < ds.rowCount; r++) {
    for (const c of columns) {
      if (ds.cellText(r, c).toLowerCase().includes(NEEDLE)) {
        n++;
        break;
      }
    }
  }
  return n;
};
out.scanNote = time(() => scan([ds.headers.indexOf('note')]));
out.scanAll = time(() => scan(ds.headers.map((_, c) => c)));
out.searchFirst = time(() => exploreDataset(ds, { search: 'refund' }).totalMatches);
const terms = ['north', 'gizmo', '2023-07', '499', 'damaged box', 'zzz-none'];
out.search = terms.map((search) => ({ search, ...time(() => exploreDataset(ds, { search }).totalMatches) }));
out.sort = ['price', 'quantity', 'date', 'region', 'note'].map((column) => ({ column, ...time(() => exploreDataset(ds, { sort: { column, direction: 'asc' } }).totalMatches) }));
out.sortCached = time(() => exploreDataset(ds, { sort: { column: 'price', direction: 'asc' }, page: 500 }).page);
out.searchAndSort = time(() => exploreDataset(ds, { search: 'north', sort: { column: 'price', direction: 'desc' } }).totalMatches);
console.log(JSON.stringify(out));
