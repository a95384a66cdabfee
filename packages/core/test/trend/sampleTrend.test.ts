import { describe, expect, it } from 'vitest';
import { sampleTrend, SAMPLE_TREND_VALUES } from '../../src/trend/sampleTrend.js';

describe('sampleTrend', () => {
  it('sampleTrend() is the spec §9 fallback: 12 periods, 2 anomalies, 5 forecasts, always the same', () => {
    const s = sampleTrend();
    expect(s.data.filter((p) => !p.predicted).map((p) => p.value)).toEqual([...SAMPLE_TREND_VALUES]);
    expect(s.data.filter((p) => p.anomaly).map((p) => p.period)).toEqual(['Period 4', 'Period 9']);
    expect(s.data.filter((p) => p.predicted)).toHaveLength(5);
    expect(s).toMatchObject({ anomalies: 2, isSample: true, horizon: 5, season: null, direction: 'Upward' });
    expect(sampleTrend()).toEqual(s);
  });
});
