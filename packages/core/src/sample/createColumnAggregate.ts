import type { ColumnAggregate } from '../dataset/types.js';

/** A running ColumnAggregate: feed cells one at a time, read `result()` whenever. */
export interface ColumnAggregator {
  /** A cell that reads as the number `value`. */
  addNumber(value: number): void;
  /** A cell that is not a number (text, a date). */
  addOther(): void;
  /** An empty cell or a missing marker. */
  addMissing(): void;
  result(): ColumnAggregate;
  /** Copies the state (for a parser's rewind). */
  clone(): ColumnAggregator;
}

/**
 * Streaming figures of one column: count, missing, numbers, sum, min, max, mean, exact over every cell fed
 * and O(1) in memory. The sum is compensated (Neumaier), so millions of decimals add up to the value a
 * sorted exact sum rounds to, not to an order-dependent drift.
 *
 * @example
 * const a = createColumnAggregate();
 * a.addNumber(2); a.addNumber(4); a.addMissing();
 * a.result(); // { count: 2, missing: 1, numbers: 2, sum: 6, min: 2, max: 4, mean: 3 }
 */
export function createColumnAggregate(): ColumnAggregator {
  return new Aggregate();
}

class Aggregate implements ColumnAggregator {
  count = 0;
  missing = 0;
  numbers = 0;
  sum = 0;
  compensation = 0;
  min = Infinity;
  max = -Infinity;

  addNumber(value: number): void {
    this.count++;
    this.numbers++;
    const t = this.sum + value;
    this.compensation += Math.abs(this.sum) >= Math.abs(value) ? this.sum - t + value : value - t + this.sum;
    this.sum = t;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  addOther(): void {
    this.count++;
  }

  addMissing(): void {
    this.missing++;
  }

  result(): ColumnAggregate {
    const n = this.numbers;
    const sum = this.sum + this.compensation;
    return { count: this.count, missing: this.missing, numbers: n, sum, min: n > 0 ? this.min : NaN, max: n > 0 ? this.max : NaN, mean: n > 0 ? sum / n : NaN };
  }

  clone(): ColumnAggregator {
    return Object.assign(new Aggregate(), this);
  }
}
