import type { MeasureAggregation, MeasureScale } from '../roles/types.js';

/** Spec app.md §3 Asset. */
export interface Asset {
  /** Upper-case, unique within its portfolio. */
  readonly symbol: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: number;
  /** quantity × price. */
  readonly value: number;
  /** Percent share of the portfolio's total value. */
  readonly allocation: number;
  /** later − earlier: the change of the asset's value between the halves its portfolio's `changeHalves` names. */
  readonly change: number;
  readonly changePercent: number;
  /**
   * Generated groups of a measure (not a quantity × price pair): the group's figure over the earlier and the later
   * half — its total for an additive measure, its mean for an averaged one. Absent when a half has no rows of a mean.
   */
  readonly earlier?: number;
  readonly later?: number;
}

/** Spec app.md §3 Portfolio. */
export interface Portfolio {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Σ asset values; 0 for a generated portfolio of means that is not holdings (a sum of means is no total). */
  readonly total_value: number;
  /**
   * Mean changePercent; 0 for a generated portfolio of means that is not holdings. null when nothing in the data is
   * earlier to compare with (no time column, or every group at one time only): no asset has an earlier and a later
   * figure, so how the holdings performed is unknown — never a made-up 0%. Edits keep it null (`savePortfolio`).
   */
  readonly performance: number | null;
  readonly risk_score: number;
  readonly assets: readonly Asset[];
  readonly isCustomizable: boolean;
  /** Generated portfolios: the column grouped by (issue 13; absent on the sample). */
  readonly groupColumn?: string;
  /** Generated portfolios: the measure that values the assets. */
  readonly valueColumn?: string;
  /** How each asset's value combines its rows: 'sum' for additive measures, 'mean' for averaged ones. */
  readonly aggregation?: MeasureAggregation;
  /** 'interval' when % changes are meaningless (then changePercent is 0 and `change` carries the change in units). */
  readonly scale?: MeasureScale;
  /** Whether the values are money (currency symbols in the data or a money header); the sample portfolio is dollars. */
  readonly money?: boolean;
  /** The currency symbol when known ('$', '€', …). */
  readonly currency?: string | null;
  /**
   * A group left out because it is the total of the others (disasters.csv's 'All natural disasters'):
   * counting it with them would count every value twice. With the evidence, for the wording.
   */
  readonly leftOut?: { readonly name: string; readonly reason: string };
  /**
   * Generated portfolios whose rows are holdings (`holdingEvidence`): the evidence in plain words — a
   * quantity × price pair or a header naming a holding. Absent for sales, costs and readings, which are
   * groups of their measure, not investments (`isHoldings`). An asset edit by the user sets it.
   */
  readonly holdingEvidence?: string;
  /** A stock measure (population) with a time column: the date whose levels the groups are ('2005'). */
  readonly stockAt?: string;
  /** Holdings valued by a quantity × price pair: the quantity column (`valueColumn` is the price). */
  readonly quantityColumn?: string;
  /**
   * Generated portfolios of an additive measure (not a quantity × price pair): the measure's total over the
   * earlier and the later half of the whole time range (`by: 'time'`; without a time column there is none — a file's
   * row order is not time) — the change of the total, for the words (a mean of the groups' % changes describes nothing).
   */
  readonly totalChange?: { readonly earlier: number; readonly later: number; readonly by: 'time' };
  /**
   * Generated groups of a measure (not a quantity × price pair): where the assets' `earlier` / `later` halves are cut —
   * by the time column (`by`; absent without one), within the whole range for an additive measure (`within: 'all'`, the
   * halves of `totalChange`) or within each group's own range for an averaged one (`'group'`). For the titles.
   */
  readonly changeHalves?: { readonly by: 'time'; readonly within: 'all' | 'group' };
  /**
   * Generated portfolios grouped by a summary table's per-row label (`label` on the role: region,revenue with one
   * row per region): each asset is one row's value, nothing summed or averaged — a ranking of the rows. Titled
   * 'revenue per region (one row each)'; for an averaged measure still no total or shares.
   */
  readonly perRow?: true;
}

export interface GeneratePortfolioOptions {
  /** Grouping column, a text column (default: the series key, else the first category). */
  readonly groupColumn?: string;
  /** Valuing column, a number column (default: the first money measure, else the first measure). */
  readonly valueColumn?: string;
  /** Orders rows for change: a date column or a year column (default: the first time column; null = row order). */
  readonly dateColumn?: string | null;
  /** Portfolio id (default: derived from the dataset's content). */
  readonly id?: string;
}

/** What the add-asset form gives: text from inputs or numbers. */
export interface AssetInput {
  readonly symbol: string;
  readonly name: string;
  readonly quantity: number | string;
  readonly price: number | string;
}

/**
 * One edit the user made to a generated portfolio (the app's edit mode), recorded so a report re-runs
 * with the same assets: add an asset, change an asset's quantity or price, remove one (by its index
 * in the list at that moment), or "Save Changes" with the name and description given.
 */
export type PortfolioEdit =
  | { readonly op: 'add'; readonly asset: AssetInput }
  | { readonly op: 'update'; readonly index: number; readonly quantity?: number | string; readonly price?: number | string }
  | { readonly op: 'remove'; readonly index: number }
  | { readonly op: 'save'; readonly name?: string; readonly description?: string };

/** Stable codes for edit helpers; the app maps them to the spec's texts. */
export type PortfolioEditCode = 'ASSET_FIELDS_REQUIRED' | 'ASSET_INDEX_OUT_OF_RANGE';

export type PortfolioEditResult =
  | { readonly ok: true; readonly portfolio: Portfolio }
  | { readonly ok: false; readonly code: PortfolioEditCode };
