import { parseCsv } from '@tallyline/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHART_CONTROLS_TEXT, UPLOAD_TEXT } from '../../messages/upload.js';
import { expectAhead, settleAhead } from '../../workers/aheadRegistry.js';
import { computeAheadResults } from '../../workers/aheadResults.js';
import { ChartCard } from './ChartCard.js';
import { controlOptions, NO_COLUMN, nextChoice } from './ChartControls.js';

const ds = parseCsv('region,sales\nNorth,10\nSouth,20\nNorth,5\n');

// units add up (sum), a temperature does not (mean): the roles give each its own aggregation
const ROWS = [
  ['North', 'A', 10, 20.5],
  ['South', 'B', 20, 18.25],
  ['North', 'B', 5, 22.75],
  ['West', 'A', 7, 15.5],
  ['South', 'A', 3, 19.5],
  ['West', 'B', 12, 16],
] as const;
const shop = parseCsv(`region,product,units,temp\n${ROWS.map((r) => r.join(',')).join('\n')}\n`);

/** What the chart plots, read from its table of values (label → value). */
function plotted(title: string): Record<string, number> {
  const table = screen.getByRole('table', { name: title });
  const out: Record<string, number> = {};
  for (const row of within(table).getAllByRole('row').slice(1)) {
    const label = within(row).getByRole('rowheader').textContent ?? '';
    out[label] = Number((within(row).getAllByRole('cell').at(-1)?.textContent ?? '').replace(/,/g, ''));
  }
  return out;
}

/** The chart's table shows at most 2 decimals (core's formatNumber): each plotted value within half a cent of the expected one. */
function expectPlotted(title: string, expected: Record<string, number>): void {
  const got = plotted(title);
  expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
  for (const [label, value] of Object.entries(expected)) expect(Math.abs(got[label]! - value), `${title} at ${label}`).toBeLessThanOrEqual(0.005 + 1e-9);
}

/** Per region, `agg` of the temp column computed from the fixture rows. */
function byRegion(agg: (xs: number[]) => number): Record<string, number> {
  const groups = new Map<string, number[]>();
  for (const [region, , , temp] of ROWS) groups.set(region, [...(groups.get(region) ?? []), temp]);
  return Object.fromEntries([...groups].map(([k, xs]) => [k, agg(xs)]));
}

describe('ChartCard', () => {
  it('shows a placeholder first and the aggregated chart after the next frame (the summary cards are not held back)', async () => {
    render(<ChartCard dataset={ds} type={null} onTypeChange={vi.fn()} />);
    // nothing aggregated in the first render: placeholder, export off
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Export/ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    // two regions → data to export
    expect(screen.getByRole('button', { name: /^Export/ })).toBeEnabled();
  });
  it("a new upload's chart is the parse worker's until the user chooses another (issue 15)", async () => {
    const fromWorker = parseCsv('region,sales\nNorth,10\nSouth,20\nNorth,5\n');
    const chart = computeAheadResults(fromWorker).chart!;
    expect(chart.data).toEqual([
      { label: 'South', value: 20 },
      { label: 'North', value: 15 },
    ]);
    expectAhead(fromWorker);
    const { rerender } = render(<ChartCard dataset={fromWorker} type={null} onTypeChange={vi.fn()} />);
    // waits for the worker instead of aggregating here
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // what the worker sent is what is drawn (marked: 21 for South)
    act(() => settleAhead(fromWorker, { dashboard: null, suggestions: null, chart: { ...chart, data: [{ label: 'South', value: 21 }, { label: 'North', value: 15 }] } }));
    expectPlotted(chart.config.title, { South: 21, North: 15 });
    // another type is aggregated here
    rerender(<ChartCard dataset={fromWorker} type="pie" onTypeChange={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    await waitFor(() => expect(Object.values(plotted(screen.getByRole('heading', { level: 2 }).textContent ?? ''))).toEqual([20, 15]));
  });
  it("a new upload's default chart config is the worker's, not computed on the page (issue 15: a ~160 ms task after the cards)", async () => {
    const fromWorker = parseCsv('region,sales\nNorth,10\nSouth,20\nNorth,5\n');
    const chart = computeAheadResults(fromWorker).chart!;
    expectAhead(fromWorker);
    render(<ChartCard dataset={fromWorker} type={null} onTypeChange={vi.fn()} />);
    // before the worker answers: the placeholder, no controls (nothing derived from a config made here)
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: `${CHART_CONTROLS_TEXT.group}: ${UPLOAD_TEXT.chartTitle}` })).toBeNull();
    // a default only the worker's answer carries (core's is the sum): the page took it instead of computing its own
    act(() => settleAhead(fromWorker, { dashboard: null, suggestions: null, chart: { ...chart, base: { ...chart.base, aggregation: 'mean' } } }));
    expect(await screen.findByRole('heading', { name: 'mean sales by region' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `${CHART_CONTROLS_TEXT.group}: ${UPLOAD_TEXT.chartTitle}` })).toBeInTheDocument();
    await waitFor(() => expectPlotted('mean sales by region', { South: 20, North: 7.5 }));
  });
  it('a top-10 bar of 12 categories says so in its title (issue 13: zipcodes.csv drew 10 of 51 states as "by state")', async () => {
    // 12 states of 3 zip codes each
    const states = parseCsv(`zip,state\n${Array.from({ length: 36 }, (_, i) => `${String(10000 + i).padStart(5, '0')},S${String.fromCharCode(65 + (i % 12))}`).join('\n')}\n`);
    const { rerender } = render(<ChartCard dataset={states} type={null} onTypeChange={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'count of rows by state (top 10 of 12)' })).toBeInTheDocument();
    rerender(<ChartCard dataset={states} type="pie" onTypeChange={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'count of rows by state (top 8 of 12)' })).toBeInTheDocument();
    // every region drawn: the title stays
    render(<ChartCard dataset={ds} type={null} onTypeChange={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'sum sales by region' })).toBeInTheDocument();
  });
  it('aggregates again for another chart type', async () => {
    const { rerender } = render(<ChartCard dataset={ds} type="bar" onTypeChange={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    rerender(<ChartCard dataset={ds} type="pie" onTypeChange={vi.fn()} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('changing the value and the aggregation changes the title and the plotted values', async () => {
    const user = userEvent.setup();
    render(<ChartCard dataset={shop} type={null} onTypeChange={vi.fn()} />);
    // the default from the roles: the additive measure, summed, by the category
    expect(screen.getByRole('heading', { name: 'sum units by region' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    const units: Record<string, number> = {};
    for (const [region, , u] of ROWS) units[region] = (units[region] ?? 0) + u;
    expectPlotted('sum units by region', units);

    const controls = screen.getByRole('group', { name: `${CHART_CONTROLS_TEXT.group}: ${UPLOAD_TEXT.chartTitle}` });
    expect(within(controls).getByLabelText(CHART_CONTROLS_TEXT.xAxis)).toHaveValue('region');
    expect(within(controls).getByLabelText(CHART_CONTROLS_TEXT.aggregation)).toHaveValue('sum');

    // a temperature brings its own aggregation: the mean
    await user.selectOptions(within(controls).getByLabelText(CHART_CONTROLS_TEXT.value), 'temp');
    expect(screen.getByRole('heading', { name: 'mean temp by region' })).toBeInTheDocument();
    expect(within(controls).getByLabelText(CHART_CONTROLS_TEXT.aggregation)).toHaveValue('mean');
    await waitFor(() => expect(screen.getByRole('table', { name: 'mean temp by region' })).toBeInTheDocument());
    const mean = byRegion((xs) => xs.reduce((a, b) => a + b, 0) / xs.length);
    expectPlotted('mean temp by region', mean);
    expect(mean).toEqual({ North: 21.625, South: 18.875, West: 15.75 });

    await user.selectOptions(within(controls).getByLabelText(CHART_CONTROLS_TEXT.aggregation), 'max');
    expect(screen.getByRole('heading', { name: 'max temp by region' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'max temp by region' })).toBeInTheDocument());
    expectPlotted('max temp by region', byRegion((xs) => Math.max(...xs)));

    // another x keeps the chosen value and aggregation
    await user.selectOptions(within(controls).getByLabelText(CHART_CONTROLS_TEXT.xAxis), 'product');
    expect(screen.getByRole('heading', { name: 'max temp by product' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'max temp by product' })).toBeInTheDocument());
    expectPlotted('max temp by product', { A: 20.5, B: 22.75 });

    // back to the defaults
    await user.click(within(controls).getByRole('button', { name: CHART_CONTROLS_TEXT.reset }));
    expect(screen.getByRole('heading', { name: 'sum units by region' })).toBeInTheDocument();
  });

  it('hands the choice to its owner when one is given (the upload store keeps it)', async () => {
    const user = userEvent.setup();
    const onChoiceChange = vi.fn();
    render(<ChartCard dataset={shop} type={null} onTypeChange={vi.fn()} choice={{ yAxis: 'temp', aggregation: 'min' }} onChoiceChange={onChoiceChange} />);
    expect(screen.getByRole('heading', { name: 'min temp by region' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(CHART_CONTROLS_TEXT.value), NO_COLUMN);
    // a new value drops the chosen aggregation: it brings its own
    expect(onChoiceChange).toHaveBeenCalledWith({ yAxis: null });
  });

  it('offers series only on a line over time, and neither time nor averages on a pie', () => {
    const prices = parseCsv('date,symbol,price\n2020-01-01,A,10\n2020-01-01,B,20\n2020-02-01,A,11\n2020-02-01,B,19\n2020-03-01,A,12\n2020-03-01,B,18\n');
    const line = controlOptions(prices, 'line', { xAxis: 'date', yAxis: 'price', aggregation: 'mean', series: 'symbol' });
    expect(line.seriesEnabled).toBe(true);
    expect(line.series.map((o) => o.value)).toEqual([NO_COLUMN, 'symbol']);
    expect(controlOptions(prices, 'bar', { xAxis: 'symbol', yAxis: 'price', aggregation: 'mean' }).seriesEnabled).toBe(false);
    const pie = controlOptions(shop, 'pie', { xAxis: 'region', yAxis: 'units', aggregation: 'sum' });
    expect(pie.values.map((o) => o.value)).toEqual([NO_COLUMN, 'units']);
    expect(pie.aggregations.map((o) => o.value)).toEqual(['sum', 'count']);
    expect(controlOptions(prices, 'pie', { xAxis: 'symbol', yAxis: null }).xAxes.map((o) => o.value)).toEqual(['symbol']);
    // a new x on a bar drops the series, so the bar does not go back to the series key
    expect(nextChoice({ yAxis: 'price' }, 'bar', 'xAxis', 'date')).toEqual({ yAxis: 'price', xAxis: 'date', series: null });
  });
});
