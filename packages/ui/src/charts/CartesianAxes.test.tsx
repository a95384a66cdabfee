import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.js';
import { cartesianMargin, labelledBands, slantLabels } from './CartesianAxes.js';

const regions = ['North', 'South', 'East', 'West'].map((label) => ({ label, value: 1 }));
const long = ['Northern Territory', 'South Australia', 'Eastern Cape', 'Western Sahara'].map((label) => ({ label, value: 1 }));

describe('slantLabels', () => {
  it('slantLabels(width, data) keeps short labels level in a phone-sized plot', () => {
    // 4 bands in 245 px are 61 px each; "North" needs about 5 × 6.5 + 8 = 40.5 px.
    expect(slantLabels(245, regions)).toBe(false);
  });

  it('slantLabels(width, data) slants labels wider than their band', () => {
    // "Northern Terr…" (14 chars) needs about 14 × 6.5 + 8 = 99 px, more than 61 px.
    expect(slantLabels(245, long)).toBe(true);
    expect(slantLabels(800, long)).toBe(false); // 200 px bands
  });

  it('slantLabels(width, []) is false', () => {
    expect(slantLabels(100, [])).toBe(false);
  });

  it('cartesianMargin(width, data) leaves more room below for slanted labels', () => {
    expect(cartesianMargin(313, regions).bottom).toBe(36);
    expect(cartesianMargin(313, long).bottom).toBe(72);
  });

  it('labelledBands(domain, width, slanted) labels every k-th band when slanted labels would overlap', () => {
    const months = Array.from({ length: 48 }, (_, i) => `m${i}`);
    // 48 bands × 16 px = 768 px on a 300 px axis: every ⌈768 / 300⌉ = 3rd band
    expect(labelledBands(months, 300, true)).toEqual(months.filter((_, i) => i % 3 === 0));
    expect(labelledBands(months, 300, false)).toEqual(months);
  });
});


describe('CartesianAxes in a chart', () => {
  const sales = [
    { label: 'North', value: 120 },
    { label: 'South', value: 80 },
    { label: 'West', value: 40 },
  ];

  it('draws each tick label as one plain <text>, never measured in the DOM', () => {
    const { container } = render(<BarChart data={sales} height={300} width={600} />);
    // @visx/text measured every label in a hidden <svg><text id=…> appended to the body (getStringWidth: a forced
    // layout each), the main cost of the chart's first draw on the upload screen (issue 15)
    expect(document.getElementById('__react_svg_text_measurement_id')).toBeNull();
    const ticks = [...container.querySelectorAll('text.tl-chart__tick')];
    expect(ticks.every((t) => t.children.length === 0)).toBe(true); // no <tspan> per word, no nested <svg>
    expect(container.querySelectorAll('svg svg')).toHaveLength(0);
    expect(ticks.map((t) => t.textContent)).toEqual(['0', '20', '40', '60', '80', '100', '120', 'North', 'South', 'West']);
  });

  it('puts the labels where visx put them: centred below each band, right-aligned left of each value', () => {
    const { container } = render(<BarChart data={sales} height={300} width={600} />);
    const at = (label: string) => [...container.querySelectorAll('text.tl-chart__tick')].find((t) => t.textContent === label)!;
    // plot 600 − 52 − 16 = 532 px wide, 300 − 12 − 36 = 252 px high (labels level: "North" needs 5 × 6.5 + 8 px of 177).
    // Bands with padding 0.25: step 532 / (3 − 0.25 + 2 × 0.25) = 163.69; the first starts at (532 − 2.75 × 163.69) / 2
    // = 40.92 and is 0.75 × 163.69 = 122.77 wide, so its centre is 102.31. The label hangs 8 (tick) + 10 px below the axis.
    const north = at('North');
    expect(Number(north.getAttribute('x'))).toBeCloseTo(102.31, 1);
    expect(north.getAttribute('y')).toBe('18');
    expect(north.getAttribute('text-anchor')).toBe('middle');
    expect(north.parentElement?.parentElement?.getAttribute('transform')).toBe('translate(0, 252)');
    // 120 is the top of the nice domain [0, 120]: y 0, shifted 4 px down; 8 px tick + 4 px left of the axis
    const top = at('120');
    expect(top.getAttribute('x')).toBe('-12');
    expect(top.getAttribute('y')).toBe('4');
    expect(top.getAttribute('text-anchor')).toBe('end');
  });

  it('slants long labels by 40° about their own anchor', () => {
    const { container } = render(<BarChart data={long} height={300} width={313} />);
    const label = [...container.querySelectorAll('text.tl-chart__tick')].find((t) => t.textContent === 'Northern Terr…')!;
    const x = label.getAttribute('x');
    // dx −4, dy 2: 18 + 2 = 20 below the axis
    expect(label.getAttribute('y')).toBe('20');
    expect(label.getAttribute('transform')).toBe(`rotate(-40, ${x}, 20)`);
    expect(label.getAttribute('text-anchor')).toBe('end');
  });
});
