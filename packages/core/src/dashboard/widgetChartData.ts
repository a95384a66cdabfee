import { chartData } from '../chart/chartData.js';
import type { ChartDatum } from '../chart/types.js';
import type { Dataset } from '../dataset/types.js';
import type { Widget } from './types.js';

/**
 * The points a chart panel draws: `chartData` with the panel's axes, aggregation, time unit, series and
 * limit (bar top 8 by value, pie top 5, time panels every bucket in time order). Empty for a summary panel.
 *
 * @example
 * widgetChartData(weather, generateDashboard(weather).widgets[3]); // 48 months of summed precipitation
 */
export function widgetChartData(ds: Dataset, widget: Widget): ChartDatum[] {
  if (widget.type !== 'chart' || !widget.chartType || !widget.xAxis) return [];
  const config = {
    type: widget.chartType,
    xAxis: widget.xAxis,
    yAxis: widget.yAxis ?? null,
    title: widget.title,
    ...(widget.aggregation ? { aggregation: widget.aggregation } : {}),
    ...(widget.unit ? { unit: widget.unit } : {}),
    ...(widget.series ? { series: widget.series } : {}),
  };
  return chartData(ds, config, widget.limit !== undefined ? { limit: widget.limit } : {});
}
