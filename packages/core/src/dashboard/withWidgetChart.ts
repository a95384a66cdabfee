import type { ChartChoice } from '../chart/types.js';
import { pieTitle } from '../chart/pieTitle.js';
import { withChartChoice } from '../chart/withChartChoice.js';
import type { Dataset } from '../dataset/types.js';
import type { Widget } from './types.js';

/**
 * A chart panel with the user's choice of x, value, aggregation and series (issue 13 chart controls),
 * as `withChartChoice` decides it: a new value brings its own aggregation unless one is chosen, a time x
 * is bucketed, series only on time, the title rewritten (a pie in its own words, `pieTitle`: 'share of …', '(top 5)' only when groups are left out). The input is not changed.
 *
 * @example
 * withWidgetChart(weather, bar, { yAxis: 'temp_max' }).title; // 'mean temp_max by weather'
 */
export function withWidgetChart(ds: Dataset, widget: Widget, choice: ChartChoice): Widget {
  const config = withChartChoice(
    ds,
    {
      type: widget.chartType ?? 'bar',
      xAxis: widget.xAxis ?? ds.headers[0] ?? '',
      yAxis: widget.yAxis ?? null,
      title: widget.title,
      ...(widget.aggregation ? { aggregation: widget.aggregation } : {}),
      ...(widget.unit ? { unit: widget.unit } : {}),
      ...(widget.series ? { series: widget.series } : {}),
    },
    choice,
  );
  const { yAxis: _yAxis, unit: _unit, series: _series, ...rest } = widget;
  return {
    ...rest,
    xAxis: config.xAxis,
    ...(config.yAxis !== null ? { yAxis: config.yAxis } : {}),
    ...(config.aggregation ? { aggregation: config.aggregation } : {}),
    ...(config.unit ? { unit: config.unit } : {}),
    ...(config.series ? { series: config.series } : {}),
    title: widget.chartType === 'pie' ? pieTitle(ds, config, widget.limit) : config.title,
  };
}
