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
  readonly change: number;
  readonly changePercent: number;
}

/** Spec app.md §3 Portfolio. */
export interface Portfolio {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly total_value: number;
  readonly performance: number;
  readonly risk_score: number;
  readonly assets: readonly Asset[];
  readonly isCustomizable: boolean;
}

export interface GeneratePortfolioOptions {
  /** Grouping column (default: first string column). */
  readonly groupColumn?: string;
  /** Summed column (default: first numeric column). */
  readonly valueColumn?: string;
  /** Orders rows for change (default: first date column; null = row order). */
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

/** Stable codes for edit helpers; the app maps them to the spec's texts. */
export type PortfolioEditCode = 'ASSET_FIELDS_REQUIRED' | 'ASSET_INDEX_OUT_OF_RANGE';

export type PortfolioEditResult =
  | { readonly ok: true; readonly portfolio: Portfolio }
  | { readonly ok: false; readonly code: PortfolioEditCode };
