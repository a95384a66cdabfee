/** Segments this short are finished by insertion sort, not by another radix pass. */
const SMALL = 24;
/** Segments this long are ordered by an LSD radix sort of their keys; shorter ones (whose 1,024 counters would cost more than their elements) by the engine's numeric sort. */
const RADIX_FROM = 4096;
/** 2^21: a segment position fits below a 32-bit key in a double's 53 exact bits. */
const POSITIONS = 2_097_152;

/**
 * Sorts `ids` (in place) by their byte strings `units[from[id], to[id])` — byte by byte, a string that
 * ends first is smaller — and marks in `fresh` (by position, after the sort) which ids start a run of equal
 * strings (1) and which equal the id before them (0). An MSD radix sort four bytes at a time: each
 * segment of ids that agree so far gets the next four bytes of each as one 32-bit key (one read near the
 * last) and is ordered by those keys — an LSD radix sort (constant bytes skipped) when the segment is big,
 * the engine's numeric sort of key-and-position doubles when it is not; its runs of equal keys go on four
 * bytes deeper, and a run that holds a string's end is a run of equal strings. No comparator calls, so
 * hundreds of thousands of distinct texts sort in well under a second, not seconds.
 *
 * @example
 * const units = Uint8Array.of(2, 1, 2);
 * const ids = Uint32Array.of(0, 1, 2);
 * const fresh = new Uint8Array(3);
 * sortByUnits(ids, fresh, units, Int32Array.of(0, 1, 2), Int32Array.of(1, 2, 3));
 * // ids [1, 0, 2], fresh [1, 1, 0]
 */
export function sortByUnits(ids: Uint32Array, fresh: Uint8Array, units: Uint8Array | Uint16Array, from: Int32Array, to: Int32Array): void {
  const n = ids.length;
  fresh.fill(1);
  if (n < 2) return;
  // 16-bit units (token ranks) go two to a key, bytes four
  const wide = units.BYTES_PER_ELEMENT === 2;
  const step = wide ? 2 : 4;
  const last = wide ? 0xffff : 0xff;
  const keys = new Uint32Array(n);
  const spareKeys = new Uint32Array(n);
  const spareIds = new Uint32Array(n);
  const counts = new Int32Array(4 * 256);
  const packed = new Float64Array(n);
  const stack: number[] = [0, n, 0];
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    const lo = stack.pop()!;
    if (hi - lo <= SMALL) {
      insertionSort(ids, fresh, lo, hi, depth, units, from, to);
      continue;
    }
    if (wide) readWideKeys(ids, lo, hi, depth, units as Uint16Array, from, to, keys);
    else for (let i = lo; i < hi; i++) {
      const id = ids[i]!;
      const at = from[id]! + depth;
      const left = to[id]! - at;
      let key = 0;
      if (left >= 4) key = ((units[at]! << 24) | (units[at + 1]! << 16) | (units[at + 2]! << 8) | units[at + 3]!) >>> 0;
      else if (left > 0) {
        key = units[at]! << 24;
        if (left > 1) key |= units[at + 1]! << 16;
        if (left > 2) key |= units[at + 2]! << 8;
        key >>>= 0;
      }
      keys[i] = key;
    }
    if (hi - lo >= RADIX_FROM) sortSegmentByKey(keys, ids, lo, hi, spareKeys, spareIds, counts);
    else sortSegmentPacked(keys, ids, lo, hi, spareIds, packed);
    let start = lo;
    for (let i = lo + 1; i <= hi; i++) {
      if (i < hi && keys[i] === keys[start]) continue;
      if (i - start > 1) {
        // a zero unit is past a string's end (every unit is at least 1): the run's strings are equal
        if ((keys[start]! & last) === 0) fresh.fill(0, start + 1, i);
        else stack.push(start, i, depth + step);
      }
      start = i;
    }
  }
}

/** The keys of `ids[lo, hi)` from 16-bit units: the two units at `depth` of each, the first high, 0 past the end. */
function readWideKeys(ids: Uint32Array, lo: number, hi: number, depth: number, units: Uint16Array, from: Int32Array, to: Int32Array, keys: Uint32Array): void {
  for (let i = lo; i < hi; i++) {
    const id = ids[i]!;
    const at = from[id]! + depth;
    const left = to[id]! - at;
    keys[i] = left >= 2 ? ((units[at]! << 16) | units[at + 1]!) >>> 0 : left === 1 ? (units[at]! << 16) >>> 0 : 0;
  }
}

/** Stable LSD radix sort of `keys[lo, hi)` with `ids` alongside, a byte at a time; bytes no key varies in are skipped. */
function sortSegmentByKey(keys: Uint32Array, ids: Uint32Array, lo: number, hi: number, spareKeys: Uint32Array, spareIds: Uint32Array, counts: Int32Array): void {
  counts.fill(0);
  for (let i = lo; i < hi; i++) {
    const k = keys[i]!;
    counts[k & 0xff]!++;
    counts[256 + ((k >>> 8) & 0xff)]!++;
    counts[512 + ((k >>> 16) & 0xff)]!++;
    counts[768 + (k >>> 24)]!++;
  }
  const size = hi - lo;
  let srcKeys = keys;
  let srcIds = ids;
  let dstKeys = spareKeys;
  let dstIds = spareIds;
  for (let pass = 0; pass < 4; pass++) {
    const base = pass * 256;
    const shift = pass * 8;
    let constant = false;
    let sum = lo;
    for (let d = 0; d < 256; d++) {
      const c = counts[base + d]!;
      if (c === size) constant = true;
      counts[base + d] = sum;
      sum += c;
    }
    if (constant) continue;
    for (let i = lo; i < hi; i++) {
      const k = srcKeys[i]!;
      const at = counts[base + ((k >>> shift) & 0xff)]!++;
      dstKeys[at] = k;
      dstIds[at] = srcIds[i]!;
    }
    [srcKeys, dstKeys] = [dstKeys, srcKeys];
    [srcIds, dstIds] = [dstIds, srcIds];
  }
  if (srcKeys !== keys) {
    keys.set(srcKeys.subarray(lo, hi), lo);
    ids.set(srcIds.subarray(lo, hi), lo);
  }
}

/**
 * Orders `keys[lo, hi)` (fewer than POSITIONS of them) with `ids` alongside by the engine's native sort of a
 * Float64Array: each key and its position packed into one exact integer (key · 2^21 + position).
 */
function sortSegmentPacked(keys: Uint32Array, ids: Uint32Array, lo: number, hi: number, spareIds: Uint32Array, packed: Float64Array): void {
  for (let i = lo; i < hi; i++) {
    packed[i] = keys[i]! * POSITIONS + (i - lo);
    spareIds[i] = ids[i]!;
  }
  packed.subarray(lo, hi).sort();
  for (let i = lo; i < hi; i++) {
    const v = packed[i]!;
    const position = v % POSITIONS;
    keys[i] = (v - position) / POSITIONS;
    ids[i] = spareIds[lo + position]!;
  }
}

/** Insertion sort of `ids[lo, hi)` by their units from `depth` on (the bytes before are equal), marking equal neighbours. */
function insertionSort(ids: Uint32Array, fresh: Uint8Array, lo: number, hi: number, depth: number, units: Uint8Array | Uint16Array, from: Int32Array, to: Int32Array): void {
  for (let i = lo + 1; i < hi; i++) {
    const id = ids[i]!;
    let j = i - 1;
    while (j >= lo && compareUnits(ids[j]!, id, depth, units, from, to) > 0) {
      ids[j + 1] = ids[j]!;
      j--;
    }
    ids[j + 1] = id;
  }
  for (let i = lo + 1; i < hi; i++) if (compareUnits(ids[i - 1]!, ids[i]!, depth, units, from, to) === 0) fresh[i] = 0;
}

function compareUnits(a: number, b: number, depth: number, units: Uint8Array | Uint16Array, from: Int32Array, to: Int32Array): number {
  let i = from[a]! + depth;
  let j = from[b]! + depth;
  const endA = to[a]!;
  const endB = to[b]!;
  for (; i < endA && j < endB; i++, j++) {
    const d = units[i]! - units[j]!;
    if (d !== 0) return d;
  }
  return endA - i - (endB - j);
}
