/** A growing column of numbers (NaN allowed), stored compactly while ingest runs. Internal to ingest. */
export interface NumberBuffer {
  push(value: number): void;
  readonly length: number;
  valueAt(index: number): number;
  /** Drops every value from `length` on. */
  truncate(length: number): void;
  /** The values as one Float64Array of exactly `length` values (possibly a view of a slightly longer buffer); the buffer is spent. */
  finish(): Float64Array;
}

/** Rows per chunk once a column is long: a full chunk is never copied again until `finish`. */
const CHUNK = 65_536;
const INT8_NAN = -128;
const INT32_NAN = -0x80000000;

type Chunk = Int8Array | Int32Array | Float64Array;

/** Below this many expected rows a column is left to the chunks (they cost no copy worth avoiding). */
const HEAD_FROM = 65_536;

/**
 * Numbers in chunks, each as narrow as its values allow: small integers in 8 bits, other 32-bit
 * integers in 32 bits, anything else in 64 (NaN is a reserved value in the integer chunks). A column
 * of counts or ids costs 1–4 bytes a row until `finish` builds the Float64Array the Dataset holds.
 * The first chunk starts small and doubles, so a short column (one of thousands) stays small.
 *
 * With `expectedRows` (a whole file's estimate, from `parseCsv`) the first values go straight into one
 * Float64Array of that length, which `finish` hands over as it is (a view when it is at least 7/8 full): no
 * second copy of the column at the end, when every column's copy would otherwise exist beside its chunks.
 * An estimate that is too high mostly costs address space (a large zeroed allocation is mapped lazily, and pages
 * no value reached are not touched; `finish` copies out the values when more than 1/8 is spare); values past the
 * estimate go on into chunks.
 *
 * @example
 * const b = createNumberBuffer();
 * b.push(1); b.push(NaN); b.push(2.5);
 * b.finish(); // Float64Array [1, NaN, 2.5]
 */
export function createNumberBuffer(expectedRows = 0): NumberBuffer {
  return new Numbers(expectedRows >= HEAD_FROM ? expectedRows : 0);
}

const INT8 = 0;
const INT32 = 1;
const FLOAT64 = 2;

class Numbers implements NumberBuffer {
  private head: Float64Array | null; // the first values, when the column's length was expected
  private headLength = 0;
  private readonly full: Chunk[] = [];
  private chunk: Chunk = new Int8Array(16);
  private kind = INT8;
  private at = 0; // values in `chunk`

  constructor(expectedRows: number) {
    this.head = expectedRows > 0 ? new Float64Array(expectedRows) : null;
  }

  get length(): number {
    return this.headLength + this.full.length * CHUNK + this.at;
  }

  push(value: number): void {
    const head = this.head;
    if (head !== null && this.headLength < head.length) {
      head[this.headLength++] = value;
      return;
    }
    if (this.at === this.chunk.length) this.next();
    const chunk = this.chunk;
    if (this.kind === FLOAT64) {
      chunk[this.at++] = value;
      return;
    }
    const int = value | 0;
    if (int === value && (int !== 0 || 1 / value > 0)) {
      if (this.kind === INT8 && (int <= INT8_NAN || int > 127)) this.widen(INT32);
      if (this.kind === INT8 || int !== INT32_NAN) {
        this.chunk[this.at++] = int;
        return;
      }
    } else if (value !== value) {
      chunk[this.at++] = this.kind === INT8 ? INT8_NAN : INT32_NAN;
      return;
    }
    this.widen(FLOAT64);
    this.chunk[this.at++] = value;
  }

  valueAt(index: number): number {
    if (index < this.headLength) return this.head![index]!;
    index -= this.headLength;
    const k = Math.floor(index / CHUNK);
    return read(k < this.full.length ? this.full[k]! : this.chunk, index - k * CHUNK);
  }

  truncate(length: number): void {
    if (length >= this.length) return;
    if (length <= this.headLength) {
      this.headLength = length;
      this.full.length = 0;
      this.chunk = new Int8Array(16);
      this.kind = INT8;
      this.at = 0;
      return;
    }
    length -= this.headLength;
    const keep = Math.floor(length / CHUNK);
    if (keep < this.full.length) {
      this.chunk = this.full[keep]!;
      this.kind = kindOf(this.chunk);
      this.full.length = keep;
    }
    this.at = length - keep * CHUNK;
  }

  finish(): Float64Array {
    const { head, headLength } = this;
    this.head = null;
    this.headLength = 0;
    if (head !== null && this.full.length === 0 && this.at === 0) {
      return headLength >= head.length * 0.875 ? head.subarray(0, headLength) : head.slice(0, headLength);
    }
    const out = new Float64Array(headLength + this.full.length * CHUNK + this.at);
    if (head !== null) out.set(head.subarray(0, headLength));
    this.full.forEach((c, k) => copyInto(out, c, c.length, headLength + k * CHUNK));
    copyInto(out, this.chunk, this.at, headLength + this.full.length * CHUNK);
    this.full.length = 0;
    this.chunk = new Int8Array(0);
    this.at = 0;
    return out;
  }

  /** A full chunk: the first one doubles up to CHUNK rows, later ones start at CHUNK (8-bit again). */
  private next(): void {
    const chunk = this.chunk;
    if (chunk.length < CHUNK) {
      const bigger = this.kind === INT8 ? new Int8Array(chunk.length * 2) : this.kind === INT32 ? new Int32Array(chunk.length * 2) : new Float64Array(chunk.length * 2);
      bigger.set(chunk);
      this.chunk = bigger;
      return;
    }
    this.full.push(chunk);
    this.chunk = new Int8Array(CHUNK);
    this.kind = INT8;
    this.at = 0;
  }

  private widen(kind: number): void {
    const from = this.chunk;
    const to = kind === INT32 ? new Int32Array(from.length) : new Float64Array(from.length);
    for (let i = 0; i < this.at; i++) {
      const v = read(from, i);
      to[i] = v !== v && kind === INT32 ? INT32_NAN : v;
    }
    this.chunk = to;
    this.kind = kind;
  }
}

function kindOf(chunk: Chunk): number {
  return chunk instanceof Int8Array ? INT8 : chunk instanceof Int32Array ? INT32 : FLOAT64;
}

function read(chunk: Chunk, i: number): number {
  const v = chunk[i]!;
  if (chunk instanceof Int8Array) return v === INT8_NAN ? NaN : v;
  if (chunk instanceof Int32Array) return v === INT32_NAN ? NaN : v;
  return v;
}

/** One loop per kind (not `read` per value): this runs once for every row of every number column. */
function copyInto(out: Float64Array, chunk: Chunk, count: number, offset: number): void {
  if (chunk instanceof Float64Array) out.set(chunk.subarray(0, count), offset);
  else {
    const nan = chunk instanceof Int8Array ? INT8_NAN : INT32_NAN;
    for (let i = 0; i < count; i++) {
      const v = chunk[i]!;
      out[offset + i] = v === nan ? NaN : v;
    }
  }
}
