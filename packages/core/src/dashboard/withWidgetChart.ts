import { chartTitle } from '../chart/chartTitle.js';
import { chooseTimeUnit } from '../chart/chooseTimeUnit.js';
import type { Dataset } from '../dataset/types.js';
import { columnRole } from '../roles/columnRole.js';
import type { Widget, WidgetChartChoice } from './types.js';

/**
 * A chart panel with the user's choice of x, value, aggregation and series (issue 13 chart controls):
 * picking a value takes that measure's own aggregation unless one is chosen too; a time x is bucketed by
 * `chooseTimeUnit` (series only apply to a time x); the title is rewritten to name what is computed.
 * Throws CoreError UNKNOWN_COLUMN for an unknown column. The input is not changed.
 *
 * @example
 * withWidgetChart(weather, bar, { yAxis: 'temp_max' }).title; // 'mean temp_max by weather'
 */
export function withWidgetChart(ds: Dataset, widget: Widget, choice: WidgetChartChoice): Widget {
  const xAxis = choice.xAxis ?? widget.xAxis ?? ds.headers[0] ?? '';
  const yAxis = choice.yAxis !== undefined ? choice.yAxis : (widget.yAxis ?? null);
  const aggregation =
    choice.aggregation ??
    (choice.yAxis !== undefined ? (yAxis === null ? 'count' : (columnRole(ds, yAxis).aggregation ?? 'sum')) : (widget.aggregation ?? (yAxis === null ? 'count' : 'sum')));
  const timed = columnRole(ds, xAxis).role === 'time';
  const unit = timed ? chooseTimeUnit(ds, xAxis) : undefined;
  const series = timed ? (choice.series !== undefined ? choice.series : widget.series) : undefined;
  const axes = { xAxis, yAxis, aggregation, ...(unit ? { unit } : {}), ...(series ? { series } : {}) };
  const { yAxis: _yAxis, unit: _unit, series: _series, ...rest } = widget;
  return {
    ...rest,
    xAxis,
    ...(yAxis !== null ? { yAxis } : {}),
    aggregation,
    ...(unit ? { unit } : {}),
    ...(series ? { series } : {}),
    title: chartTitle(axes, widget.chartType === 'pie' ? widget.limit : undefined),
  };
}
