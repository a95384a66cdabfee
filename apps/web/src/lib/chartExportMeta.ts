import type { ChartExportMeta } from '@tallyline/ui';
import { chartLegend } from '@tallyline/ui';

/** The axes of a chart as core configures it (a chart config or a dashboard widget). */
export interface ChartAxes {
  xAxis?: string | null | undefined;
  yAxis?: string | null | undefined;
  aggregation?: string | undefined;
  unit?: string | undefined;
}

const AGGREGATION_WORD: Readonly<Record<string, string>> = { sum: 'Total', mean: 'Mean', avg: 'Mean', median: 'Median', min: 'Minimum', max: 'Maximum', distinct: 'Distinct' };

/** The value axis' name: 'Total sales', 'Mean price', 'Count of rows'. */
export function valueAxisLabel(axes: ChartAxes): string {
  if (!axes.yAxis || axes.aggregation === 'count') return 'Count of rows';
  const word = AGGREGATION_WORD[axes.aggregation ?? 'sum'] ?? axes.aggregation;
  return `${word} ${axes.yAxis}`;
}

/** The category axis' name: the x column, with its time unit when bucketed ('date (week)'). */
export function categoryAxisLabel(axes: ChartAxes): string | undefined {
  if (!axes.xAxis) return undefined;
  return axes.unit ? `${axes.xAxis} (${axes.unit})` : axes.xAxis;
}

/** What an export of a bar / line / area / pie chart says around it (title aside). */
export function chartExportMeta(
  kind: string,
  data: readonly { label: string; value: number; series?: string | undefined }[],
  axes: ChartAxes,
  source: string | null | undefined,
): Omit<ChartExportMeta, 'title'> {
  const yLabel = valueAxisLabel(axes);
  const pie = kind === 'pie';
  return {
    legend: chartLegend(kind, data, undefined, yLabel),
    xLabel: pie ? undefined : categoryAxisLabel(axes),
    yLabel: pie ? undefined : yLabel,
    source: source ?? undefined,
  };
}
