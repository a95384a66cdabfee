/** A growing column of numbers (NaN allowed), stored compactly while ingest runs. Internal to ingest. */
export interface NumberBuffer {
  push(value: number): void;
  readonly length: number;
  at(index: number): number;
  /** Drops every value from `length` on. */
  truncate(length: number): void;
  /** The values as one exact-length Float64Array; the buffer is spent. */
  finish(): Float64Array;
}

/** Rows per chunk once a column is long: a full chunk is never copied again until `finish`. */
const CHUNK = 65_536;
const INT8_NAN = -128;
const INT32_NAN = -0x80000000;

type Chunk = Int8Array | Int32Array | Float64Array;

/**
 * Numbers in chunks, each as narrow as its values allow: small integers in 8 bits, other 32-bit
 * integers in 32 bits, anything else in 64 (NaN is a reserved value in the integer chunks). A column
 * of counts or ids costs 1–4 bytes a row until `finish` builds the Float64Array the Dataset holds.
 * The first chunk starts small and doubles, so a short column (one of thousands) stays small.
 *
 * @example
 * const b = createNumberBuffer();
 * b.push(1); b.push(NaN); b.push(2.5);
 * b.finish(); // Float64Array [1, NaN, 2.5]
 */
export function createNumberBuffer(): NumberBuffer {
  const full: Chunk[] = [];
  let chunk: Chunk = new Int8Array(16);
  let at = 0; // values in `chunk`

  const widen = (to: Chunk): void => {
    for (let i = 0; i < at; i++) {
      const v = read(chunk, i);
      to[i] = v !== v && to instanceof Int32Array ? INT32_NAN : v;
    }
    chunk = to;
  };
  const store = (value: number): void => {
    if (chunk instanceof Float64Array) {
      chunk[at++] = value;
      return;
    }
    const int = value | 0;
    if (int === value && !(int === 0 && 1 / value < 0)) {
      if (chunk instanceof Int8Array) {
        if (int > INT8_NAN && int < 128) {
          chunk[at++] = int;
          return;
        }
        widen(new Int32Array(chunk.length));
      }
      if (int !== INT32_NAN) {
        chunk[at++] = int;
        return;
      }
    } else if (value !== value) {
      chunk[at++] = chunk instanceof Int8Array ? INT8_NAN : INT32_NAN;
      return;
    }
    widen(new Float64Array(chunk.length));
    chunk[at++] = value;
  };

  return {
    push(value) {
      if (at === chunk.length) {
        if (chunk.length < CHUNK) {
          const bigger = new (chunk.constructor as new (n: number) => Chunk)(chunk.length * 2);
          bigger.set(chunk);
          chunk = bigger;
        } else {
          full.push(chunk);
          chunk = new Int8Array(CHUNK);
          at = 0;
        }
      }
      store(value);
    },
    get length() {
      return full.length * CHUNK + at;
    },
    at(index) {
      const k = Math.floor(index / CHUNK);
      return read(k < full.length ? full[k]! : chunk, index - k * CHUNK);
    },
    truncate(length) {
      if (length >= this.length) return;
      const keep = Math.floor(length / CHUNK);
      if (keep < full.length) {
        chunk = full[keep]!;
        full.length = keep;
      }
      at = length - keep * CHUNK;
    },
    finish() {
      const out = new Float64Array(this.length);
      full.forEach((c, k) => copyInto(out, c, c.length, k * CHUNK));
      copyInto(out, chunk, at, full.length * CHUNK);
      full.length = 0;
      chunk = new Int8Array(0);
      at = 0;
      return out;
    },
  };
}

function read(chunk: Chunk, i: number): number {
  const v = chunk[i]!;
  if (chunk instanceof Int8Array) return v === INT8_NAN ? NaN : v;
  if (chunk instanceof Int32Array) return v === INT32_NAN ? NaN : v;
  return v;
}

function copyInto(out: Float64Array, chunk: Chunk, count: number, offset: number): void {
  if (chunk instanceof Float64Array) out.set(chunk.subarray(0, count), offset);
  else for (let i = 0; i < count; i++) out[offset + i] = read(chunk, i);
}
