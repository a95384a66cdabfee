/** Saved state of a reservoir (`mark`/`rewind`). */
export interface ReservoirState {
  readonly seen: number;
  readonly capacity: number;
  readonly rng: number;
}

/**
 * A uniform sample of a stream of unknown length (reservoir sampling, Vitter's algorithm R), as slots:
 * `offer()` is called once per item, in order, and answers the slot (0 … capacity-1) the item goes into,
 * or -1 when it is not kept. The first `capacity` items fill slots 0, 1, 2, …; item i (0-based) after that
 * replaces a random slot with probability capacity/(i+1), so once the stream ends every item is in the
 * sample with the same probability. Seeded (mulberry32, 53-bit draws): the same seed and stream give the
 * same sample. `limit()` while filling stops it at the items kept so far (a memory budget reached): the
 * sample stays uniform, since every item before it was kept whatever the capacity.
 *
 * @example
 * const r = createReservoir(2, 7);
 * [r.offer(), r.offer(), r.offer()]; // [0, 1, -1 or 0 or 1]
 */
export interface Reservoir {
  offer(): number;
  /** Items offered so far. */
  readonly seen: number;
  /** Slots in use: min(seen, capacity). */
  readonly size: number;
  readonly capacity: number;
  /** While still filling: the capacity becomes the items kept so far. */
  limit(): void;
  mark(): ReservoirState;
  rewind(state: ReservoirState): void;
}

export function createReservoir(capacity: number, seed = 1): Reservoir {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  let seen = 0;
  let rng = seed >>> 0;
  const next32 = (): number => {
    rng = (rng + 0x6d2b79f5) | 0;
    let t = Math.imul(rng ^ (rng >>> 15), 1 | rng);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  /** A uniform float in [0, 1) with 53 random bits. */
  const random = (): number => ((next32() >>> 5) * 67_108_864 + (next32() >>> 6)) / 9_007_199_254_740_992;
  return {
    offer() {
      const i = seen++;
      if (i < capacity) return i;
      const j = Math.floor(random() * (i + 1));
      return j < capacity ? j : -1;
    },
    get seen() {
      return seen;
    },
    get size() {
      return Math.min(seen, capacity);
    },
    get capacity() {
      return capacity;
    },
    limit() {
      if (seen < capacity) capacity = Math.max(1, seen);
    },
    mark: () => ({ seen, capacity, rng }),
    rewind(state) {
      seen = state.seen;
      capacity = state.capacity;
      rng = state.rng;
    },
  };
}
