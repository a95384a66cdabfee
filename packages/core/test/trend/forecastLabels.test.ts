import { describe, expect, it } from 'vitest';
import { forecastLabels } from '../../src/trend/forecastLabels.js';

describe('forecastLabels', () => {
  it('forecastLabels(series, h) continues Period n, or the next chunks of rows', () => {
    expect(forecastLabels({ values: [1, 2], labels: ['Period 1', 'Period 2'] }, 2).labels).toEqual(['Period 3', 'Period 4']);
    expect(forecastLabels({ values: [1, 2], labels: ['Period 1-3', 'Period 4-6'], rowsPerBucket: 3 }, 1).labels).toEqual(['Period 7-9']);
  });
  it('forecastLabels(series, h) continues the calendar periods of a dated series', () => {
    const q = forecastLabels({ values: [1], labels: ['2024-Q4'], times: [Date.UTC(2024, 9, 1)], unit: 'quarter' }, 2);
    expect(q).toEqual({ labels: ['2025-Q1', '2025-Q2'], times: [Date.UTC(2025, 0, 1), Date.UTC(2025, 3, 1)] });
    const w = forecastLabels({ values: [1], labels: ['Week of 2015-12-21'], times: [Date.UTC(2015, 11, 21)], unit: 'week' }, 1);
    expect(w.labels).toEqual(['Week of 2015-12-28']);
  });
});
