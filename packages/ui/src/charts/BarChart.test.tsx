import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.js';

const data = [
  { label: 'North', value: 120 },
  { label: 'South', value: 80 },
  { label: 'West', value: 40 },
];

describe('BarChart', () => {
  it('draws one bar per datum, taller for larger values', () => {
    render(<BarChart data={data} height={300} width={600} title="Revenue by Region" />);
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars).toHaveLength(3);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[0]).toBeGreaterThan(heights[1] ?? Infinity);
    expect(heights[1]).toBeGreaterThan(heights[2] ?? Infinity);
  });

  it('is an image named by its title with a hidden table of the values', () => {
    render(<BarChart data={data} height={300} width={600} title="Revenue by Region" />);
    expect(screen.getByRole('img', { name: 'Bar chart: Revenue by Region' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue by Region' });
    expect(table).toHaveTextContent('North');
    expect(table).toHaveTextContent('120');
    // Hidden by a wrapping block: a table ignores height: 1px, so hiding the table itself left a
    // full-height invisible box that stretched the page.
    expect(table).not.toHaveClass('visually-hidden');
    expect(table.parentElement).toHaveClass('visually-hidden');
  });

  it('colours bars from the given colours in order', () => {
    render(<BarChart data={data} height={300} width={600} colors={['red', 'blue']} />);
    const fills = screen.getAllByTestId('chart-bar').map((b) => (b as unknown as SVGElement).style.fill);
    expect(fills).toEqual(['red', 'blue', 'red']);
  });

  it('shows the empty message when there is no data', () => {
    render(<BarChart data={[]} height={300} width={600} emptyMessage="No data available for visualization" />);
    expect(screen.getByRole('status')).toHaveTextContent('No data available for visualization');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws negative values below the zero line', () => {
    render(<BarChart data={[{ label: 'Loss', value: -50 }, { label: 'Gain', value: 50 }]} height={300} width={600} />);
    const [loss, gain] = screen.getAllByTestId('chart-bar');
    expect(Number(loss?.getAttribute('y'))).toBeGreaterThanOrEqual(Number(gain?.getAttribute('y')) + Number(gain?.getAttribute('height')) - 0.5);
  });
});
