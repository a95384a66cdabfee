import type { Dataset } from '../dataset/types.js';
import { rowsAndColumns } from '../report/datasetOverview.js';

/**
 * The description core writes on a generated dashboard: its data's row and column counts, formatted as
 * everywhere else ('1,461 rows', never '1461 rows').
 *
 * @example
 * dashboardDescription(seattleWeather); // 'Generated from 1,461 rows and 6 columns'
 */
export function dashboardDescription(ds: Dataset): string {
  return `Generated from ${rowsAndColumns(ds)}`;
}

/** A count as `dashboardDescription` writes it (thousands grouped) or as it was written before (digits only). */
const COUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)`;
const GENERATED = new RegExp(`^Generated from ${COUNT} rows? and ${COUNT} columns?$`);

/**
 * Whether a dashboard's description is the one core generated (`dashboardDescription`), so it may follow
 * the data's counts when the data changes; a description the user wrote is kept. Dashboards saved before
 * the counts were formatted say 'Generated from 1461 rows and 6 columns' and are recognised too.
 *
 * @example
 * isGeneratedDescription('Generated from 1,461 rows and 6 columns'); // true
 * isGeneratedDescription('Generated from 1461 rows and 6 columns'); // true
 * isGeneratedDescription('Q3 sales for the board'); // false
 */
export function isGeneratedDescription(description: string): boolean {
  return GENERATED.test(description);
}
