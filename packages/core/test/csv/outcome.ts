import { createCsvParser } from '../../src/csv/createCsvParser.js';
import type { CsvOptions } from '../../src/csv/types.js';
import { CsvParseError } from '../../src/errors.js';

/** Test-only: everything observable about a parse, or the error it threw, as plain data. */
export function outcome(chunks: readonly (string | Uint8Array)[], options: CsvOptions = {}): unknown {
  try {
    const parser = createCsvParser(options);
    for (const c of chunks) parser.push(c);
    const ds = parser.finish();
    return { headers: ds.headers, rows: [...ds.rows()], detected: ds.detected, warnings: ds.warnings, summary: ds.summary };
  } catch (e) {
    if (e instanceof CsvParseError) return { error: e.code, line: e.line };
    throw e;
  }
}

/** Test-only: cuts `input` at the given (sorted, deduplicated) offsets. */
export function cut<T extends string | Uint8Array>(input: T, offsets: readonly number[]): T[] {
  const at = [...new Set(offsets.map((o) => Math.min(o, input.length)))].sort((a, b) => a - b);
  const pieces: T[] = [];
  let from = 0;
  for (const o of [...at, input.length]) {
    pieces.push(input.slice(from, o) as T);
    from = o;
  }
  return pieces;
}
