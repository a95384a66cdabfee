import type { Dataset, NumberColumn } from '../dataset/types.js';
import { dataQuality } from '../stats/dataQuality.js';
import { finiteStats } from '../stats/finiteStats.js';
import { formatNumber } from '../stats/formatNumber.js';
import { pearson } from '../stats/pearson.js';
import { overviewText, rowsAndColumns } from '../report/datasetOverview.js';
import { primaryMeasure } from '../roles/primaryMeasure.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';
import { columnOutliers } from './columnOutliers.js';
import type { LegacyIntent } from './questionWords.js';
import type { ChatAnswer, ChatWork } from './types.js';

const f = formatNumber;

/**
 * Answers a whole-table question (spec app.md §2 keyword rules), with its work: the table size, the
 * overview, column types, missing values with the spec's quality word, the trend of a measure, the
 * strongest Pearson correlation between measures, Tukey outliers of a measure. The measure is the one
 * named (any measure, coordinates too), else `primaryMeasure` (never a year, an id or a coordinate).
 *
 * @example
 * answerLegacy(weather, 'outliers', 'wind', []).text; // '… outliers in wind fall outside … (1.5 × IQR) …'
 */
export function answerLegacy(ds: Dataset, intent: LegacyIntent, named: string | undefined, unused: readonly string[]): ChatAnswer {
  const measures = ds.roles.filter((r) => r.role === 'measure').map((r) => ds.column(r.column)).filter((c): c is NumberColumn => c.type === 'number');
  const primary = primaryMeasure(ds)?.column;
  const num = (named ? measures.find((c) => c.name === named) : undefined) ?? measures.find((c) => c.name === primary);
  const work = (description: string, rowsUsed = ds.rowCount): ChatWork => ({ description, rowsUsed, rowsMatched: ds.rowCount, rowCount: ds.rowCount, unusedWords: unused });
  const noMeasure: ChatAnswer = { intent: 'declined', text: 'There is no measure (a numeric column that is not a year, an id or a coordinate) to compute that from; name a column to use it anyway.' };
  switch (intent) {
    case 'count':
      return { intent, text: `The dataset has ${rowsAndColumns(ds)}.`, work: work('count of rows and columns') };
    case 'overview': {
      // the report's overview, word for word (one function)
      return { intent, text: overviewText(ds), work: work('count of rows, of columns by kind, and the role of every column') };
    }
    case 'types':
      return { intent, text: `Column types: ${ds.columns.map((c) => `${c.name} (${c.type})`).join(', ')}.`, work: work('the type of every column') };
    case 'missing': {
      const q = dataQuality(ds);
      const cols = q.byColumn.filter((c) => c.missing > 0).map((c) => `${c.name} (${f(c.missing)})`);
      const where = cols.length > 0 ? ` Empty cells by column: ${cols.join(', ')}.` : '';
      return { intent, text: `${f(q.missing)} of ${f(q.cells)} cells are empty (${f(q.share * 100)}%), so data quality is ${q.quality}.${where}`, work: work('count of empty cells in every column') };
    }
    case 'trend': {
      if (!num) return noMeasure;
      const t = analyzeTrend(ds, { column: num.name });
      // no time column: rows that are countries or states are no periods — declined with why and what to do
      if (t.noTime) return { intent: 'declined', column: num.name, text: `${t.noTime.reason} ${t.noTime.whatToDo}` };
      if (t.isSample) return { intent, column: num.name, text: `${num.name} has no numeric values.` };
      return { intent, column: num.name, text: `The trend of ${num.name} is ${t.direction === 'No clear trend' ? 'not clear' : t.direction.toLowerCase()}. ${t.insights[0] ?? ''}`.trim(), work: work(`trend of ${num.name} (as on the Trend step)`, finiteStats(num.values).count) };
    }
    case 'correlation': {
      let best: { a: string; b: string; r: number } | undefined;
      for (let i = 0; i < measures.length; i++)
        for (let j = i + 1; j < measures.length; j++) {
          const r = pearson(measures[i]!.values, measures[j]!.values);
          if (!Number.isNaN(r) && (!best || Math.abs(r) > Math.abs(best.r))) best = { a: measures[i]!.name, b: measures[j]!.name, r };
        }
      if (!best) return { intent, text: 'At least two measures with varying values are needed to measure correlation.' };
      const strength = Math.abs(best.r) >= 0.7 ? 'strong' : Math.abs(best.r) >= 0.4 ? 'moderate' : 'weak';
      return { intent, text: `The strongest correlation is between ${best.a} and ${best.b}: r = ${f(best.r)} (${strength}, ${best.r >= 0 ? 'positive' : 'negative'}).`, work: work('Pearson r between every pair of measures, over rows where both have a value') };
    }
    case 'outliers': {
      if (!num) return noMeasure;
      const o = columnOutliers(num.values);
      const w = work(`Tukey fences (1.5 × IQR beyond the quartiles) of ${num.name}`, finiteStats(num.values).count);
      if (Number.isNaN(o.low)) return { intent, column: num.name, text: `${num.name} has no numeric values.` };
      if (o.count === 0) return { intent, column: num.name, text: `No outliers in ${num.name}: every value lies between ${f(o.low)} and ${f(o.high)}.`, work: w };
      return { intent, column: num.name, text: `${f(o.count)} outliers in ${num.name} fall outside ${f(o.low)} to ${f(o.high)} (1.5 × IQR), for example ${o.examples.map((x) => f(x)).join(', ')}.`, work: w };
    }
  }
}
