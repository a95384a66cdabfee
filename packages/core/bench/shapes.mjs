// Pathological CSV shapes for the limits benchmark (issue 15): each about 100 MB, written in pieces
// (never one 100 MB string), deterministic, skipped when a file of the same size exists.
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { mulberry32 } from './generate.mjs';

const MB = 1_000_000;

/** name → { note, size: exact bytes, pieces(): iterable of strings whose lengths sum to size } */
export const SHAPES = {
  'huge-line-of-numbers': {
    note: 'one 100 MB line of numbers, no line end (the header)',
    *pieces() {
      let n = 0;
      for (let written = 0; written < 100 * MB; ) {
        const parts = [];
        for (let k = 0; k < 10_000; k++) parts.push(`${(n++ % 1000) + 1},`);
        const s = parts.join('');
        written += s.length;
        yield s;
      }
    },
  },
  'header-200000-columns': {
    note: 'a 200,000-column header, then 100 MB of rows',
    *pieces() {
      yield `${Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')}\n`;
      const row = `${'1,'.repeat(199_999)}1\n`;
      for (let written = 0; written < 100 * MB; written += row.length) yield row;
    },
  },
  'columns-16384': {
    note: '16,384 columns (the cap) of small numbers and words, ~100 MB',
    *pieces() {
      yield `${Array.from({ length: 16_384 }, (_, i) => `c${i}`).join(',')}\n`;
      const rnd = mulberry32(7);
      for (let written = 0; written < 100 * MB; ) {
        const cells = [];
        for (let c = 0; c < 16_384; c++) cells.push(c % 4 === 3 ? ['a', 'b', 'c'][Math.floor(rnd() * 3)] : String(Math.floor(rnd() * 100)));
        const s = `${cells.join(',')}\n`;
        written += s.length;
        yield s;
      }
    },
  },
  'tiny-rows': {
    note: '50,000,000 rows of one digit ("n", then "7\\n" …)',
    *pieces() {
      yield 'n\n';
      const block = '7\n3\n'.repeat(250_000);
      for (let k = 0; k < 100; k++) yield block;
    },
  },
  'quote-never-closes': {
    note: 'a quote opened on line 2 that never closes, 100 MB',
    *pieces() {
      yield 'a,b\n1,"';
      const block = 'text, "" and\nmore '.repeat(50_000);
      for (let written = 0; written < 100 * MB; written += block.length) yield block;
    },
  },
  'one-huge-field': {
    note: 'one unquoted 100 MB field',
    *pieces() {
      yield 'a\n';
      const block = 'x'.repeat(MB);
      for (let k = 0; k < 100; k++) yield block;
    },
  },
  'unique-long-text': {
    note: 'one column of distinct 100-character texts, ~1,000,000 rows',
    *pieces() {
      yield 'note\n';
      for (let i = 0; i < 1_000; i++) {
        const parts = [];
        for (let k = 0; k < 1_000; k++) parts.push(`${String(i * 1000 + k).padStart(9, '0')} ${'lorem ipsum dolor sit amet '.repeat(4).slice(0, 89)}\n`);
        yield parts.join('');
      }
    },
  },
  'misfits-after-sample': {
    note: '10 numbers, then 40,000,000 text cells in the number column',
    *pieces() {
      yield 'n\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n';
      const block = 'x\nyz\n'.repeat(200_000);
      for (let written = 0; written < 100 * MB; written += block.length) yield block;
    },
  },
  'doubled-quotes': {
    note: 'rows of one quoted field of 2,000 doubled quotes',
    *pieces() {
      yield 'q,n\n';
      const row = `"${'""'.repeat(2_000)}",1\n`;
      const block = row.repeat(100);
      for (let written = 0; written < 100 * MB; written += block.length) yield block;
    },
  },
  'cr-line-ends': {
    note: 'the sales-like file with lone CR line ends',
    *pieces() {
      yield 'id,region,amount\r';
      const rnd = mulberry32(11);
      for (let written = 0, i = 0; written < 100 * MB; ) {
        const parts = [];
        for (let k = 0; k < 10_000; k++, i++) parts.push(`${i},${['North', 'South', 'East'][Math.floor(rnd() * 3)]},${(rnd() * 100).toFixed(2)}\r`);
        const s = parts.join('');
        written += s.length;
        yield s;
      }
    },
  },
  'random-bytes': {
    note: '100 MB of random bytes',
    binary: true,
    *pieces() {
      const rnd = mulberry32(3);
      for (let k = 0; k < 100; k++) yield Buffer.from(Uint8Array.from({ length: MB }, () => Math.floor(rnd() * 256)));
    },
  },
};

/** Writes shape `name` to `file` unless it exists. */
export async function writeShape(name, file) {
  if (existsSync(file) && statSync(file).size > 0) return file;
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file);
  for (const piece of SHAPES[name].pieces()) {
    if (!out.write(piece)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((e) => (e ? reject(e) : resolve())));
  return file;
}
