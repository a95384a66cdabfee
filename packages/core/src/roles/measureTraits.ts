import { coordinateAxis } from './coordinateAxis.js';
import type { Coordinate, MeasureAggregation, MeasureScale } from './types.js';

/** Words that name a statistic already averaged or a ratio: such values are averaged, never summed. */
const STATISTIC = new Set(['avg', 'average', 'mean', 'median', 'rate', 'ratio', 'percent', 'percentage', 'pct', 'per', 'capita', 'share', 'index', '%']);
/** Words that name a total or a count: summed even when a level word is present ('total price'). */
const TOTAL = new Set(['total', 'sum', 'amount', 'count', 'qty', 'quantity', 'units', 'number', 'num']);
/** Levels, prices and physical readings: an average is meaningful, a sum is not. */
const LEVEL = new Set([
  'temp', 'temperature', 'tmax', 'tmin', 'celsius', 'fahrenheit', 'price', 'prices', 'close', 'open', 'high', 'low', 'adj',
  'score', 'rating', 'age', 'humidity', 'pressure', 'speed', 'wind', 'level', 'elevation', 'altitude', 'lat', 'latitude',
  'lon', 'lng', 'longitude', 'density', 'margin', 'yield', 'growth', 'probability', 'income', 'health', 'life', 'expectancy',
  'weight', 'height', 'bmi', 'concentration', 'ppm', 'co2', 'anomaly', 'salary', 'wage',
]);
/**
 * Stocks: a level at a moment, counted across entities (population, inventory, balance, headcount, number of employees).
 * Entities at the same date add up (the population of 187 countries); dates do not (population summed over years is no
 * figure). A level word beside it wins ('stock price', 'population density': averaged); 'level' itself does not ('stock level').
 */
const STOCK = new Set([
  'population', 'pop', 'inventory', 'inventories', 'stock', 'stocks', 'balance', 'balances', 'headcount', 'employees', 'employee',
  'staff', 'workforce', 'members', 'subscribers', 'outstanding', 'backlog', 'enrollment', 'enrolment', 'residents', 'inhabitants',
]);
/** Zero is arbitrary for these: differences are meaningful, ratios and % changes are not. */
const INTERVAL = new Set(['temp', 'temperature', 'tmax', 'tmin', 'celsius', 'fahrenheit', 'lat', 'latitude', 'lon', 'lng', 'longitude', 'anomaly', 'zscore']);
/** Words that say the values are money. */
const MONEY = new Set([
  'price', 'prices', 'cost', 'costs', 'revenue', 'sales', 'amount', 'profit', 'income', 'salary', 'wage', 'spend', 'spending',
  'fee', 'fees', 'budget', 'payment', 'paid', 'balance', 'gdp', 'tax', 'usd', 'eur', 'gbp', 'jpy', 'dollar', 'dollars', 'euro', 'euros',
  '$', '€', '£', '¥',
]);
const CURRENCY_WORDS: Readonly<Record<string, string>> = { usd: '$', dollar: '$', dollars: '$', $: '$', eur: '€', euro: '€', euros: '€', '€': '€', gbp: '£', '£': '£', jpy: '¥', '¥': '¥' };
const CURRENCY_SYMBOLS = new Set(['$', '€', '£', '¥']);

/** How a measure adds up and is worded. */
export interface MeasureTraits {
  readonly aggregation: MeasureAggregation;
  /** A level at a moment (`aggregation` 'sum' across entities, the last date's level across time). */
  readonly stock: boolean;
  readonly scale: MeasureScale;
  readonly money: boolean;
  readonly currency: string | null;
  readonly coordinate: Coordinate | null;
  readonly reasons: string[];
}

/**
 * A measure's aggregation, scale and money-ness from its header words, the symbol written in its cells
 * ('$', '%'…; see ColumnProfile.symbol) and its range. Rules, first match wins:
 * mean for statistics/ratios/% values; a stock (summed across entities, the last date's level across time) for
 * levels at a moment (population, inventory, balance, headcount…, unless a level word such as price is beside it);
 * sum for totals and counts; mean for levels, prices and readings;
 * else sum. Interval when the header names a temperature, coordinate or anomaly, or values cross zero.
 * Unmarked values that are all fractions between 0 and 1 (not only 0s and 1s, which count something
 * when added) are shares or probabilities: averaged (population_engineers_hurricanes.csv "engineers",
 * 0.0034 = the share of a state's people who are engineers: 52 states' shares do not add up to 0.22 of anything).
 * Money only with a currency symbol in the cells or a money word in the header. A latitude or longitude
 * (`coordinateAxis`) is marked as a coordinate. Internal to roles/.
 *
 * @example
 * measureTraits(['temp', 'max'], undefined, -1.6, 35.6).aggregation; // 'mean'
 * measureTraits(['amount'], '$', 0, 10).currency; // '$'
 * measureTraits(['engineers'], undefined, 0.0016, 0.0089, false).aggregation; // 'mean'
 */
export function measureTraits(
  words: readonly string[],
  symbol: string | undefined,
  min: number,
  max: number,
  wholeNumbers = true,
): MeasureTraits {
  const reasons: string[] = [];
  const has = (set: ReadonlySet<string>) => words.find((w) => set.has(w));
  const statistic = symbol === '%' ? '%' : has(STATISTIC);
  const total = has(TOTAL);
  const level = has(LEVEL);
  const stockWord = has(STOCK);
  const stock = statistic === undefined && stockWord !== undefined && (level === undefined || level === 'level');
  let aggregation: MeasureAggregation = 'sum';
  if (statistic !== undefined) {
    aggregation = 'mean';
    reasons.push(symbol === '%' ? 'values are percentages, so they are averaged, not added' : `its name says "${statistic}", a rate or average: averaged, not added`);
  } else if (stock) {
    reasons.push(`its name says "${stockWord}", a level at a moment (a stock): summed across entities at one date, never across dates — per period, the level at its last date`);
  } else if (total !== undefined) reasons.push(`its name says "${total}", which adds up: summed`);
  else if (level !== undefined) {
    aggregation = 'mean';
    reasons.push(`its name says "${level}", a level or reading that does not add up: averaged`);
  } else if (!wholeNumbers && min >= 0 && max <= 1) {
    aggregation = 'mean';
    reasons.push('every value is a fraction between 0 and 1, a share or probability: averaged, not added');
  } else reasons.push('nothing marks it as a rate, price or reading, so amounts add up: summed');

  const intervalWord = has(INTERVAL);
  const crossesZero = min < 0 && max > 0;
  const scale: MeasureScale = intervalWord !== undefined || crossesZero ? 'interval' : 'ratio';
  if (intervalWord !== undefined) reasons.push(`"${intervalWord}" has no true zero: changes are given in units, not %`);
  else if (crossesZero) reasons.push('values run from negative to positive: changes are given in units, not %');

  const currencyInData = symbol !== undefined && CURRENCY_SYMBOLS.has(symbol) ? symbol : undefined;
  const moneyWord = has(MONEY);
  const money = currencyInData !== undefined || moneyWord !== undefined;
  const namedCurrency = words.map((w) => CURRENCY_WORDS[w]).find((c) => c !== undefined);
  const currency = currencyInData ?? namedCurrency ?? null;
  if (currencyInData !== undefined) reasons.push(`values are written with "${currencyInData}": money`);
  else if (moneyWord !== undefined) reasons.push(`its name says "${moneyWord}": money${currency ? ` in ${currency}` : ', currency not stated'}`);
  const coordinate = coordinateAxis(words, min, max);
  if (coordinate === 'direction') reasons.push('its name says direction and every value is within 0–360: an orientation, not a quantity — never picked as a default measure');
  else if (coordinate) reasons.push(`its name says ${coordinate} and every value is in range: a position, not a quantity — never picked as a default measure`);
  return { aggregation, stock, scale, money, currency, coordinate, reasons };
}
