import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrendChart } from '../steps/TrendChart.js';
import { BarChart } from './BarChart.js';
import { ChartFrame } from './ChartFrame.js';

const data = [
  { label: 'North', value: 3 },
  { label: 'South', value: 5 },
];

/** Gives every element a layout width (jsdom has no layout of its own). */
function fakeLayoutWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) });
}

afterEach(() => vi.restoreAllMocks());

describe('useElementWidth', () => {
  it('a chart without a width fills its container on the first render, not after a resize event', () => {
    fakeLayoutWidth(480.6);
    render(<BarChart data={data} height={200} title="Units" />);
    // No waitFor: the drawing must be there before the first paint. 480.6 is floored to 480.
    const svg = screen.getByRole('img', { name: 'Bar chart: Units' }).querySelector('svg');
    expect(svg).toHaveAttribute('width', '480');
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(2);
  });

  it('TrendChart without a width fills its container on the first render', () => {
    fakeLayoutWidth(640);
    const { container } = render(<TrendChart data={[{ period: '2024-01', value: 1, predicted: false, anomaly: false }]} height={240} />);
    expect(container.querySelector('svg.tl-trend-chart__svg')).toHaveAttribute('width', '640');
  });

  it('a measured chart draws its body once on mount, at the measured width (no provisional first drawing)', () => {
    fakeLayoutWidth(480);
    const body = vi.fn((w: number) => <svg width={w} />);
    render(
      <ChartFrame data={data} height={200} kind="Bar chart">
        {body}
      </ChartFrame>,
    );
    expect(body.mock.calls).toEqual([[480]]);
  });

  it('draws nothing while the container has no width yet', () => {
    fakeLayoutWidth(0);
    render(<BarChart data={data} height={200} title="Units" />);
    expect(screen.queryAllByTestId('chart-bar')).toHaveLength(0);
  });
});
