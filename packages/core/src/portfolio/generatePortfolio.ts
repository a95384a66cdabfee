import type { Dataset } from '../dataset/types.js';
import { aggregateMember } from '../roles/aggregateMember.js';
import { datasetFingerprint } from '../stats/datasetFingerprint.js';
import { round } from '../stats/round.js';
import { countOf } from '../text/plural.js';
import { groupStats, mergeGroupStats, type GroupStats } from './groupStats.js';
import { portfolioColumns } from './portfolioColumns.js';
import { portfolioPerformance } from './portfolioPerformance.js';
import { riskScore } from './riskScore.js';
import { samplePortfolio } from './samplePortfolio.js';
import type { Asset, GeneratePortfolioOptions, Portfolio } from './types.js';
import { uniqueSymbol } from './uniqueSymbol.js';
import { withAllocations } from './withAllocations.js';

/** Groups beyond the 10 largest are folded into one 'Other' asset. */
export const MAX_PORTFOLIO_ASSETS = 10;
/** Name of the asset holding the groups beyond the 10 largest. */
export const OTHER_ASSET_NAME = 'Other';
/**
 * Fewest rows a half must hold for its mean to be compared (issue 13): la-riots.csv's men have 55 deaths before the
 * midpoint of their range and 1 after it — one 54-year-old is no "later mean age", and +83% from him is no change.
 * A group of an averaged measure short of it in either half gets no `earlier` / `later` (change 0). Totals need no
 * such support: a total of two rows is still their total.
 */
export const MIN_HALF_ROWS = 5;

/**
 * A portfolio from the data (spec app.md §3/§9, with issue 13's roles; docs/analytics.md "Portfolio"):
 * rows grouped by the series key or the first category (`portfolioColumns`; never an identifier or free
 * text), valued by the first money measure, else the first measure. Each group is an asset: for an additive
 * measure quantity = its count of numbers, price = their mean, so value = the group's sum; for an averaged
 * one (prices, temperatures) quantity = 1 and price = value = the group's mean. Each group's change is the
 * change of its value (`earlier` → `later`, how in `changeHalves`): for an additive measure that is no holdings
 * its total over the earlier and the later half of the whole time range — the halves `totalChange` sums, so
 * the groups' figures add up to it (rows at the midpoint left out); for an averaged one, and for holdings
 * (positions are states), the mean of its earlier and later rows (before / after the midpoint of the group's
 * own range) — stocks.csv's GOOG starts in 2004 —; for an averaged measure that is no holdings each half must hold at
 * least `MIN_HALF_ROWS` (5) rows, else the group has no `earlier` / `later` (change 0) and the report leaves it out. With a quantity × price pair, the
 * mean row worth likewise.
 * Without a time column there is no change (0, no `earlier`/`later`, `changeHalves` or `totalChange`): the
 * file's first and last rows are not earlier and later (flights-airport.csv is ordered by airport code,
 * gapminder-health-income.csv by country) — the rule that keeps a trend off rows that are not periods. changePercent = change / |earlier|
 * × 100, only for ratio-scale measures and an earlier figure other than 0 (else 0; interval ones such as °C
 * change in units). The 10 largest groups are kept, the rest fold into 'Other'. risk_score from `riskScore`.
 *
 * Holdings need evidence (`holdingEvidence`, named in `holdingEvidence`): a quantity × price pair — then
 * quantity = the group's quantity (at its latest date when there is a time column: positions are states,
 * not flows), price = its value / quantity, value = Σ quantity × price — or a header that names a
 * holding (market value, balance, shares…). Sales, costs and readings are groups of their measure.
 * A sum of means is no total: for an averaged measure that is not holdings total_value, performance and
 * every allocation are 0 (`aggregation: 'mean'` says so); otherwise total_value = Σ values and
 * performance = mean changePercent — or null when no asset has an earlier and a later figure to compare (no time
 * column, or each group at one time only): nothing says how the holdings did, and 0% would be a made-up figure.
 * For an additive measure that is no holdings pair, with a time column, `totalChange` = the measure's total over the
 * earlier and the later half of the whole time range (the halves of the groups' changes) — the change of the total, which
 * the report states instead of a mean of the groups' % changes. `description` calls holdings "components" and anything else "groups" of its measure.
 * Rows with an empty number are skipped; an empty group name reads '(blank)'. For an additive measure
 * with a time column, a group that is the total of the others (`aggregateMember`: disasters.csv's
 * 'All natural disasters') is left out and named in `leftOut` — counted with them it doubles every value.
 * A stock (`stock` on the role: population, inventory) with a time column is each group's total at the file's last
 * date with a number (`stockAt` names it): no halves, no change. Without a time column a stock sums like any additive measure.
 * With no category or no measure (or no numbers): `samplePortfolio()`.
 *
 * @example
 * generatePortfolio(ds, { groupColumn: 'region', valueColumn: 'sales' });
 */
export function generatePortfolio(ds: Dataset, options: GeneratePortfolioOptions = {}): Portfolio {
  const columns = portfolioColumns(ds, options);
  if (!columns) return samplePortfolio();
  const { group, value, role, holding, values: vals } = columns;
  const pair = holding?.pair;
  // a stock (population, inventory) with a time column: each group's level at the file's last date — population
  // summed over years is no figure; the groups at one date add up. No earlier and later halves then.
  const stockAt = role.stock && !pair && columns.times ? lastTime(vals, columns.times) : undefined;
  const times = stockAt === undefined ? columns.times : undefined;
  const additive = pair !== undefined || role.aggregation !== 'mean';
  const ratio = pair !== undefined || role.scale !== 'interval';
  // a total is a sum of values: of holdings, or of an additive measure — never a sum of means
  const totalled = additive || holding !== undefined;
  // a group that is the total of the others per time would be counted twice: its rows are left out
  const total = additive && !pair && columns.times ? aggregateMember(group, vals, columns.times) : undefined;

  const index = new Map<string, number>();
  const stats: GroupStats[] = [];
  const rowGroup = new Int32Array(ds.rowCount).fill(-1);
  const { dictionary, codes } = group;
  for (let i = 0; i < ds.rowCount; i++) {
    const v = vals[i]!;
    if (Number.isNaN(v) || (total && group.codes[i] === total.code) || (stockAt !== undefined && columns.times![i] !== stockAt)) continue;
    const key = codes[i] === 0 ? '(blank)' : dictionary[codes[i]!]!;
    let g = index.get(key);
    if (g === undefined) {
      g = stats.length;
      index.set(key, g);
      stats.push(groupStats());
    }
    rowGroup[i] = g;
    const s = stats[g]!;
    s.count++;
    const d = v - s.mean;
    s.mean += d / s.count;
    s.m2 += d * (v - s.mean);
    if (times) {
      const t = times[i]!;
      if (t < s.minT) s.minT = t;
      if (t > s.maxT) s.maxT = t;
    }
  }
  if (stats.length === 0) return samplePortfolio();

  // an additive measure that is no holdings pair: its total over the earlier and the later half of the whole time
  // range — the change a reader can use, never a mean of the groups' % changes (none without a time column)
  const halves = additive && !pair && times !== undefined;
  const groupTotals = halves && holding === undefined;
  let allMin = Infinity;
  let allMax = -Infinity;
  for (const s of stats) {
    if (s.minT < allMin) allMin = s.minT;
    if (s.maxT > allMax) allMax = s.maxT;
  }
  const allMid = (allMin + allMax) / 2;
  let earlierTotal = 0;
  let laterTotal = 0;

  // holdings pair: the quantity held and its worth per group, at the group's latest time when there is one
  const held = new Float64Array(stats.length);
  const heldValue = new Float64Array(stats.length);
  const quantities = pair?.quantity.values;
  for (let i = 0; i < ds.rowCount; i++) {
    const g = rowGroup[i]!;
    if (g < 0) continue;
    const s = stats[g]!;
    const v = vals[i]!;
    if (quantities && (!times || times[i] === s.maxT)) {
      held[g] = held[g]! + quantities[i]!;
      heldValue[g] = heldValue[g]! + v;
    }
    // no time column, no earlier and later: a file's row order is not time
    if (!times) continue;
    if (halves) {
      const t = times[i]!;
      const whole = t < allMid ? -1 : t > allMid ? 1 : 0;
      if (whole < 0) {
        earlierTotal += v;
        s.wholeEarlierSum += v;
      } else if (whole > 0) {
        laterTotal += v;
        s.wholeLaterSum += v;
      }
    }
    const mid = (s.minT + s.maxT) / 2;
    const t = times[i]!;
    const side = t < mid ? -1 : t > mid ? 1 : 0;
    if (side < 0) {
      s.earlierSum += v;
      s.earlierCount++;
    } else if (side > 0) {
      s.laterSum += v;
      s.laterCount++;
    }
  }

  const names = [...index.keys()];
  const worth = (x: { s: GroupStats; held: number; heldValue: number }) => (pair ? x.heldValue : x.s.mean * x.s.count);
  const order = stats
    .map((s, g) => ({ s, name: names[g]!, held: held[g]!, heldValue: heldValue[g]! }))
    .sort((a, b) => worth(b) - worth(a) || (a.name < b.name ? -1 : 1));
  const top = order.slice(0, MAX_PORTFOLIO_ASSETS);
  const rest = order.slice(MAX_PORTFOLIO_ASSETS);
  if (rest.length > 0)
    top.push({
      name: OTHER_ASSET_NAME,
      s: rest.map((r) => r.s).reduce(mergeGroupStats),
      held: rest.reduce((t, r) => t + r.held, 0),
      heldValue: rest.reduce((t, r) => t + r.heldValue, 0),
    });

  const taken = new Set<string>();
  // whether any asset has an earlier and a later figure: without one, no performance can be told (null, not 0)
  let compared = false;
  const raw: Asset[] = top.map(({ s, name, held: q, heldValue: worthHeld }) => {
    const symbol = uniqueSymbol(name, taken);
    taken.add(symbol);
    // a group of an additive measure is worth its total, so its change is that of its total (rainfall, revenue), never of
    // its mean row; holdings' rows are positions (states), whose change is that of the mean row within the group's range
    // a mean of a handful of readings is no half to compare (MIN_HALF_ROWS); a total of few rows is still their total,
    // and a holding's row is a whole position (a state), so one per half is enough
    const supported = groupTotals || holding !== undefined || (s.earlierCount >= MIN_HALF_ROWS && s.laterCount >= MIN_HALF_ROWS);
    const earlier = groupTotals ? s.wholeEarlierSum : supported && s.earlierCount > 0 ? s.earlierSum / s.earlierCount : NaN;
    const later = groupTotals ? s.wholeLaterSum : supported && s.laterCount > 0 ? s.laterSum / s.laterCount : NaN;
    const known = !Number.isNaN(earlier) && !Number.isNaN(later);
    if (known) compared = true;
    const change = known ? later - earlier : 0;
    const changePercent = earlier && ratio ? (change / Math.abs(earlier)) * 100 : 0;
    return {
      symbol,
      name,
      quantity: pair ? q : additive ? s.count : 1,
      price: pair ? (q === 0 ? 0 : worthHeld / q) : s.mean,
      value: 0,
      allocation: 0,
      change: round(change, 2),
      changePercent: round(changePercent, 2),
      ...(pair || !known ? {} : { earlier: round(earlier, 2), later: round(later, 2) }),
    };
  });
  const valued = withAllocations(raw);
  // allocations of means are shares of nothing
  const assets = totalled ? valued : valued.map((a) => ({ ...a, allocation: 0 }));
  const volatility = top.map(({ s }) => (s.count < 2 ? 0 : s.mean === 0 ? 1 : Math.sqrt(s.m2 / (s.count - 1)) / Math.abs(s.mean)));
  const stockLabel = stockAt === undefined ? undefined : instantLabel(ds, stockAt);
  const valuedBy = pair ? `${pair.quantity.name} × ${pair.price.name}` : `the ${additive ? 'sum' : 'mean'} of ${value.name}`;
  // holdings are components of a portfolio; anything else is groups of its measure (rainfall by weather, revenue by region)
  // a summary table's per-row label (region,revenue: one row per region) ranks rows; nothing is summed or averaged
  const perRow = !holding && ds.roles.find((r) => r.column === group.name)?.label === true;
  const head = holding
    ? `${assets.length} components from ${group.name}, each valued by ${valuedBy}`
    : perRow
      ? `${countOf(ds.rowCount, 'row')}, one per ${group.name}, each its own ${value.name}${assets.length < ds.rowCount ? ` (the ${assets.length - 1} largest and the rest together as ${OTHER_ASSET_NAME})` : ''}`
      : `${countOf(assets.length, 'group')} by ${group.name}, each ${valuedBy}`;
  return {
    id: options.id ?? `portfolio-${datasetFingerprint(ds)}`,
    name: pair
      ? `value (${pair.quantity.name} × ${pair.price.name}) by ${group.name}`
      : perRow
        ? `${value.name} per ${group.name} (one row each)`
        : `${additive ? 'total' : 'mean'} ${value.name} by ${group.name}${stockLabel ? ` at ${stockLabel}` : ''}`,
    description:
      head +
      (stockLabel ? `; ${value.name} is a level at a moment (a stock), so each group is its total at the last date, ${stockLabel}` : '') +
      (total ? `; ${total.name} is the total of the others and is left out` : '') +
      (totalled ? '' : perRow ? `; ${value.name} is averaged, not added up, so there is no total` : `; means of ${value.name} do not add up, so there is no total`),
    total_value: totalled ? round(assets.reduce((t, a) => t + a.value, 0), 2) : 0,
    performance: totalled ? (compared ? portfolioPerformance(assets) : null) : 0,
    risk_score: riskScore(assets.map((a) => a.value), volatility),
    assets,
    isCustomizable: true,
    groupColumn: group.name,
    valueColumn: value.name,
    aggregation: additive ? 'sum' : 'mean',
    scale: ratio ? 'ratio' : 'interval',
    money: role.money,
    currency: role.currency,
    ...(total ? { leftOut: { name: total.name, reason: total.reason } } : {}),
    ...(holding ? { holdingEvidence: holding.reason } : {}),
    ...(stockLabel ? { stockAt: stockLabel } : {}),
    ...(pair ? { quantityColumn: pair.quantity.name } : {}),
    ...(perRow ? { perRow: true as const } : {}),
    ...(halves ? { totalChange: { earlier: round(earlierTotal, 2), later: round(laterTotal, 2), by: 'time' as const } } : {}),
    ...(pair || !times ? {} : { changeHalves: { by: 'time' as const, within: groupTotals ? ('all' as const) : ('group' as const) } }),
  };
}

/** The latest instant at which the measure has a number. */
function lastTime(values: Float64Array, times: Float64Array): number | undefined {
  let last = -Infinity;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i] && times[i]! > last) last = times[i]!;
  return last === -Infinity ? undefined : last;
}

/** An instant as the reader knows it: the year for a year column, else the date (with the time when it has one). */
function instantLabel(ds: Dataset, t: number): string {
  const iso = new Date(t).toISOString();
  if (ds.roles.find((r) => r.role === 'time')?.timeKind === 'year') return iso.slice(0, 4);
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}
