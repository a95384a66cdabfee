// `node bench/xlsxMemory.mjs [rows]` (after building core; default 1,000,000 rows): the peak memory of parseXlsxSampled on a big generated
// workbook (issue 18). The workbook is written once to the temp directory by a streaming zip, so making it holds
// no sheet XML either: 6 columns (date, region as a shared string, 3 numbers, an inline-string note) per row.
// Each measurement runs in its own process and reports that process's peak resident memory (maxRSS), next to
// the same process after only reading the file's bytes — the difference is what parsing costs.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, Zip, ZipDeflate } from 'fflate';

const rows = Number(process.argv[2] ?? 1_000_000);
const file = join(tmpdir(), `tallyline-xlsx-memory-${rows}.xlsx`);
// TALLYLINE_CORE_DIST: another build to measure (e.g. one bundled from an earlier commit, for a before/after).
const dist = process.env.TALLYLINE_CORE_DIST ?? fileURLToPath(new URL('../dist/index.js', import.meta.url));
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

function writeWorkbook() {
  const fd = openSync(file, 'w');
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    writeSync(fd, chunk);
  });
  const add = (name, text) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  add('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  add('xl/workbook.xml', '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>');
  add('xl/_rels/workbook.xml.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>');
  add('xl/sharedStrings.xml', `<?xml version="1.0"?><sst>${['region', ...REGIONS].map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>day</t></is></c><c t="s"><v>0</v></c><c t="inlineStr"><is><t>sales</t></is></c><c t="inlineStr"><is><t>units</t></is></c><c t="inlineStr"><is><t>price</t></is></c><c t="inlineStr"><is><t>note</t></is></c></row>'), false);
  const day0 = Date.UTC(2020, 0, 1);
  for (let start = 0; start < rows; start += 10_000) {
    let xml = '';
    for (let i = start; i < Math.min(rows, start + 10_000); i++) {
      const day = new Date(day0 + (i % 1500) * 86_400_000).toISOString().slice(0, 10);
      xml += `<row r="${i + 2}"><c t="inlineStr"><is><t>${day}</t></is></c><c t="s"><v>${1 + (i % 5)}</v></c><c><v>${(i * 7919) % 10_000 / 10}</v></c><c><v>${i % 97}</v></c><c><v>${(i % 1000) / 100 + 1}</v></c><c t="inlineStr"><is><t>order ${i}</t></is></c></row>`;
    }
    sheet.push(strToU8(xml), false);
  }
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  closeSync(fd);
}

if (!existsSync(file)) writeWorkbook();
const measure = (code) => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
};
const read = `import { readFileSync } from 'node:fs'; const bytes = readFileSync(${JSON.stringify(file)});`;
const baseline = measure(`${read} console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024 }));`);
const parsed = measure(
  `${read} const { parseXlsxSampled } = await import(${JSON.stringify(dist)}); const t = performance.now(); const ds = parseXlsxSampled(bytes, { sampleRows: 100_000 });` +
    ` console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024, ms: performance.now() - t, rows: ds.rowCount, total: ds.detected.sample?.totalRows ?? ds.rowCount }));`,
);
const mib = (n) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
console.log(`workbook: ${rows.toLocaleString('en-US')} rows, ${mib(statSync(file).size)} (${file})`);
console.log(`peak RSS reading the bytes only: ${mib(baseline.maxRss)}`);
console.log(`peak RSS parseXlsxSampled (100,000-row sample): ${mib(parsed.maxRss)} — parsing adds ${mib(parsed.maxRss - baseline.maxRss)}; ${(parsed.ms / 1000).toFixed(1)} s; ${parsed.total.toLocaleString('en-US')} rows read, ${parsed.rows.toLocaleString('en-US')} kept`);
