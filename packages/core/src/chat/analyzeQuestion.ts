import type { Dataset, NumberColumn } from '../dataset/types.js';
import { dataQuality } from '../stats/dataQuality.js';
import { finiteStats } from '../stats/finiteStats.js';
import { formatNumber } from '../stats/formatNumber.js';
import { numericColumns } from '../stats/numericColumns.js';
import { pearson } from '../stats/pearson.js';
import { analyzeTrend } from '../trend/analyzeTrend.js';
import { columnOutliers } from './columnOutliers.js';
import { detectIntent } from './detectIntent.js';
import { findColumn } from './findColumn.js';
import type { ChatAnswer } from './types.js';

const f = formatNumber;

/**
 * Answers a question about the data with keyword rules (`detectIntent`), computed
 * from the dataset: row/column counts, average, minimum, maximum or sum of the named
 * numeric column (else the first), top 5 categories of the named string column (else
 * the first) by row count, missing values with the spec's quality word, trend direction,
 * the strongest Pearson correlation, Tukey outliers, column types, an overview — or a
 * help text listing what it can answer. Blank questions give null. The answer comes
 * with its intent and column; `answerQuestion` gives the text alone.
 *
 * @example
 * analyzeQuestion(ds, 'What is the average price?');
 * // { intent: 'average', column: 'price', text: 'The average price is 12.5 (over 4 values).' }
 */
export function analyzeQuestion(ds: Dataset, question: string): ChatAnswer | null {
  if (question.trim() === '') return null;
  const intent = detectIntent(question);
  const named = findColumn(ds, question);
  const nums = numericColumns(ds);
  const num = (named?.type === 'number' ? named : nums[0]) as NumberColumn | undefined;
  const str = named?.type === 'string' ? named : ds.columns.find((c) => c.type === 'string');
  const noNumbers: ChatAnswer = { intent, text: 'There is no numeric column to compute that from.' };
  const q = question.toLowerCase();

  switch (intent) {
    case 'count':
      return { intent, text: `The dataset has ${f(ds.rowCount)} rows and ${f(ds.headers.length)} columns.` };
    case 'overview': {
      const s = ds.summary;
      return { intent, text: `The dataset has ${f(ds.rowCount)} rows and ${f(ds.headers.length)} columns: ${s.numericColumns} numeric, ${s.categoricalColumns} text and ${s.dateColumns} date.` };
    }
    case 'types':
      return { intent, text: `Column types: ${ds.columns.map((c) => `${c.name} (${c.type})`).join(', ')}.` };
    case 'average':
    case 'sum':
    case 'minimum':
    case 'maximum': {
      if (!num) return noNumbers;
      const st = finiteStats(num.values);
      const n = st.count;
      if (n === 0) return { intent, column: num.name, text: `${num.name} has no numeric values.` };
      if (intent === 'average') return { intent, column: num.name, text: `The average ${num.name} is ${f(st.mean)} (over ${f(n)} values).` };
      if (intent === 'sum') return { intent, column: num.name, text: `The total of ${num.name} is ${f(st.sum)} (over ${f(n)} values).` };
      const lo = `the minimum ${num.name} is ${f(st.min)}`;
      const hi = `the maximum ${num.name} is ${f(st.max)}`;
      const both = /\bmax|maximum|highest|largest/.test(q) && /\bmin|minimum|lowest|smallest/.test(q);
      const text = both ? `${lo} and ${hi}.` : intent === 'minimum' ? `${lo}.` : `${hi}.`;
      return { intent, column: num.name, text: text[0]!.toUpperCase() + text.slice(1) };
    }
    case 'top': {
      if (!str || str.type !== 'string') return { intent, text: 'There is no text column to group into categories.' };
      const counts = new Map<string, number>();
      const byCode = new Float64Array(str.dictionary.length);
      for (const code of str.codes) byCode[code]!++;
      byCode.forEach((n, code) => {
        if (code > 0 && n > 0) counts.set(str.dictionary[code]!, n);
      });
      const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
      if (top.length === 0) return { intent, column: str.name, text: `${str.name} has no values.` };
      return { intent, column: str.name, text: `Top ${str.name} values by row count: ${top.map(([k, c]) => `${k} (${f(c)})`).join(', ')}; ${f(counts.size)} distinct in all.` };
    }
    case 'missing': {
      const qd = dataQuality(ds);
      const cols = qd.byColumn.filter((c) => c.missing > 0).map((c) => `${c.name} (${f(c.missing)})`);
      const where = cols.length > 0 ? ` Empty cells by column: ${cols.join(', ')}.` : '';
      return { intent, text: `${f(qd.missing)} of ${f(qd.cells)} cells are empty (${f(qd.share * 100)}%), so data quality is ${qd.quality}.${where}` };
    }
    case 'trend': {
      if (!num) return noNumbers;
      const t = analyzeTrend(ds, { column: num.name });
      if (t.isSample) return { intent, column: num.name, text: `${num.name} has no numeric values.` };
      return { intent, column: num.name, text: `The trend of ${num.name} is ${t.direction === 'No clear trend' ? 'not clear' : t.direction.toLowerCase()}. ${t.insights[0] ?? ''}`.trim() };
    }
    case 'correlation': {
      let best: { a: string; b: string; r: number } | undefined;
      for (let i = 0; i < nums.length; i++)
        for (let j = i + 1; j < nums.length; j++) {
          const r = pearson(nums[i]!.values, nums[j]!.values);
          if (!Number.isNaN(r) && (!best || Math.abs(r) > Math.abs(best.r))) best = { a: nums[i]!.name, b: nums[j]!.name, r };
        }
      if (!best) return { intent, text: 'At least two numeric columns with varying values are needed to measure correlation.' };
      const strength = Math.abs(best.r) >= 0.7 ? 'strong' : Math.abs(best.r) >= 0.4 ? 'moderate' : 'weak';
      return { intent, text: `The strongest correlation is between ${best.a} and ${best.b}: r = ${f(best.r)} (${strength}, ${best.r >= 0 ? 'positive' : 'negative'}).` };
    }
    case 'outliers': {
      if (!num) return noNumbers;
      const o = columnOutliers(num.values);
      if (Number.isNaN(o.low)) return { intent, column: num.name, text: `${num.name} has no numeric values.` };
      if (o.count === 0) return { intent, column: num.name, text: `No outliers in ${num.name}: every value lies between ${f(o.low)} and ${f(o.high)}.` };
      return { intent, column: num.name, text: `${f(o.count)} outliers in ${num.name} fall outside ${f(o.low)} to ${f(o.high)} (1.5 × IQR), for example ${o.examples.map((v) => f(v)).join(', ')}.` };
    }
    default:
      return {
        intent: 'help',
        text: 'I can answer questions about row and column counts, the average, minimum, maximum or total of a column, top categories, missing values and data quality, trends, correlations, outliers and column types. Try naming a column, for example: "What is the average ' + (nums[0]?.name ?? 'value') + '?"',
      };
  }
}
