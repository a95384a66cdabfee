import type { ColumnType, DateOrder, DecimalSeparator } from '../dataset/types.js';

/** How text cells are read as numbers and dates. */
export interface TypingOptions {
  readonly decimalSeparator: DecimalSeparator;
  readonly dateOrder: DateOrder;
}

/** A column type with the share (0..1) of sampled values that fit it. */
export interface InferredType {
  readonly type: ColumnType;
  readonly fit: number;
}
