import { describe, expect, it } from 'vitest';
import { dateOrderEvidence } from '../../src/typing/dateOrderEvidence.js';

describe('dateOrderEvidence', () => {
  it('dateOrderEvidence(text) says which order a part over 12 allows', () => {
    expect(dateOrderEvidence('31/01/2024')).toBe('DMY');
    expect(dateOrderEvidence('01/31/2024')).toBe('MDY');
    expect(dateOrderEvidence('1.13.2024')).toBe('MDY');
  });
  it('dateOrderEvidence(text) is "either" when both parts are 12 or under and differ, null when they are equal', () => {
    expect(dateOrderEvidence('01/02/2024')).toBe('either');
    expect(dateOrderEvidence('05/05/2024')).toBeNull();
  });
  it('dateOrderEvidence(text) is null for other shapes and impossible parts', () => {
    for (const t of ['2024-01-31', 'Jan 1 2000', '31/31/2024', '']) expect(dateOrderEvidence(t)).toBeNull();
  });
});
