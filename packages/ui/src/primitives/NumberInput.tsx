import { formatNumber, parseNumber } from '@tallyline/core';
import { useState, type InputHTMLAttributes } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min'> {
  /** The number shown (formatted by core's formatNumber while the field is not being edited). */
  value: number;
  /** Called with each valid number typed; text that is not a number is never passed on. */
  onValueChange: (value: number) => void;
  /** Decimals shown when not editing (default: core's, at most 2). */
  decimals?: number;
  /** Smallest accepted value. */
  min?: number;
}

/**
 * A number field read with core's `parseNumber` ('1,234.5' and '$12' are numbers, '12abc' is not):
 * text that is not a number, or below `min`, is marked invalid (aria-invalid) and not passed on.
 * Shows the value formatted by core's `formatNumber` ('6.56', never '6.557878315132601').
 */
export function NumberInput({ value, onValueChange, decimals, min, onBlur, className, ...rest }: NumberInputProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (Number.isFinite(value) ? formatNumber(value, decimals === undefined ? {} : { decimals }) : '');
  return (
    <input
      {...rest}
      className={className}
      type="text"
      inputMode="decimal"
      value={shown}
      aria-invalid={text !== null && readNumber(text, min) === null ? true : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const n = readNumber(e.target.value, min);
        if (n !== null) onValueChange(n);
      }}
      onBlur={(e) => {
        setText(null);
        onBlur?.(e);
      }}
    />
  );
}

/** The number `text` holds (core's parseNumber), or null when it is none or below `min`. */
export function readNumber(text: string, min?: number): number | null {
  const n = parseNumber(text);
  return Number.isFinite(n) && (min === undefined || n >= min) ? n : null;
}
