import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddAssetForm } from './AddAssetForm.js';
import { Checklist } from './Checklist.js';
import { HoldingsTable } from './HoldingsTable.js';
import { arrowTone, KpiCard } from './KpiCard.js';
import { PortfolioCards } from './PortfolioCards.js';
import { ReportView } from './ReportView.js';
import { TrendChart, trendLegend } from './TrendChart.js';
import type { AssetRow, KpiCardData, TrendPoint } from './types.js';

const kpi: KpiCardData = {
  id: 'k1',
  name: 'Revenue',
  description: 'Average revenue',
  current_value: 120,
  target_value: 100,
  trend: 'up',
  formula: 'AVG(revenue)',
};

describe('KpiCard', () => {
  it("colours the arrow by judgement: grey when there is no better direction, red for a rising cost, green for rising sales", () => {
    render(<KpiCard kpi={{ ...kpi, trend: 'down', better: 'none' }} status="Below target" progress={80} />);
    expect(screen.getByRole('img', { name: 'Trending down' })).toHaveClass('tl-kpi-card__trend--neutral');
    expect(screen.getByRole('img', { name: 'Trending down' })).not.toHaveClass('tl-kpi-card__trend--bad');
    expect(arrowTone({ trend: 'up', better: 'none' })).toBe('neutral');
    expect(arrowTone({ trend: 'up', better: 'lower' })).toBe('bad');
    expect(arrowTone({ trend: 'down', better: 'lower' })).toBe('good');
    expect(arrowTone({ trend: 'up' })).toBe('good');
    expect(arrowTone({ trend: 'down' })).toBe('bad');
    expect(arrowTone({ trend: 'stable' })).toBe('neutral');
  });

  it('shows name, description, badge, trend arrow and formula', () => {
    render(<KpiCard kpi={kpi} status="On Track" progress={120} />);
    expect(screen.getByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByText('Average revenue')).toBeInTheDocument();
    expect(screen.getByText('On Track')).toHaveClass('tl-kpi-badge--on-track');
    expect(screen.getByRole('img', { name: 'Trending up' })).toHaveTextContent('↑');
    expect(screen.getByText('AVG(revenue)')).toBeInTheDocument();
  });

  it('draws a KPI with nothing to compare neutral: badge Not compared, no arrow, no target, the way to judge it', () => {
    render(<KpiCard kpi={{ ...kpi, current_value: 17232.24, target_value: 17232.24, trend: 'stable' }} status="Not compared" progress={Number.NaN} />);
    expect(screen.getByText('Not compared')).toHaveClass('tl-kpi-badge--neutral');
    expect(screen.queryByRole('img', { name: 'Stable' })).toBeNull();
    expect(screen.getByText('Target: none set')).toBeInTheDocument();
    expect(screen.getByText('Nothing to compare with: set a target to judge it')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('names the periods compared when the KPI has them', () => {
    render(<KpiCard kpi={{ ...kpi, period: '2015-12', baseline: '2014-12' }} status="On Track" progress={100} />);
    expect(screen.getByText('2015-12')).toHaveClass('tl-kpi-card__period', 'tl-nowrap');
    // the periods never break at their hyphen at 375 px ("2014-" / "12", issue 13)
    const target = document.querySelector('.tl-kpi-card__target')!;
    expect(target).toHaveTextContent('Target: 100 (2014-12)');
    expect(within(target as HTMLElement).getByText('2014-12')).toHaveClass('tl-nowrap');
  });

  it('words the progress of a KPI compared by difference in units, and says when lower is better', () => {
    // 8.38 °C against 10.14 °C: 10.14 − 8.38 = 1.76 below, not "86% of target"
    const { rerender } = render(<KpiCard kpi={{ ...kpi, current_value: 8.38, target_value: 10.14, tolerance: 1.24 }} status="At Risk" progress={85.8} />);
    expect(screen.getByText('1.76 below target')).toHaveClass('tl-kpi-card__progress-text');
    rerender(<KpiCard kpi={{ ...kpi, current_value: 2087, target_value: 10201, better: 'lower' }} status="On Track" progress={100} />);
    expect(screen.getByText('100% of target (lower is better)')).toBeInTheDocument();
  });

  it('caps the progress bar at 100', () => {
    render(<KpiCard kpi={kpi} status="On Track" progress={150} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    // the words are not capped: 150% of the target is not "100% of target"
    expect(screen.getByText('150% of target')).toHaveClass('tl-kpi-card__progress-text');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });

  it('colours At Risk and Behind badges and shows down/stable arrows', () => {
    const { rerender } = render(<KpiCard kpi={{ ...kpi, trend: 'down' }} status="At Risk" progress={75} />);
    expect(screen.getByText('At Risk')).toHaveClass('tl-kpi-badge--at-risk');
    expect(screen.getByRole('img', { name: 'Trending down' })).toHaveTextContent('↓');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    rerender(<KpiCard kpi={{ ...kpi, trend: 'stable' }} status="Behind" progress={10} />);
    expect(screen.getByText('Behind')).toHaveClass('tl-kpi-badge--behind');
    expect(screen.getByRole('img', { name: 'Stable' })).toBeInTheDocument();
  });
});

describe('PortfolioCards', () => {
  it('shows dollars, signed one-decimal performance, x/10 risk and the component count', () => {
    render(<PortfolioCards total_value={100000} performance={3.456} risk_score={5} components={4} />);
    const cards = within(screen.getByRole('list', { name: 'Portfolio summary' }));
    expect(cards.getByText('$100,000.00')).toBeInTheDocument();
    expect(cards.getByText('+3.5%')).toBeInTheDocument();
    expect(cards.getByText('5/10')).toBeInTheDocument();
    expect(cards.getByText('4')).toBeInTheDocument();
  });

  it('shows an unknown performance as "—" with its reason, never "0.0%"', () => {
    render(<PortfolioCards total_value={3920} performance={null} performanceNote="No earlier prices in the file" risk_score={4} components={5} />);
    const cards = within(screen.getByRole('list', { name: 'Portfolio summary' }));
    const card = cards.getByText('Performance').closest('li')!;
    expect(card).toHaveTextContent(/^Performance—No earlier prices in the file$/);
    expect(card).toHaveClass('tl-stat-card--default');
    expect(cards.queryByText(/0\.0%/)).toBeNull();
  });

  it('signs a negative performance', () => {
    render(<PortfolioCards total_value={10} performance={-1.04} risk_score={7.25} components={1} />);
    expect(screen.getByText('-1.0%')).toBeInTheDocument();
    expect(screen.getByText('7.3/10')).toBeInTheDocument();
  });
});

const assets: AssetRow[] = [
  { symbol: 'WIDG', name: 'Widgets', quantity: 10, price: 5, value: 50, allocation: 62.5, change: 2, changePercent: 4.2 },
  { symbol: 'GADG', name: 'Gadgets', quantity: 3, price: 10, value: 30, allocation: 37.5, change: -1, changePercent: -3.3 },
];

describe('HoldingsTable', () => {
  it('lists symbol, name, value, change and allocation', () => {
    render(<HoldingsTable assets={assets} />);
    const row = screen.getByRole('row', { name: /WIDG/ });
    expect(within(row).getByText('Widgets')).toBeInTheDocument();
    expect(within(row).getByText('$50.00')).toBeInTheDocument();
    expect(within(row).getByText('+2 (+4.2%)')).toBeInTheDocument();
    expect(within(row).getByText('62.5%')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows each change as "—" when nothing is earlier to compare with, never "+0 (+0.0%)"', () => {
    const flat = assets.map((a) => ({ ...a, change: 0, changePercent: 0 }));
    render(<HoldingsTable assets={flat} changeUnknown />);
    const cells = within(screen.getByRole('row', { name: /WIDG/ })).getAllByRole('cell');
    // Name, Value, Change, Allocation
    expect(cells.map((c) => c.textContent)).toEqual(['Widgets', '$50.00', '—', '62.5%']);
    expect(screen.queryByText(/\+0/)).toBeNull();
  });

  it('in edit mode reports quantity, price and remove by index', async () => {
    const onQuantityChange = vi.fn();
    const onPriceChange = vi.fn();
    const onRemove = vi.fn();
    render(<HoldingsTable assets={assets} editing onQuantityChange={onQuantityChange} onPriceChange={onPriceChange} onRemove={onRemove} />);
    const qty = screen.getByRole('textbox', { name: 'Quantity of GADG' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 0);
    const price = screen.getByRole('textbox', { name: 'Price of WIDG' });
    await userEvent.clear(price);
    await userEvent.type(price, '51');
    expect(onPriceChange).toHaveBeenLastCalledWith(0, 51);
    await userEvent.click(screen.getByRole('button', { name: 'Remove GADG' }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});

describe('AddAssetForm', () => {
  it('upper-cases the symbol, parses numbers and clears after a successful add', async () => {
    const onAdd = vi.fn(() => true);
    render(<AddAssetForm onAdd={onAdd} />);
    await userEvent.type(screen.getByLabelText('Symbol'), 'abc');
    expect(screen.getByLabelText('Symbol')).toHaveValue('ABC');
    await userEvent.type(screen.getByLabelText('Name'), 'Alpha');
    await userEvent.type(screen.getByLabelText('Quantity'), '3');
    await userEvent.type(screen.getByLabelText('Price'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(onAdd).toHaveBeenCalledWith({ symbol: 'ABC', name: 'Alpha', quantity: 3, price: 2.5 });
    expect(screen.getByLabelText('Symbol')).toHaveValue('');
  });

  it('keeps the inputs and passes 0 for empty numbers when the caller rejects', async () => {
    const onAdd = vi.fn(() => false);
    render(<AddAssetForm onAdd={onAdd} />);
    await userEvent.type(screen.getByLabelText('Symbol'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(onAdd).toHaveBeenCalledWith({ symbol: 'X', name: '', quantity: 0, price: 0 });
    expect(screen.getByLabelText('Symbol')).toHaveValue('X');
  });
});

const trend: TrendPoint[] = [
  { period: 'Period 1', value: 10, predicted: false, anomaly: false },
  { period: 'Period 2', value: 30, predicted: false, anomaly: true },
  { period: 'Period 3', value: 12, predicted: false, anomaly: false },
  { period: 'Period 4', value: 13, predicted: true, anomaly: false, lower80: 11, upper80: 15, lower95: 9, upper95: 17 },
  { period: 'Period 5', value: 14, predicted: true, anomaly: false, lower80: 11, upper80: 17, lower95: 8, upper95: 20 },
];

describe('TrendChart', () => {
  it('draws anomalies red, predictions purple, both interval bands and the legend', () => {
    const { container } = render(<TrendChart data={trend} width={600} height={300} />);
    const anomalies = container.querySelectorAll('.tl-trend-chart__anomaly');
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]).toHaveAttribute('fill', 'var(--chart-anomaly)');
    const predicted = container.querySelectorAll('.tl-trend-chart__predicted');
    expect(predicted).toHaveLength(2);
    expect(predicted[0]).toHaveAttribute('fill', 'var(--chart-predicted)');
    expect(container.querySelector('[data-testid="band-80"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="band-95"]')).not.toBeNull();
    for (const label of ['Historical Data', 'Predictions', 'Anomalies']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('names in its legend only what it draws: no forecast (a withheld trend), no Predictions, interval or Anomalies', () => {
    const history: TrendPoint[] = [3, 1, 4, 1].map((value, i) => ({ period: `Week of 2024-0${i + 1}-01`, value, predicted: false, anomaly: false }));
    const { container } = render(<TrendChart data={history} width={600} height={300} />);
    expect(container.querySelector('.tl-trend-chart__legend')).toHaveTextContent(/^Historical Data$/);
    expect(container.querySelectorAll('.tl-trend-chart__predicted, .tl-trend-chart__anomaly')).toHaveLength(0);
    expect(trendLegend(history).map((i) => i.label)).toEqual(['Historical Data']);
    const marked = history.map((p, i) => ({ ...p, anomaly: i === 2 }));
    expect(trendLegend(marked).map((i) => i.label)).toEqual(['Historical Data', 'Anomalies']);
    expect(trendLegend(trend).map((i) => i.label)).toEqual(['Historical Data', 'Predictions', 'Anomalies', '80% / 95% prediction interval']);
  });

  it('ends the last period label at the right edge instead of centring it past the plot', () => {
    const six: TrendPoint[] = Array.from({ length: 6 }, (_, i) => ({ period: `2024-0${i + 1}-15`, value: i, predicted: false, anomaly: false }));
    const { container } = render(<TrendChart data={six} width={1000} height={300} />); // room for a tick per period
    const tick = (label: string) => within(container).getByText(label).closest('text');
    expect(tick('2024-06-15')).toHaveAttribute('text-anchor', 'end');
    expect(tick('2024-01-15')).toHaveAttribute('text-anchor', 'middle');
  });

  it('draws a bounded number of marks for a long series', () => {
    const long: TrendPoint[] = Array.from({ length: 500 }, (_, i) => ({ period: `Period ${i + 1}`, value: i % 7, predicted: false, anomaly: i % 100 === 0 }));
    const { container } = render(<TrendChart data={long} width={800} height={300} />);
    expect(container.querySelectorAll('circle')).toHaveLength(5);
    expect(container.querySelectorAll('path').length).toBeLessThan(40);
  });
});

describe('ReportView', () => {
  it('shows title, Generated on, four tiles, sections and numbered recommendations', () => {
    render(
      <ReportView
        report={{
          title: 'Analytics Report',
          generatedAt: '2026-01-02T03:04:05.000Z',
          sections: [{ title: 'Overview', content: 'A small dataset.' }],
          recommendations: ['First', 'Second'],
        }}
        tiles={{ dataPoints: 1200, kpis: 4, components: 3, predictions: 5 }}
        formatDate={() => 'local time'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Analytics Report' })).toBeInTheDocument();
    expect(screen.getByText(/Generated on/)).toHaveTextContent('Generated on local time');
    const tiles = within(screen.getByRole('list', { name: 'Report summary' }));
    expect(tiles.getByText('1,200')).toBeInTheDocument();
    expect(tiles.getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Recommendations' })).toBeInTheDocument();
    const recs = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(recs.map((li) => li.textContent)).toEqual(['First', 'Second']);
  });
});

describe('Checklist', () => {
  it('marks done items', () => {
    render(<Checklist label="Steps" items={[{ label: 'Data Upload', done: true }, { label: 'Report', done: false }]} />);
    expect(screen.getByText('Data Upload').closest('li')).toHaveClass('tl-checklist__item--done');
    expect(screen.getByText('Report').closest('li')).not.toHaveClass('tl-checklist__item--done');
  });
});
