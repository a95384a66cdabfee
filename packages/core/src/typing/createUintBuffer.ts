import type { TextCodes } from '../dataset/types.js';

/** A growing array of unsigned integers, stored as narrow as the largest value so far allows. Internal to ingest. */
export interface UintBuffer {
  push(value: number): void;
  readonly length: number;
  at(index: number): number;
  /** Overwrites a value (no wider than the values so far). */
  set(index: number, value: number): void;
  /** Drops every value from `length` on. */
  truncate(length: number): void;
  /** Makes room for `capacity` values at once (an expected length), so the array does not grow by copies. */
  reserve(capacity: number): void;
  /** The values, trimmed to `length` (a view when little capacity is spare); the buffer is spent. */
  finish(): TextCodes;
}

const NONE = new Uint8Array(0);

/**
 * Starts as a Uint8Array and widens to 16 and then 32 bits at the first value that needs it, so a
 * column of a few categories costs one byte per row. Capacity grows by half when full. A class, not
 * closures: a file may have thousands of columns, each with a few of these.
 *
 * @example
 * const b = createUintBuffer();
 * b.push(3); b.push(300);
 * b.finish(); // Uint16Array [3, 300]
 */
export function createUintBuffer(): UintBuffer {
  return new Uints();
}

class Uints implements UintBuffer {
  private array: TextCodes = NONE; // nothing allocated until the first value
  private max = 0xff;
  length = 0;

  push(value: number): void {
    if (value > this.max) this.resize(this.array.length, value > 0xffff ? 0xffffffff : 0xffff);
    if (this.length === this.array.length) this.resize(Math.max(16, Math.ceil(this.length * 1.5)), this.max);
    this.array[this.length++] = value;
  }

  at(index: number): number {
    return this.array[index]!;
  }

  set(index: number, value: number): void {
    this.array[index] = value;
  }

  truncate(length: number): void {
    this.length = Math.min(this.length, length);
  }

  reserve(capacity: number): void {
    if (capacity > this.array.length) this.resize(capacity, this.max);
  }

  finish(): TextCodes {
    const { array, length } = this;
    // spare capacity under 1/8 is cheaper to keep than a copy of the column at the peak of memory use
    const out = length >= array.length * 0.875 ? array.subarray(0, length) : array.slice(0, length);
    this.array = NONE;
    this.length = 0;
    return out;
  }

  private resize(capacity: number, max: number): void {
    const next = max === 0xff ? new Uint8Array(capacity) : max === 0xffff ? new Uint16Array(capacity) : new Uint32Array(capacity);
    next.set(this.array.subarray(0, this.length));
    this.array = next;
    this.max = max;
  }
}
