import { chartChoices, columnRole, withChartChoice } from '@tallyline/core';
import type { ChartAggregation, ChartChoice, ChartConfig, Dataset } from '@tallyline/core';
import { useId } from 'react';
import { CHART_CONTROLS_TEXT } from '../../messages/upload.js';
import './ChartControls.css';

/** The select value standing for "no column": count rows (value) or one line (series). Never a header. */
export const NO_COLUMN = '\u0000';

/** The kinds of chart the controls know; a pie and a bar never split into series (no spliced lines). */
export type ControlledKind = 'bar' | 'line' | 'area' | 'pie';

export interface ControlOption {
  value: string;
  label: string;
}

/** What each select offers and whether it is enabled, for a chart of `kind` now showing `config`. */
export interface ControlOptions {
  xAxes: ControlOption[];
  values: ControlOption[];
  aggregations: ControlOption[];
  aggregationEnabled: boolean;
  series: ControlOption[];
  seriesEnabled: boolean;
}

const AGGREGATION_LABELS: Readonly<Record<ChartAggregation, string>> = {
  sum: 'sum',
  mean: 'mean',
  median: 'median',
  min: 'min',
  max: 'max',
  count: 'count',
  distinct: 'distinct count',
};

function isTime(ds: Dataset, column: string): boolean {
  return ds.roles.some((r) => r.column === column && r.role === 'time');
}

function withCurrent(options: ControlOption[], current: string, label = current): ControlOption[] {
  return options.some((o) => o.value === current) ? options : [{ value: current, label }, ...options];
}

/**
 * What the controls offer, from core's `chartChoices` (the roles: never an identifier or free text on x,
 * never an id or a year as the value), narrowed so the chart type stays meaningful: a pie shows parts of
 * a sum or of row counts over a category (no pie of months, no slices of means); series split only a
 * line or area over time. The value the chart shows now is always offered, so a select never lies.
 */
export function controlOptions(ds: Dataset, kind: ControlledKind, config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'series'>): ControlOptions {
  const choices = chartChoices(ds);
  const pie = kind === 'pie';
  const xAxes = choices.xAxes.filter((c) => !pie || !isTime(ds, c)).map((c) => ({ value: c, label: c }));
  const measures = choices.values.filter((c) => !pie || columnRole(ds, c).aggregation === 'sum');
  const values = [{ value: NO_COLUMN, label: CHART_CONTROLS_TEXT.countRows }, ...measures.map((c) => ({ value: c, label: c }))];
  const aggregations = choices.aggregations.filter((a) => !pie || a === 'sum' || a === 'count').map((a) => ({ value: a, label: AGGREGATION_LABELS[a] }));
  const timed = isTime(ds, config.xAxis) && (kind === 'line' || kind === 'area');
  const series = [{ value: NO_COLUMN, label: CHART_CONTROLS_TEXT.noSeries }, ...choices.series.filter((c) => c !== config.xAxis).map((c) => ({ value: c, label: c }))];
  const aggregation = config.yAxis === null ? 'count' : (config.aggregation ?? 'sum');
  return {
    xAxes: withCurrent(xAxes, config.xAxis),
    values: config.yAxis === null ? values : withCurrent(values, config.yAxis),
    aggregations: withCurrent(aggregations, aggregation, AGGREGATION_LABELS[aggregation]),
    aggregationEnabled: config.yAxis !== null,
    series: config.series ? withCurrent(series, config.series) : series,
    seriesEnabled: timed,
  };
}

/**
 * The user's choice after one select changed. A new value drops a chosen aggregation, so the value brings
 * its own (sum or mean, from its role) as core's `withChartChoice` does; a new x on a bar or pie drops the
 * series (they never split those, and a kept series would send a bar back to the series key).
 */
export function nextChoice(choice: ChartChoice, kind: ControlledKind, field: 'xAxis' | 'yAxis' | 'aggregation' | 'series', value: string): ChartChoice {
  const column = value === NO_COLUMN ? null : value;
  if (field === 'xAxis') return { ...choice, xAxis: value, ...(kind === 'bar' || kind === 'pie' ? { series: null } : {}) };
  if (field === 'yAxis') {
    const { aggregation: _dropped, ...rest } = choice;
    return { ...rest, yAxis: column };
  }
  if (field === 'aggregation') return { ...choice, aggregation: value as ChartAggregation };
  return { ...choice, series: column };
}

/** `withChartChoice`, or the config unchanged when the choice names a column the data no longer has. */
export function applyChoice(ds: Dataset, config: ChartConfig, choice: ChartChoice): ChartConfig {
  if (Object.keys(choice).length === 0) return config;
  try {
    return withChartChoice(ds, config, choice);
  } catch {
    return config;
  }
}

export interface ChartControlsProps {
  dataset: Dataset;
  kind: ControlledKind;
  /** The config the chart draws now (after its type is applied): what the selects show. */
  config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'series'>;
  choice: ChartChoice;
  onChange: (choice: ChartChoice) => void;
  /** Names the group for screen readers when several charts have controls, e.g. the chart's title. */
  label: string;
  className?: string;
}

/** Issue 13 chart controls: x/category, value, aggregation and series as labelled native selects. */
export function ChartControls({ dataset, kind, config, choice, onChange, label, className }: ChartControlsProps) {
  const id = useId();
  const o = controlOptions(dataset, kind, config);
  const aggregation = config.yAxis === null ? 'count' : (config.aggregation ?? 'sum');
  const set = (field: 'xAxis' | 'yAxis' | 'aggregation' | 'series') => (value: string) => onChange(nextChoice(choice, kind, field, value));
  const customized = Object.keys(choice).length > 0;
  return (
    <div className={`tl-chart-controls${className ? ` ${className}` : ''}`} role="group" aria-label={`${CHART_CONTROLS_TEXT.group}: ${label}`}>
      <ControlSelect id={`${id}-x`} label={CHART_CONTROLS_TEXT.xAxis} value={config.xAxis} options={o.xAxes} onChange={set('xAxis')} />
      <ControlSelect id={`${id}-y`} label={CHART_CONTROLS_TEXT.value} value={config.yAxis ?? NO_COLUMN} options={o.values} onChange={set('yAxis')} />
      <ControlSelect
        id={`${id}-agg`}
        label={CHART_CONTROLS_TEXT.aggregation}
        value={aggregation}
        options={o.aggregations}
        disabled={!o.aggregationEnabled}
        onChange={set('aggregation')}
      />
      <ControlSelect
        id={`${id}-series`}
        label={CHART_CONTROLS_TEXT.series}
        value={o.seriesEnabled ? (config.series ?? NO_COLUMN) : NO_COLUMN}
        options={o.series}
        disabled={!o.seriesEnabled}
        onChange={set('series')}
      />
      {customized ? (
        <button type="button" className="tl-chart-controls__reset" onClick={() => onChange({})}>
          {CHART_CONTROLS_TEXT.reset}
        </button>
      ) : null}
    </div>
  );
}

function ControlSelect({
  id,
  label,
  value,
  options,
  disabled = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly ControlOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="tl-chart-controls__field">
      <label htmlFor={id} className="tl-chart-controls__label">
        {label}
      </label>
      <select id={id} className="tl-chart-controls__select" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {options.map((opt) => (
          <option key={opt.value} value={opt.value}>
            {opt.label}
          </option>
        ))}
      </select>
    </div>
  );
}
