import * as core from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trendRecommendations } from './trendRecommendations.js';

// Which recommendations an analysis supports is core's rule, tested in core; here only web's words for core's codes.
vi.mock('@tallyline/core', async (importOriginal) => ({ ...(await importOriginal<typeof core>()), trendRecommendations: vi.fn() }));

const trend = { anomalies: 0, season: null };

beforeEach(() => vi.mocked(core.trendRecommendations).mockReset());

describe('trendRecommendations (web\'s words for core\'s recommendation codes)', () => {
  it('each code reads as the spec\'s sentence (app.md §2 Key Insights)', () => {
    const words: Record<core.TrendRecommendation, string> = {
      anomalies: 'Monitor anomalies closely: they can point to data-quality issues.',
      predictions: 'Use the predictions for planning and resource allocation.',
      seasons: 'Consider seasonal patterns when reading the forecast.',
      alerts: 'Implement automated alerts for significant deviations.',
    };
    for (const code of Object.keys(words) as core.TrendRecommendation[]) {
      vi.mocked(core.trendRecommendations).mockReturnValue([code]);
      expect(trendRecommendations(trend)).toEqual([words[code]]);
    }
  });

  it('keeps core\'s choice and order, and passes the analysis on screen to core', () => {
    vi.mocked(core.trendRecommendations).mockReturnValue(['seasons', 'anomalies']);
    expect(trendRecommendations(trend)).toEqual(['Consider seasonal patterns when reading the forecast.', 'Monitor anomalies closely: they can point to data-quality issues.']);
    expect(core.trendRecommendations).toHaveBeenCalledWith(trend);
    vi.mocked(core.trendRecommendations).mockReturnValue([]);
    expect(trendRecommendations(trend)).toEqual([]);
  });
});
