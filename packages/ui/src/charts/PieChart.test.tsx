import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.js';
import { chartLegend } from './chartLegend.js';
import { CHART_PALETTE, resetCategoryColors } from './palette.js';
import { PieChart } from './PieChart.js';

beforeEach(() => resetCategoryColors());

const fill = (el: Element) => (el as unknown as SVGElement).style.fill;

/** Top 2 states and the fold of 3 more, as core's chartData gives a pie of counts (issue 13, zipcodes). */
const folded = [
  { label: 'TX', value: 5 },
  { label: 'CA', value: 4 },
  { label: 'Other (3 more)', value: 6, rest: true },
];

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

  it('PieChart draws the folded rest grey, in no category\'s colour, and says in its legend and tooltip what it adds up', () => {
    const { container } = render(<PieChart data={folded} height={240} width={240} title="share of rows by state (top 2 of 5)" />);
    const slices = screen.getAllByTestId('chart-slice');
    expect(slices.map(fill)).toEqual([CHART_PALETTE[0], CHART_PALETTE[1], 'var(--chart-rest)']);
    expect(slices[2]).toHaveAttribute('data-rest', 'true');
    expect(slices[2]!.querySelector('title')).toHaveTextContent('Other (3 more): 6 — outside the top 2, added together');
    // a named slice's tooltip is its label and value only
    expect(slices[0]!.querySelector('title')!.textContent).toBe('TX: 5');
    const items = [...container.querySelectorAll('.tl-chart__legend li')];
    expect(items.map((li) => li.textContent)).toEqual(['TX', 'CA', 'Other (3 more)— outside the top 2, added together']);
    expect((items[2]!.querySelector('.tl-chart__swatch') as HTMLElement).style.background).toBe('var(--chart-rest)');
  });

  it('PieChart\'s rest takes no palette colour: the next category drawn anywhere gets the one after the named slices', () => {
    render(<PieChart data={folded} height={200} width={200} hideLegend />);
    // without the rest kept out, 'Other (3 more)' would hold the third colour and OH would get the fourth
    render(<BarChart data={[{ label: 'OH', value: 1 }]} height={200} width={200} />);
    expect(fill(screen.getByTestId('chart-bar'))).toBe(CHART_PALETTE[2]);
  });

  it('PieChart with the caller\'s colours (the portfolio donut) still greys the rest', () => {
    render(<PieChart data={folded} height={200} width={200} colors={['red', 'green', 'blue']} hideLegend />);
    expect(screen.getAllByTestId('chart-slice').map(fill)).toEqual(['red', 'green', 'var(--chart-rest)']);
  });

  it('chartLegend(\'pie\', data) exports the rest grey and worded', () => {
    expect(chartLegend('pie', folded)).toEqual([
      { label: 'TX', color: CHART_PALETTE[0] },
      { label: 'CA', color: CHART_PALETTE[1] },
      { label: 'Other (3 more) — outside the top 2, added together', color: 'var(--chart-rest)' },
    ]);
  });
});
