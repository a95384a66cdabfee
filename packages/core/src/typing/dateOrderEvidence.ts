import type { DateOrder } from '../dataset/types.js';

const SLASHED = /^\s*(\d{1,2})[/.](\d{1,2})[/.]\d{4}(?:\s|$)/;

/**
 * What one a/b/yyyy date says about day/month order: 'DMY' when a is over 12, 'MDY' when b is,
 * 'either' when both are 12 or under and differ (01/02/2024 reads two ways), null for anything else
 * (other shapes, or a = b, which reads the same both ways). Internal to typing/ and csv/.
 *
 * @example
 * dateOrderEvidence('31/01/2024'); // 'DMY'
 * dateOrderEvidence('01/31/2024'); // 'MDY'
 * dateOrderEvidence('01/02/2024'); // 'either'
 */
export function dateOrderEvidence(text: string): DateOrder | 'either' | null {
  const m = SLASHED.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a > 12 && b <= 12) return 'DMY';
  if (b > 12 && a <= 12) return 'MDY';
  return a !== b && a <= 12 && b <= 12 ? 'either' : null;
}
