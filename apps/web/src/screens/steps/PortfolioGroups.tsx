import { CHART_HEIGHT, foldedOther, formatNumber, portfolioAmount } from '@tallyline/core';
import type { Asset, Portfolio } from '@tallyline/core';
import { BarChart, CHART_PALETTE, PieChart, StatCards, WholeDates } from '@tallyline/ui';
import '@tallyline/ui/scroll-cue.css';
import { PORTFOLIO_GROUPS_TEXT } from '../../messages/steps.js';
import { allocationSlices } from './allocationSlices.js';
import { GroupsTable, type GroupsColumn } from './GroupsTable.js';

/**
 * A generated portfolio that is not holdings (core's `isHoldings` is false: the measure is not money, is
 * averaged, or is a cost) shown as groups of the measure, worded as the report words it: no "Total Value"
 * in dollars for rainfall, no performance or risk score; a share of the total only for an additive
 * measure, the value per group for an averaged one; changes in % only on a ratio scale, in units otherwise.
 * The change is core's (`earlier` → `later` per asset): a summed measure's group totals over the halves of the
 * time range — what the report states for the total — and an averaged one's group means; the title says which.
 */
export function PortfolioGroups({ portfolio, note }: { portfolio: Portfolio; /** A caveat under the cards (core's `seriesSpansNote`: series over different spans). */ note?: string | undefined }) {
  const measure = portfolio.valueColumn ?? 'value';
  const mean = portfolio.aggregation === 'mean';
  const interval = portfolio.scale === 'interval';
  const byValue = [...portfolio.assets].sort((a, b) => b.value - a.value);
  // the fold of the groups beyond the largest is no group: never the largest share or the highest / lowest mean
  const other = foldedOther(portfolio);
  const named = byValue.filter((a) => a !== other);
  const top = named[0];
  const bottom = named.at(-1);
  const groupCount = other ? PORTFOLIO_GROUPS_TEXT.groupsWithOther(named.length, other.name) : formatNumber(portfolio.assets.length);
  const amount = (v: number) => portfolioAmount(portfolio, v);
  // a summary table's rows (core's perRow: region,revenue, one row per region): each value is the row's own — ranked,
  // never a "mean" or a "group"; a bar per row, largest first
  const perRow = portfolio.perRow === true;
  const countCard = { label: perRow ? PORTFOLIO_GROUPS_TEXT.rows : PORTFOLIO_GROUPS_TEXT.groups, value: groupCount };
  const cards = mean
    ? [
        { label: perRow ? PORTFOLIO_GROUPS_TEXT.highest(measure) : PORTFOLIO_GROUPS_TEXT.highestMean(measure), value: top ? `${top.name}: ${amount(top.value)}` : '–' },
        { label: perRow ? PORTFOLIO_GROUPS_TEXT.lowest(measure) : PORTFOLIO_GROUPS_TEXT.lowestMean(measure), value: bottom ? `${bottom.name}: ${amount(bottom.value)}` : '–' },
        countCard,
      ]
    : [
        { label: PORTFOLIO_GROUPS_TEXT.total(measure), value: amount(portfolio.total_value) },
        { label: PORTFOLIO_GROUPS_TEXT.largestShare, value: top ? `${top.name}: ${formatNumber(top.allocation, { unit: 'percent' })}` : '–' },
        countCard,
      ];
  const group = portfolio.groupColumn ?? PORTFOLIO_GROUPS_TEXT.group;
  const aggregation = portfolio.aggregation ?? 'sum';
  // no time column: core compares no halves (row order is not time), so there is no change to chart
  const halves = portfolio.changeHalves;
  const changeTitle = halves ? PORTFOLIO_GROUPS_TEXT.changeTitle({ aggregation, measure, group, halves, percent: !interval }) : PORTFOLIO_GROUPS_TEXT.noChange;
  // core gives no % change where the earlier figure is 0 (a group that starts late): charted as 0 it would read "no change"
  const noBase = interval ? [] : portfolio.assets.filter((a) => a.earlier === 0 && a.change !== 0);
  // core compares no means for a group with too few rows in a half (no earlier / later): charted as 0 it would read "no change"
  const thin = halves ? portfolio.assets.filter((a) => a.earlier === undefined || a.later === undefined) : [];
  const charted = portfolio.assets.filter((a) => !noBase.includes(a) && !thin.includes(a));
  const change = (a: Asset) => (interval ? a.change : a.changePercent);
  const changeCell = (a: Asset) =>
    noBase.includes(a) || thin.includes(a) ? '–' : interval ? formatNumber(a.change, { signed: true }) : formatNumber(a.changePercent, { unit: 'percent', signed: true });
  const half = (v: number | undefined) => (v === undefined ? '–' : amount(v));
  const tableTitle = perRow ? PORTFOLIO_GROUPS_TEXT.rows : PORTFOLIO_GROUPS_TEXT.groupsTitle;
  const columns: GroupsColumn[] = [
    { label: perRow ? measure : `${aggregation} ${measure}`, cell: (a) => amount(a.value) },
    ...(mean ? [] : [{ label: PORTFOLIO_GROUPS_TEXT.shareColumn, cell: (a: Asset) => formatNumber(a.allocation, { unit: 'percent' }) }]),
    ...(halves
      ? [
          { label: PORTFOLIO_GROUPS_TEXT.earlierColumn(aggregation), cell: (a: Asset) => half(a.earlier) },
          { label: PORTFOLIO_GROUPS_TEXT.laterColumn(aggregation), cell: (a: Asset) => half(a.later) },
          { label: interval ? PORTFOLIO_GROUPS_TEXT.changeColumnUnits : PORTFOLIO_GROUPS_TEXT.changeColumnPercent, cell: changeCell, change: true },
        ]
      : []),
  ];
  // largest first, the fold of the rest last
  const ranked = other ? [...named, other] : named;
  const sharePie = (
    <PieChart
      data={allocationSlices(portfolio, (a) => a.name)}
      colors={CHART_PALETTE.slice(0, 6)}
      height={CHART_HEIGHT * 0.75}
      title={PORTFOLIO_GROUPS_TEXT.share(measure)}
      donut={0.55}
    />
  );
  return (
    <>
      <StatCards label={PORTFOLIO_GROUPS_TEXT.summary} cards={cards} />
      {note ? (
        <p className="tl-muted" data-testid="portfolio-spans">
          <WholeDates text={note} />
        </p>
      ) : null}
      {perRow ? (
        <div className="tl-two-col">
          <section className="tl-panel" data-testid="portfolio-ranking">
            <h2 className="tl-panel__title">{portfolio.name}</h2>
            <BarChart data={ranked.map((a) => ({ label: a.name, value: a.value }))} height={CHART_HEIGHT * 0.75} title={portfolio.name} />
          </section>
          <section className="tl-panel">
            <h2 className="tl-panel__title">{mean ? changeTitle : PORTFOLIO_GROUPS_TEXT.share(measure)}</h2>
            {mean ? null : sharePie}
          </section>
        </div>
      ) : (
        <div className="tl-two-col">
          <section className="tl-panel">
            <h2 className="tl-panel__title">{mean ? portfolio.name : PORTFOLIO_GROUPS_TEXT.share(measure)}</h2>
            {mean ? (
              <BarChart data={byValue.map((a) => ({ label: a.name, value: a.value }))} height={CHART_HEIGHT * 0.75} title={portfolio.name} />
            ) : (
              sharePie
            )}
          </section>
          <section className="tl-panel">
            <h2 className="tl-panel__title">{changeTitle}</h2>
            {halves ? <BarChart data={charted.map((a) => ({ label: a.name, value: change(a) }))} height={CHART_HEIGHT * 0.75} title={changeTitle} /> : null}
            {noBase.length > 0 ? <p className="tl-muted">{PORTFOLIO_GROUPS_TEXT.noBase(noBase.map((a) => a.name), aggregation)}</p> : null}
            {thin.length > 0 ? <p className="tl-muted">{PORTFOLIO_GROUPS_TEXT.thinHalves(thin.map((a) => a.name))}</p> : null}
          </section>
        </div>
      )}
      <section className="tl-panel" aria-label={tableTitle}>
        <h2 className="tl-panel__title">{tableTitle}</h2>
        <GroupsTable title={tableTitle} group={group} columns={columns} rows={perRow ? ranked : portfolio.assets} />
      </section>
    </>
  );
}
