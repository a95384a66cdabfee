/**
 * Shapes the step components render. They mirror the entities of spec app.md §3
 * (core computes them); ui only needs these fields, so it does not depend on core.
 */
export type KpiTrend = 'up' | 'down' | 'stable';
/**
 * Spec §9 labels; 'Above target', 'Below target' and 'At target' are core's neutral ones for a KPI with no better
 * direction (wind, rainfall); 'Not compared' for one with nothing to compare with (no earlier period, no target set).
 */
export type KpiStatusLabel = 'On Track' | 'At Risk' | 'Behind' | 'Above target' | 'Below target' | 'At target' | 'Not compared';

export interface KpiCardData {
  id: string;
  name: string;
  description: string;
  current_value: number;
  target_value: number;
  trend: KpiTrend;
  formula: string;
  /** The period current_value comes from and the one the target comes from ('2015-12', '2014-12'), when the KPI compares periods. */
  period?: string;
  baseline?: string;
  /** Set when the KPI is compared by difference (temperatures): the typical change between compared periods. */
  tolerance?: number;
  /** 'lower' when less is better (costs, deaths); 'none' when neither way is better (wind, rainfall): compared, not judged. */
  better?: 'lower' | 'none';
}

export interface AssetRow {
  symbol: string;
  name: string;
  quantity: number;
  price: number;
  value: number;
  allocation: number;
  change: number;
  changePercent: number;
}

export interface TrendPoint {
  period: string;
  value: number;
  predicted: boolean;
  anomaly: boolean;
  lower80?: number;
  upper80?: number;
  lower95?: number;
  upper95?: number;
}

export interface ReportSection {
  title: string;
  content: string;
}

export interface ReportData {
  title: string;
  generatedAt: string;
  sections: readonly ReportSection[];
  recommendations: readonly string[];
}

export interface ReportTiles {
  dataPoints: number;
  kpis: number;
  components: number;
  predictions: number;
  /** The components tile's label; 'Portfolio Components' by default (spec §2), 'Groups Compared' when the portfolio step compared groups of a measure. */
  componentsLabel?: string;
}
