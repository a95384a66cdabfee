import type { DateColumn } from '../dataset/types.js';
import { distinctPairs } from './distinctPairs.js';
import { count, ROLE_DISTINCT_CAP, type RoleDraft } from './roleDraft.js';

/**
 * A date column is time; the reason names its span. Internal to roles/.
 *
 * @example
 * classifyDateColumn(date('date', ['2012-01-01', '2015-12-31'])).reasons; // ['2 dates from 2012-01-01 to 2015-12-31']
 */
export function classifyDateColumn(column: DateColumn): RoleDraft {
  const v = column.values;
  let min = Infinity;
  let max = -Infinity;
  let present = 0;
  for (let i = 0; i < v.length; i++) {
    const t = v[i]!;
    if (t !== t) continue;
    present++;
    if (t < min) min = t;
    if (t > max) max = t;
  }
  const distinct = Math.min(distinctPairs(v, null, ROLE_DISTINCT_CAP).distinct, ROLE_DISTINCT_CAP);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const reason = present === 0 ? 'typed as dates, but no cell holds a valid date' : `${count(present)} dates from ${day(min)} to ${day(max)}`;
  return { role: 'time', reasons: [reason], distinct, timeKind: 'date', traits: null, keys: null };
}
