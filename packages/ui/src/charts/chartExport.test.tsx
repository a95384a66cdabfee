import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.js';
import { chartFileName, composeChartSvg, exportDate, sourceLine } from './chartExport.js';
import { chartLegend } from './chartLegend.js';
import { LineChart } from './LineChart.js';
import { resetCategoryColors } from './palette.js';
import { PieChart } from './PieChart.js';
import type { ChartDatum } from './types.js';

const sales: ChartDatum[] = [
  { label: 'North', value: 1200 },
  { label: 'South', value: 800 },
  { label: 'East', value: 450 },
];

function drawn(node: React.ReactElement): SVGSVGElement {
  const { container } = render(node);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return svg;
}

beforeEach(() => resetCategoryColors());

describe('composeChartSvg', () => {
  it('puts the title, legend entries, axis labels, source and date into the SVG text', () => {
    const svg = drawn(<BarChart data={sales} height={240} width={480} title="Sales by region" />);
    const date = new Date(2026, 10, 26, 18, 0);
    const { svg: text, width, height } = composeChartSvg(svg, {
      title: 'Sales by region',
      legend: chartLegend('bar', sales),
      xLabel: 'region',
      yLabel: 'Total sales',
      source: 'sales.csv',
      date,
    });
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.querySelector('parsererror')?.textContent ?? null, text.slice(0, 3000)).toBeNull();
    const part = (name: string) => doc.querySelector(`[data-part="${name}"]`)?.textContent;
    expect(part('title')).toBe('Sales by region');
    expect(part('x-label')).toBe('region');
    expect(part('y-label')).toBe('Total sales');
    expect(part('source')).toBe('Source: sales.csv · Exported 2026-11-26');
    const legend = [...doc.querySelectorAll('[data-part="legend"] text')].map((t) => t.textContent);
    expect(legend).toEqual(['North', 'South', 'East']);
    expect(text).toContain('Sales by region');
    expect(text).toContain('sales.csv');
    expect(text).toContain('2026-11-26');
    // the drawing itself is inside, bars and tick labels included, at the size it was drawn
    expect(doc.querySelectorAll('[data-testid="chart-bar"]')).toHaveLength(3);
    expect(text).toContain('>North<');
    expect(width).toBeGreaterThanOrEqual(480);
    expect(height).toBeGreaterThan(240);
    expect(doc.documentElement.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  });

  it('escapes text and leaves out what is not given', () => {
    const svg = drawn(<LineChart data={sales} height={200} width={300} />);
    const { svg: text } = composeChartSvg(svg, { title: 'A < B & "C"', date: new Date(2026, 0, 2) });
    expect(text).toContain('A &lt; B &amp; "C"');
    expect(text).not.toContain('data-part="legend"');
    expect(text).not.toContain('data-part="x-label"');
    expect(text).toContain('Exported 2026-01-02');
  });

  it('names files from the title', () => {
    expect(chartFileName('Revenue by Region')).toBe('revenue-by-region.png');
    expect(chartFileName('  Sales (USD) Analysis! ', 'svg')).toBe('sales-usd-analysis.svg');
    expect(chartFileName(undefined)).toBe('chart.png');
    expect(exportDate(new Date(2026, 10, 5))).toBe('2026-11-05');
    expect(sourceLine(undefined, new Date(2026, 10, 5))).toBe('Exported 2026-11-05');
  });
});

describe('one colour per category', () => {
  it('gives a category the same colour in two different panels, wherever it stands', () => {
    const first = drawn(<BarChart data={sales} height={200} width={300} />);
    const second = drawn(
      <PieChart
        data={[
          { label: 'West', value: 3 },
          { label: 'East', value: 2 },
          { label: 'North', value: 1 },
        ]}
        height={200}
        width={300}
      />,
    );
    const barFill = (label: string) =>
      [...first.querySelectorAll<SVGElement>('[data-testid="chart-bar"]')].find((b) => b.textContent?.startsWith(`${label}:`))!.style.fill;
    const sliceFill = (label: string) =>
      [...second.querySelectorAll<SVGElement>('[data-testid="chart-slice"]')].find((s) => s.textContent?.startsWith(`${label}:`))!.style.fill;
    expect(sliceFill('North')).toBe(barFill('North'));
    expect(sliceFill('East')).toBe(barFill('East'));
    // a new category takes a colour no category of its chart has
    expect(new Set([sliceFill('West'), sliceFill('East'), sliceFill('North')]).size).toBe(3);
    // and the export's legend says the same colours
    const legend = Object.fromEntries(chartLegend('pie', [{ label: 'North', value: 1 }]).map((e) => [e.label, e.color]));
    expect(legend.North).toBe(barFill('North'));
  });
});
