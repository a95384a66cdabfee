import { describe, expect, it } from 'vitest';
import { kpiBetter } from '../../src/kpi/kpiBetter.js';

describe('kpiBetter', () => {
  it('kpiBetter(header) is lower for a cost, loss or harm named by a word of the header', () => {
    for (const h of ['Deaths', 'Cost Repair', 'Cost Total $', 'error_rate', 'shipping-costs', 'Injuries', 'churnRate'.toLowerCase()]) expect(kpiBetter(h)).toBe('lower');
  });
  it('kpiBetter(header) is higher for everything else, including words that merely contain a stem', () => {
    // 'accost' and 'glossy' contain 'cost' and 'loss' but do not start with them
    for (const h of ['precipitation', 'temp_max', 'amount', 'price', 'net_generation', 'accost', 'glossy']) expect(kpiBetter(h)).toBe('higher');
  });
});
