/** Longest run of digits a float64 keeps exactly (2^53 ≈ 9.007e15). */
const EXACT_DIGITS = 15;

/**
 * What a number cell's text says about identifiers: 'code' when it is only digits and starts with a
 * zero ('00501') or is longer than 15 digits (a float would drop digits), so it must stay text;
 * 'plain' for other digit-only texts ('501', '0'); 'other' for anything else ('5.0', '-3', '1,200').
 * Surrounding spaces are ignored. Internal to typing/.
 *
 * @example
 * classifyDigits('00501'); // 'code'
 * classifyDigits('12345678901234567890'); // 'code'
 * classifyDigits('501'); // 'plain'
 * classifyDigits('5.0'); // 'other'
 */
export function classifyDigits(text: string, start = 0, end = text.length): 'code' | 'plain' | 'other' {
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  if (start === end) return 'other';
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return 'other';
  }
  const leadingZero = end - start > 1 && text.charCodeAt(start) === 48;
  return leadingZero || end - start > EXACT_DIGITS ? 'code' : 'plain';
}
