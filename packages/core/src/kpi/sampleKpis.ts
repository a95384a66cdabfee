import type { Kpi } from './types.js';

/**
 * The three fixed KPIs used when a dataset has no numeric column, or when
 * generation fails (spec app.md §4, §9). Always the same values.
 *
 * @example
 * sampleKpis().map((k) => k.name); // ['Revenue Growth', 'Customer Satisfaction', 'Operational Efficiency']
 */
export function sampleKpis(): Kpi[] {
  return [
    {
      id: 'kpi-sample-1',
      name: 'Revenue Growth',
      description: 'Sample KPI: quarter-on-quarter revenue growth in percent',
      current_value: 12.5,
      target_value: 15,
      trend: 'up',
      category: 'Performance',
      formula: 'AVG(revenue_growth)',
    },
    {
      id: 'kpi-sample-2',
      name: 'Customer Satisfaction',
      description: 'Sample KPI: average satisfaction score out of 100',
      current_value: 72,
      target_value: 90,
      trend: 'stable',
      category: 'Performance',
      formula: 'AVG(satisfaction)',
    },
    {
      id: 'kpi-sample-3',
      name: 'Operational Efficiency',
      description: 'Sample KPI: share of orders fulfilled on time in percent',
      current_value: 58,
      target_value: 85,
      trend: 'down',
      category: 'Performance',
      formula: 'AVG(on_time_rate)',
    },
  ];
}
