/** A growing set of row indexes, added in ascending order; positions count rows in the set from 0. */
export interface RowSet {
  /** Adds `row`, which is greater than every row so far. */
  add(row: number): void;
  readonly size: number;
  /** The position of `row` in the set (how many smaller rows it holds), or -1 when it is not there. */
  indexOf(row: number): number;
  /** Keeps the first `size` rows. */
  truncate(size: number): void;
  /** Every row, ascending. */
  rows(): IterableIterator<number>;
}

const BLOCK_BITS = 16; // rows per block: 65,536
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;
/** A block holding more rows than this is a bitmap (8 KiB), fewer a sorted list of 16-bit offsets. */
const DENSE = 4096;

type Block = Uint16Array | Uint32Array;

/**
 * Rows split into blocks of 65,536 (a "roaring" layout): a block with few rows keeps them as 16-bit
 * offsets (2 bytes a row), a block with many as a bitmap (1 bit per row of the block). So a handful of
 * misfits cost a few bytes and forty million of them 5 MB, not the 160 MB of a 32-bit list.
 *
 * @example
 * const s = createRowSet();
 * s.add(3); s.add(70_000);
 * s.indexOf(70_000); // 1
 * s.indexOf(4); // -1
 */
export function createRowSet(): RowSet {
  return new RoaringRows();
}

class RoaringRows implements RowSet {
  private readonly keys: number[] = []; // block number of each block
  private readonly blocks: Block[] = [];
  private readonly counts: number[] = []; // rows in each block
  private readonly before: number[] = []; // rows in earlier blocks
  private readonly ranks: (Uint32Array | null)[] = []; // a bitmap block's rows before each 64-word stretch, built when asked
  size = 0;

  add(row: number): void {
    const key = row >>> BLOCK_BITS;
    const low = row & BLOCK_MASK;
    let b = this.keys.length - 1;
    if (b < 0 || this.keys[b] !== key) {
      this.keys.push(key);
      this.blocks.push(new Uint16Array(8));
      this.counts.push(0);
      this.before.push(this.size);
      this.ranks.push(null);
      b++;
    }
    const n = this.counts[b]!;
    let block = this.blocks[b]!;
    if (block instanceof Uint16Array) {
      if (n === DENSE) block = this.blocks[b] = toBitmap(block, n);
      else {
        if (n === block.length) {
          const bigger = new Uint16Array(Math.min(DENSE, n * 2));
          bigger.set(block);
          block = this.blocks[b] = bigger;
        }
        block[n] = low;
      }
    }
    if (block instanceof Uint32Array) {
      block[low >>> 5]! |= 1 << (low & 31);
      this.ranks[b] = null;
    }
    this.counts[b] = n + 1;
    this.size++;
  }

  indexOf(row: number): number {
    const b = this.findBlock(row >>> BLOCK_BITS);
    if (b < 0) return -1;
    const low = row & BLOCK_MASK;
    const block = this.blocks[b]!;
    const n = this.counts[b]!;
    if (block instanceof Uint16Array) {
      let lo = 0;
      let hi = n - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (block[mid] === low) return this.before[b]! + mid;
        if (block[mid]! < low) lo = mid + 1;
        else hi = mid - 1;
      }
      return -1;
    }
    const word = low >>> 5;
    if ((block[word]! & (1 << (low & 31))) === 0) return -1;
    const ranks = (this.ranks[b] ??= stretchRanks(block));
    let rank = ranks[word >>> 6]!;
    for (let w = word & ~63; w < word; w++) rank += popcount(block[w]!);
    return this.before[b]! + rank + popcount(block[word]! & ((1 << (low & 31)) - 1));
  }

  truncate(size: number): void {
    if (size >= this.size) return;
    for (const row of [...this.rows()].slice(size).reverse()) this.remove(row);
  }

  *rows(): IterableIterator<number> {
    for (let b = 0; b < this.keys.length; b++) {
      const base = this.keys[b]! << BLOCK_BITS;
      const block = this.blocks[b]!;
      if (block instanceof Uint16Array) {
        for (let k = 0; k < this.counts[b]!; k++) yield base + block[k]!;
      } else {
        for (let w = 0; w < block.length; w++) {
          for (let bits = block[w]!; bits !== 0; bits &= bits - 1) yield base + (w << 5) + (31 - Math.clz32(bits & -bits));
        }
      }
    }
  }

  /** Removes the largest row, `row` (truncation only: rewinds are rare). */
  private remove(row: number): void {
    const b = this.keys.length - 1;
    const block = this.blocks[b]!;
    const low = row & BLOCK_MASK;
    if (block instanceof Uint32Array) block[low >>> 5]! &= ~(1 << (low & 31));
    this.ranks[b] = null;
    this.size--;
    if (--this.counts[b]! === 0) {
      this.keys.pop();
      this.blocks.pop();
      this.counts.pop();
      this.before.pop();
      this.ranks.pop();
    }
  }

  private findBlock(key: number): number {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid] === key) return mid;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

function toBitmap(list: Uint16Array, n: number): Uint32Array {
  const bits = new Uint32Array(1 << (BLOCK_BITS - 5));
  for (let k = 0; k < n; k++) bits[list[k]! >>> 5]! |= 1 << (list[k]! & 31);
  return bits;
}

/** Rows of a bitmap block before each stretch of 64 words (2,048 rows), so a rank adds at most 63 words. */
function stretchRanks(bits: Uint32Array): Uint32Array {
  const ranks = new Uint32Array(bits.length >>> 6);
  for (let s = 1; s < ranks.length; s++) {
    let n = ranks[s - 1]!;
    for (let w = (s - 1) << 6; w < s << 6; w++) n += popcount(bits[w]!);
    ranks[s] = n;
  }
  return ranks;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
