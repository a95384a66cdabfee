import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaChart } from './AreaChart.js';
import { Chart } from './Chart.js';
import { LineChart } from './LineChart.js';

const data = [
  { label: 'Jan', value: 10 },
  { label: 'Feb', value: 30 },
  { label: 'Mar', value: 20 },
];

describe('LineChart and AreaChart', () => {
  it('LineChart marks each point left to right, higher values higher up', () => {
    render(<LineChart data={data} height={300} width={600} title="Sales" />);
    const points = screen.getAllByTestId('chart-point');
    expect(points).toHaveLength(3);
    const xs = points.map((p) => Number(p.getAttribute('cx')));
    const ys = points.map((p) => Number(p.getAttribute('cy')));
    expect(xs[0]).toBeLessThan(xs[1] ?? 0);
    expect(xs[1]).toBeLessThan(xs[2] ?? 0);
    expect(ys[1]).toBeLessThan(ys[0] ?? 0); // 30 is drawn above 10
    expect(screen.getByRole('img', { name: 'Line chart: Sales' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-area')).toBeNull(); // a line chart has no fill
  });

  it('AreaChart fills an area under the points', () => {
    render(<AreaChart data={data} height={300} width={600} title="Sales" />);
    expect(screen.getByTestId('chart-area').getAttribute('d')).toMatch(/^M/);
    expect(screen.getAllByTestId('chart-point')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Area chart: Sales' })).toBeInTheDocument();
  });

  it('LineChart draws a line of more than 60 points without an element per point', () => {
    // 1,500 invisible (r = 0) circles with a <title> each were ~3,000 elements to build and lay out on the first draw
    const days = Array.from({ length: 61 }, (_, i) => ({ label: `d${i}`, value: i % 7 }));
    const { container } = render(<LineChart data={days} height={300} width={600} />);
    expect(screen.queryAllByTestId('chart-point')).toHaveLength(0);
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    render(<LineChart data={days.slice(0, 60)} height={300} width={600} />);
    expect(screen.getAllByTestId('chart-point')).toHaveLength(60);
  });

  it('LineChart and AreaChart put the same point at the same place', () => {
    const { unmount } = render(<LineChart data={data} height={300} width={600} />);
    const line = screen.getAllByTestId('chart-point').map((p) => [p.getAttribute('cx'), p.getAttribute('cy')]);
    unmount();
    render(<AreaChart data={data} height={300} width={600} />);
    const area = screen.getAllByTestId('chart-point').map((p) => [p.getAttribute('cx'), p.getAttribute('cy')]);
    expect(area).toEqual(line);
  });
});

describe('Chart', () => {
  it('picks the chart by type', () => {
    render(<Chart type="pie" data={data} height={200} width={200} />);
    expect(screen.getAllByTestId('chart-slice')).toHaveLength(3);
  });

  it('says an unknown type is not supported', () => {
    render(<Chart type="radar" data={data} height={200} width={200} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chart type not supported');
  });

  it('LineChart draws one line per series over the shared labels, with a legend', () => {
    const series = [
      { label: '2000', value: 10, series: 'AAPL' },
      { label: '2000', value: 40, series: 'MSFT' },
      { label: '2001', value: 20, series: 'AAPL' },
      { label: '2001', value: 30, series: 'MSFT' },
    ];
    render(<LineChart data={series} height={300} width={600} title="Prices" />);
    expect(screen.getAllByTestId('chart-series')).toHaveLength(2);
    const points = screen.getAllByTestId('chart-point');
    // AAPL 2000 and MSFT 2000 share an x; 2001 is further right
    expect(points[0]!.getAttribute('cx')).toBe(points[2]!.getAttribute('cx'));
    expect(Number(points[1]!.getAttribute('cx'))).toBeGreaterThan(Number(points[0]!.getAttribute('cx')));
    expect(screen.getByRole('list', { name: 'Series' }).textContent).toBe('AAPLMSFT');
  });
});

