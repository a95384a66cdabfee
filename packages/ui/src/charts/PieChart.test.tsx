import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PieChart } from './PieChart.js';

describe('PieChart', () => {
  it('draws one slice per datum and a legend naming each', () => {
    const { container } = render(
      <PieChart data={[{ label: 'A', value: 3 }, { label: 'B', value: 1 }]} height={240} width={240} title="Share" />,
    );
    const slices = screen.getAllByTestId('chart-slice');
    expect(slices).toHaveLength(2);
    expect(slices.every((s) => (s.getAttribute('d') ?? '').length > 0)).toBe(true);
    expect(screen.getByRole('img', { name: 'Pie chart: Share' })).toBeInTheDocument();
    const legend = container.querySelector('.tl-chart__legend');
    expect(legend).toHaveTextContent('A');
    expect(legend).toHaveTextContent('B');
  });

  it('cycles the palette when there are more slices than colours', () => {
    const data = ['a', 'b', 'c', 'd'].map((label) => ({ label, value: 1 }));
    render(<PieChart data={data} height={200} width={200} colors={['red', 'green', 'blue']} hideLegend />);
    const fills = screen.getAllByTestId('chart-slice').map((s) => (s as unknown as SVGElement).style.fill);
    expect(fills).toEqual(['red', 'green', 'blue', 'red']);
  });
});
