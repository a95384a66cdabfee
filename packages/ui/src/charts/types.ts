/** One labelled value, the only data shape the charts draw. */
export interface ChartDatum {
  label: string;
  value: number;
  /** The line this point belongs to when a line or area chart draws several (one per series value). */
  series?: string | undefined;
  /** A pie's slice holding the groups past its top (core's `rest`, 'Other (54 more)'): drawn grey, worded as the rest. */
  rest?: boolean | undefined;
}

/** The chart kinds the chart card can switch between. */
export type ChartKind = 'bar' | 'line' | 'area' | 'pie';

export interface ChartProps {
  data: readonly ChartDatum[];
  /** Height in px; width follows the parent unless `width` is given. */
  height: number;
  /** The accessible name and caption of the hidden data table (the card shows the visible title). */
  title?: string;
  /** Colours (any CSS colour, `var(--x)` included); defaults to --chart-1..8. */
  colors?: readonly string[];
  /** Fixed width in px (tests, exports); omit to fill the parent. */
  width?: number;
  /** Shown instead of the chart when `data` is empty. */
  emptyMessage?: string;
  /** Receives the rendered <svg>, e.g. for PNG export. */
  svgRef?: (svg: SVGSVGElement | null) => void;
}
