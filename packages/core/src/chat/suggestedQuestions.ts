import { SUGGESTED_QUESTION_COUNT } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { runQuery } from '../query/runQuery.js';
import { compileQuestion } from './compileQuestion.js';
import { defaultMeasures } from '../roles/defaultMeasures.js';
import { defaultCategories, rankingLabel } from '../roles/pickCategory.js';
import { primaryMeasure } from '../roles/primaryMeasure.js';

/** Whole-table questions that fit any dataset, to fill up to 8. */
const GENERAL = ['How many rows and columns are there?', 'Are there any missing values?', 'What are the column types?', 'Give me a summary of the data', 'How many rows are there?', 'Summarise the data', 'Describe the data'];

/**
 * The 8 suggested questions (spec app.md §2/§9), built from the column roles so each one is answerable
 * and worth asking: the measure's own aggregation (total of an additive one, average otherwise), the
 * same in the latest year, the most common category, rows with its most common value, the category
 * with the highest measure, the measure by year (or month), the measure for one series, its median,
 * then trend, correlation, outliers and whole-table questions. The measure is `primaryMeasure`.
 * Identifiers, years, coordinates and free text are never offered as measures or groups; a category named like a
 * key (`idLike`: item_id, customer_id) only when no other exists. A summary table's per-row label (`rankingLabel`)
 * is asked about as a ranking only ("Which region has the highest revenue?", "… the lowest …"), never "most common".
 *
 * @example
 * suggestedQuestions(weather).slice(0, 3);
 * // ['What is the total precipitation?', 'What is the total precipitation in 2015?', 'Which weather is most common?']
 */
export function suggestedQuestions(ds: Dataset): string[] {
  const role = (kind: string) => ds.roles.find((r) => r.role === kind);
  const measure = primaryMeasure(ds);
  // a summary table's per-row label (region,revenue, one row per region): its rows are ranked, never counted
  const label = role('series') || defaultCategories(ds)[0] ? undefined : rankingLabel(ds);
  const category = role('series') ?? defaultCategories(ds)[0] ?? label;
  const time = ds.roles.find((r) => r.role === 'time' && r.timeKind === 'date') ?? role('time');
  const m = measure?.column;
  const c = category?.column;
  const how = measure?.aggregation === 'sum' ? 'total' : 'average';
  const top = c ? runQuery(ds, { groupBy: [c], filters: [{ column: c, op: 'notEmpty' }], limit: 1 }).groups[0]?.keys[0] : undefined;
  const years = time ? runQuery(ds, { groupBy: [{ column: time.column, ...(time.timeKind === 'date' ? { unit: 'year' as const } : {}) }], sort: { by: 'key' } }).groups.filter((g) => g.keys[0] !== null) : [];
  const latest = years.at(-1)?.keys[0];
  // With a series key (symbol in stocks.csv) a figure over every series mixes them: ask about one.
  const scope = category?.role === 'series' && top ? ` for ${top}` : '';
  // a stock over time (population per year): a total over the rows adds dates up — asked only when there is no time column
  const figure = m !== undefined && !(measure?.stock && time);
  const questions = [
    figure && `What is the ${how} ${m}${scope}?`,
    figure && latest && years.length > 1 && `What is the ${how} ${m}${scope} in ${latest}?`,
    c && !label && `Which ${c} is most common?`,
    c && top && !label && `How many rows have ${c} ${top}?`,
    c && m && `Which ${c} has the highest ${m}?`,
    label && m && `Which ${c} has the lowest ${m}?`,
    figure && years.length > 1 && `What is the ${how} ${m}${scope} by year?`,
    m && `What is the median ${m}${scope}?`,
    m && time && `What is the trend of ${m}?`,
    m && `Are there outliers in ${m}?`,
    defaultMeasures(ds).length >= 2 && 'Which columns are most correlated?',
    c && !label && `How many different ${c} values are there?`,
    // a whole-table question can read as filtered where a word is also a value ("me" is Maine in zipcodes.csv): offer only those that compile
    ...GENERAL.filter((q) => compileQuestion(ds, q).kind !== 'declined'),
  ];
  return [...new Set(questions.filter((q): q is string => typeof q === 'string'))].slice(0, SUGGESTED_QUESTION_COUNT);
}
