import { describe, expect, it } from 'vitest';
import { detectDateOrder } from '../../src/csv/detectDateOrder.js';

describe('detectDateOrder', () => {
  it("detectDateOrder(cells) is 'MDY' when a middle part is over 12", () => {
    expect(detectDateOrder(['12/31/2024', '01/02/2024'])).toBe('MDY');
  });
  it("detectDateOrder(cells) is 'DMY' when a first part is over 12, on ties and by default", () => {
    expect(detectDateOrder(['31/12/2024'])).toBe('DMY');
    expect(detectDateOrder(['31/12/2024', '12/31/2024'])).toBe('DMY');
    expect(detectDateOrder(['01/02/2024', 'x'])).toBe('DMY');
  });
});
