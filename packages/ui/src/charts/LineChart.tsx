import { PointSeriesChart } from './PointSeriesChart.js';
import type { ChartProps } from './types.js';

/** A line through the values in order, with a marker per datum. */
export function LineChart(props: ChartProps) {
  return <PointSeriesChart {...props} kind="Line chart" filled={false} markerRadius={3.5} />;
}
