import { describe, expect, it } from 'vitest';
import { measureTraits } from '../../src/roles/measureTraits.js';

describe('measureTraits', () => {
  it('measureTraits(words) averages temperatures on an interval scale', () => {
    expect(measureTraits(['temp', 'max'], undefined, -1.6, 35.6)).toMatchObject({ aggregation: 'mean', scale: 'interval', money: false, currency: null });
  });
  it('measureTraits(words) sums amounts and counts that nothing marks as rates', () => {
    expect(measureTraits(['precipitation'], undefined, 0, 55.9)).toMatchObject({ aggregation: 'sum', scale: 'ratio', money: false });
    expect(measureTraits(['deaths'], undefined, 0, 3706227).aggregation).toBe('sum');
  });
  it('measureTraits(words) averages prices, rates, percentages and per-capita figures', () => {
    expect(measureTraits(['price'], undefined, 5, 700).aggregation).toBe('mean');
    expect(measureTraits(['growth', 'rate'], undefined, 0, 1).aggregation).toBe('mean');
    expect(measureTraits(['gdp', 'per', 'capita'], undefined, 0, 1).aggregation).toBe('mean');
    expect(measureTraits(['discount'], '%', 0, 30)).toMatchObject({ aggregation: 'mean', reasons: ['values are percentages, so they are averaged, not added'] });
  });
  it('measureTraits(words) sums a total even when its name holds a level word ("total price")', () => {
    expect(measureTraits(['total', 'price'], undefined, 0, 1).aggregation).toBe('sum');
  });
  it('measureTraits(words) averages a statistic even when its name says total ("average total")', () => {
    expect(measureTraits(['average', 'total'], undefined, 0, 1).aggregation).toBe('mean');
  });
  it('measureTraits(words) is interval when values cross zero', () => {
    expect(measureTraits(['change'], undefined, -5, 3).scale).toBe('interval');
    expect(measureTraits(['change'], undefined, 0, 3).scale).toBe('ratio');
  });
  it('measureTraits(words, symbol) is money only with a currency in the cells or the header', () => {
    expect(measureTraits(['amount'], '$', 0, 1)).toMatchObject({ money: true, currency: '$' });
    expect(measureTraits(['revenue', 'eur'], undefined, 0, 1)).toMatchObject({ money: true, currency: '€' });
    expect(measureTraits(['revenue'], undefined, 0, 1)).toMatchObject({ money: true, currency: null });
    expect(measureTraits(['rain'], undefined, 0, 1)).toMatchObject({ money: false, currency: null });
  });
  it('measureTraits(…, wholeNumbers) averages unmarked fractions between 0 and 1 (shares, probabilities) but still sums 0/1 flags and totals', () => {
    expect(measureTraits(['engineers'], undefined, 0.0016, 0.0089, false)).toMatchObject({
      aggregation: 'mean',
      reasons: ['every value is a fraction between 0 and 1, a share or probability: averaged, not added'],
    });
    expect(measureTraits(['churned'], undefined, 0, 1, true).aggregation).toBe('sum');
    expect(measureTraits(['total'], undefined, 0.1, 0.9, false).aggregation).toBe('sum');
    expect(measureTraits(['weight'], undefined, 0.1, 1.5, false).aggregation).toBe('mean');
    expect(measureTraits(['rain'], undefined, 0, 1.5, false).aggregation).toBe('sum');
  });
});
