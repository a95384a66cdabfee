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
  /** The values, trimmed to `length` (a view when little capacity is spare); the buffer is spent. */
  finish(): TextCodes;
}

const INITIAL = 16;

/**
 * Starts as a Uint8Array and widens to 16 and then 32 bits at the first value that needs it, so a
 * column of a few categories costs one byte per row. Capacity grows by half when full.
 *
 * @example
 * const b = createUintBuffer();
 * b.push(3); b.push(300);
 * b.finish(); // Uint16Array [3, 300]
 */
export function createUintBuffer(): UintBuffer {
  let array: TextCodes = new Uint8Array(INITIAL);
  let max = 0xff;
  let length = 0;

  const resize = (capacity: number, width: 8 | 16 | 32): void => {
    const next = width === 8 ? new Uint8Array(capacity) : width === 16 ? new Uint16Array(capacity) : new Uint32Array(capacity);
    next.set(array.subarray(0, length));
    array = next;
    max = width === 8 ? 0xff : width === 16 ? 0xffff : 0xffffffff;
  };
  const width = (): 8 | 16 | 32 => (max === 0xff ? 8 : max === 0xffff ? 16 : 32);

  return {
    push(value) {
      if (value > max) resize(array.length, value > 0xffff ? 32 : 16);
      if (length === array.length) resize(Math.ceil(length * 1.5), width());
      array[length++] = value;
    },
    get length() {
      return length;
    },
    at(index) {
      return array[index]!;
    },
    set(index, value) {
      array[index] = value;
    },
    truncate(to) {
      length = Math.min(length, to);
    },
    finish() {
      // spare capacity under 1/8 is cheaper to keep than a copy of the column at the peak of memory use
      const out = length >= array.length * 0.875 ? array.subarray(0, length) : array.slice(0, length);
      array = new Uint8Array(0);
      length = 0;
      return out;
    },
  };
}
