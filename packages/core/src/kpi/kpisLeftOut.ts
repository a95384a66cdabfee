import { MAX_KPIS } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import { andList } from '../text/andList.js';
import { countOf } from '../text/plural.js';
import { kpiCandidates, type KpiCandidate } from './kpiCandidates.js';
import type { GenerateKpisOptions, Kpi } from './types.js';

/** The KPIs the limit of `MAX_KPIS` left out, and the rule, in words. */
export interface KpisLeftOut {
  /** How many KPIs are shown, and how many the rule gives without the limit. */
  readonly shown: number;
  readonly of: number;
  /** The left-out KPIs' names, in the rule's order ('Mean price (GOOG)'). */
  readonly names: readonly string[];
  /** One sentence: the limit, the rule that chose, and what it left out. */
  readonly text: string;
}

/** Left-out KPIs named one by one; beyond this, 'and N more'. */
const NAMED = 5;

/**
 * What `generateKpis` left out because it shows at most `MAX_KPIS` (4) KPIs — said, never silent: stocks.csv has five
 * symbols, and the one with the fewest rows is not shown.
 * `options` must be those `kpis` were generated with. Undefined when nothing was left out, for core's sample KPIs, and when
 * `kpis` are not the first KPIs of the rule (KPIs chosen some other way: nothing can be said about them).
 *
 * @example
 * kpisLeftOut(stocks, generateKpis(stocks))?.text;
 * // 'Up to 4 KPIs are shown, one per symbol, the 4 with the most rows; left out: GOOG (68 rows).'
 */
export function kpisLeftOut(ds: Dataset, kpis: readonly Kpi[], options: GenerateKpisOptions = {}): KpisLeftOut | undefined {
  if (kpis.length < MAX_KPIS || kpis.some((k) => k.column === undefined)) return undefined;
  const candidates = kpiCandidates(ds, options);
  const same = kpis.every((k, i) => candidates[i]?.column === k.column && candidates[i]?.entity?.name === k.entity);
  const left = candidates.slice(kpis.length);
  if (!same || left.length === 0) return undefined;
  const key = candidates.find((c) => c.entity)?.entity?.seriesKey;
  const oneMeasure = new Set(candidates.map((c) => c.column)).size === 1;
  // equal row counts on both sides of the cut: the first seen in the file was kept
  const tie = left[0]!.entity !== undefined && left[0]!.entity.rows === candidates[kpis.length - 1]!.entity?.rows ? ' (first in the file on a tie)' : '';
  // one measure over a series key (stocks.csv's price by symbol): the entities are what is chosen, so name them with their rows
  const rule =
    key === undefined
      ? 'one per measure, headline figures first'
      : oneMeasure
        ? `one per ${key}, the ${kpis.length} with the most rows${tie}`
        : `one per measure and ${key}, the ${key} values with the most rows first${tie}`;
  const item = (c: KpiCandidate) => (c.entity && oneMeasure ? `${c.entity.name} (${countOf(c.entity.rows, 'row')})` : c.name);
  const named = left.slice(0, NAMED).map(item);
  const more = left.length > NAMED ? [`${formatNumber(left.length - NAMED)} more`] : [];
  return {
    shown: kpis.length,
    of: candidates.length,
    names: left.map((c) => c.name),
    text: `Up to ${MAX_KPIS} KPIs are shown, ${rule}; left out: ${andList([...named, ...more])}.`,
  };
}
