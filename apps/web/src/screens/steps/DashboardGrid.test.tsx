import { generateDashboard, parseCsv, widgetChartData } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHART_CONTROLS_TEXT } from '../../messages/upload.js';
import { DashboardGrid } from './DashboardGrid.js';

const ds = parseCsv('date,region,units,temp\n2024-01-05,North,10,20.5\n2024-01-20,South,20,18.25\n2024-02-03,North,5,22.75\n2024-02-14,West,7,15.5\n2024-03-01,South,3,19.5\n2024-03-09,West,12,16\n');
const dashboard = generateDashboard(ds);
const charts = Object.fromEntries(dashboard.widgets.map((w) => [w.id, widgetChartData(ds, w)]));

describe('DashboardGrid chart controls', () => {
  it('each chart panel has a Customize disclosure whose selects show the panel and report a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DashboardGrid widgets={dashboard.widgets} charts={charts} customizing={{ dataset: ds, choices: {}, onChange }} />);
    const bar = dashboard.widgets.find((w) => w.chartType === 'bar')!;
    const panel = screen.getByRole('region', { name: bar.title });
    await user.click(within(panel).getByText(CHART_CONTROLS_TEXT.customize));
    const group = within(panel).getByRole('group', { name: `${CHART_CONTROLS_TEXT.group}: ${bar.title}` });
    expect(within(group).getByLabelText(CHART_CONTROLS_TEXT.xAxis)).toHaveValue('region');
    expect(within(group).getByLabelText(CHART_CONTROLS_TEXT.value)).toHaveValue('units');
    // a bar never splits into series
    expect(within(group).getByLabelText(CHART_CONTROLS_TEXT.series)).toBeDisabled();
    await user.selectOptions(within(group).getByLabelText(CHART_CONTROLS_TEXT.value), 'temp');
    expect(onChange).toHaveBeenLastCalledWith(bar.id, { yAxis: 'temp' });

    // the time panel offers series; the pie neither months nor averages
    const line = dashboard.widgets.find((w) => w.chartType === 'line')!;
    const lineGroup = within(screen.getByRole('region', { name: line.title })).getByRole('group', { name: new RegExp(`^${CHART_CONTROLS_TEXT.group}`), hidden: true });
    expect(within(lineGroup).getByLabelText(CHART_CONTROLS_TEXT.series, { selector: 'select' })).toBeEnabled();
    const pie = dashboard.widgets.find((w) => w.chartType === 'pie')!;
    const pieGroup = within(screen.getByRole('region', { name: pie.title })).getByRole('group', { name: new RegExp(`^${CHART_CONTROLS_TEXT.group}`), hidden: true });
    const pieX = within(pieGroup).getByLabelText(CHART_CONTROLS_TEXT.xAxis, { selector: 'select' });
    expect(within(pieX).queryByRole('option', { name: 'date', hidden: true })).toBeNull();
  });

  it('a panel of the top 8 (pie 5) of more categories says of how many; one with every category keeps its title', () => {
    // 12 states, 3 rows each
    const many = parseCsv(`state,n\n${Array.from({ length: 36 }, (_, i) => `S${String.fromCharCode(65 + (i % 12))},${i}`).join('\n')}\n`);
    const d = generateDashboard(many);
    const points = Object.fromEntries(d.widgets.map((w) => [w.id, widgetChartData(many, w)]));
    render(<DashboardGrid widgets={d.widgets} charts={points} customizing={{ dataset: many, choices: {}, onChange: vi.fn() }} />);
    expect(screen.getByRole('heading', { name: 'count of rows by state (top 8 of 12)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'share of rows by state (top 5 of 12)' })).toBeInTheDocument();
  });

  it('the pie beside a bar over the same sum has its own name, and says "top 5" only when it leaves groups out', () => {
    // 4 regions, 2 rows each: the pie draws all 4
    const four = parseCsv('region,amount\nNorth,1\nSouth,2\nEast,3\nWest,4\nNorth,5\nSouth,6\nEast,7\nWest,8\n');
    const d = generateDashboard(four);
    const points = Object.fromEntries(d.widgets.map((w) => [w.id, widgetChartData(four, w)]));
    render(<DashboardGrid widgets={d.widgets} charts={points} customizing={{ dataset: four, choices: {}, onChange: vi.fn() }} />);
    expect(screen.getByRole('region', { name: 'sum amount by region' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'share of total amount by region' })).toBeInTheDocument();
    expect(screen.queryByText(/top 5/)).toBeNull();
  });

  it('a bar over a series key whose series cover different spans says so under the chart', () => {
    // AAA and BBB every month of 2020, CCC from June only
    const lines = ['symbol,date,price'];
    for (let m = 1; m <= 12; m++) for (const s of ['AAA', 'BBB', 'CCC']) if (s !== 'CCC' || m >= 6) lines.push(`${s},2020-${String(m).padStart(2, '0')}-01,${m}`);
    const prices = parseCsv(lines.join('\n'));
    const d = generateDashboard(prices);
    const points = Object.fromEntries(d.widgets.map((w) => [w.id, widgetChartData(prices, w)]));
    render(<DashboardGrid widgets={d.widgets} charts={points} customizing={{ dataset: prices, choices: {}, onChange: vi.fn() }} />);
    const note = 'The symbols cover different spans: CCC 2020-06 to 2020-12; the others 2020-01 to 2020-12 — each mean is over its own dates.';
    const shown = within(screen.getByRole('region', { name: 'mean price by symbol' })).getByText((_, el) => el?.classList.contains('tl-panel__note') === true);
    expect(shown).toHaveTextContent(note);
    // its periods never break at their hyphen on a phone ("2020-" / "06", issue 13)
    expect([...shown.querySelectorAll('.tl-nowrap')].map((s) => s.textContent)).toEqual(['2020-06', '2020-12', '2020-01', '2020-12']);
    // the line draws each symbol over its own months: nothing to warn about
    expect(screen.getByRole('region', { name: /^mean price by \w+, one line per symbol$/ }).querySelector('.tl-panel__note')).toBeNull();
  });

  it('a shared dashboard (no dataset) has no controls', () => {
    render(<DashboardGrid widgets={dashboard.widgets} charts={charts} />);
    expect(screen.queryByText(CHART_CONTROLS_TEXT.customize)).toBeNull();
  });
});
