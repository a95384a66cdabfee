import { describe, expect, it } from 'vitest';
import { kpiBetter } from '../../src/kpi/kpiBetter.js';

describe('kpiBetter', () => {
  it('kpiBetter(header) is lower for a cost, loss or harm named by a word of the header', () => {
    for (const h of ['Deaths', 'Cost Repair', 'Cost Total $', 'error_rate', 'shipping-costs', 'Injuries', 'churnRate'.toLowerCase(), 'latency_ms', 'defects'])
      expect(kpiBetter(h)).toBe('lower');
    // a cost stays lower even when it is money
    expect(kpiBetter('Cost Other', true)).toBe('lower');
  });
  it('kpiBetter(header, money) is higher for money, revenue, sales, profit, orders and counts', () => {
    for (const h of ['revenue', 'Sales', 'net_profit', 'orders', 'count', 'units', 'visitors']) expect(kpiBetter(h)).toBe('higher');
    // amount is higher only as money (its role says so)
    expect(kpiBetter('amount', true)).toBe('higher');
  });
  it('kpiBetter(header, money, holdings) gives a price level a better direction only for a holder', () => {
    for (const h of ['price', 'close', 'adjclose', 'Price (USD)', 'nav', 'unit_price']) {
      expect(kpiBetter(h, true), h).toBe('none');
      expect(kpiBetter(h, true, true), h).toBe('higher');
    }
    // a sale price names sales: higher; a cost price names a cost: lower
    expect(kpiBetter('sale_price', true)).toBe('higher');
    expect(kpiBetter('cost_price', true)).toBe('lower');
  });
  it('kpiBetter(header) is none without evidence: weather has no better direction', () => {
    // 'accost' and 'glossy' contain 'cost' and 'loss' but do not start with them; 'country' is no count
    for (const h of ['precipitation', 'temp_max', 'temp_min', 'wind', 'amount', 'net_generation', 'accost', 'glossy', 'country']) expect(kpiBetter(h)).toBe('none');
  });
});
