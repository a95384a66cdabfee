import { PointSeriesChart } from './PointSeriesChart.js';
import type { ChartProps } from './types.js';

/** A filled area under the line through the values in order. */
export function AreaChart(props: ChartProps) {
  return <PointSeriesChart {...props} kind="Area chart" filled markerRadius={3} />;
}
