import { runQuery } from '../query/runQuery.js';
import type { QueryFilter } from '../query/types.js';
import type { Mention } from './findMentions.js';
import { neighbour, type Reading } from './readQuestion.js';

type Of<K extends Mention['kind']> = Extract<Mention, { kind: K }>;
const YEAR = (m: Mention | undefined): m is Of<'number'> => m?.kind === 'number' && Number.isInteger(m.value) && m.value >= 1000 && m.value <= 2999;
const LINKS = new Set<Mention['kind']>(['grammar', 'qualifier', 'rowNoun']);
/** What may stand between two values listed together: "rain or snow", "AAPL vs MSFT". */
const JOINS = new Set<Mention['kind']>(['grammar', 'versus']);

/**
 * The conditions of a question as query filters, marking the mentions they use: cell values ("snow",
 * "rain or snow", "without rain"), comparisons ("precipitation over 10", "price between 50 and 100"),
 * and time ("in 2015", "in July", "since 2014", "from 2013 to 2015", "on weekends", "in the 1990s",
 * "in Q3"). Returns a reason instead when a condition cannot be used as asked.
 *
 * @example
 * compileFilters(readQuestion(weather, 'how many days had snow in 2015'));
 * // [{ column: 'weather', op: '=', value: 'snow' }, { column: 'date', part: 'year', op: '=', value: 2015 }]
 */
export function compileFilters(r: Reading): QueryFilter[] | string {
  const out: QueryFilter[] = [];
  const ms = r.mentions;
  const use = (...m: Mention[]) => m.forEach((x) => r.used.add(x));
  // "compare AAPL and MSFT": with "compare" (or "vs"), "and" lists the values to compare.
  const versus = ms.filter((m) => m.kind === 'versus');
  // Cell values, joined by "or" into one filter, negated by "not"/"without"/"no" just before.
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i]!;
    if (m.kind === 'ambiguous') return `"${m.words}" is a value of ${m.columns.join(' and of ')}; name the column, for example "${m.columns[0]} ${m.words}".`;
    if (m.kind !== 'value' || r.used.has(m)) continue;
    const labels = [...m.labels];
    use(m);
    let j = i;
    let compared = false;
    for (let k = neighbour(r, j, 1, JOINS); k >= 0; k = neighbour(r, j, 1, JOINS)) {
      const n = ms[k]!;
      const gap = ms.slice(j + 1, k);
      const link = gap[0]?.kind === 'versus' ? 'vs' : gap[0]?.words.toLowerCase();
      if (n.kind !== 'value' || n.column !== m.column || gap.length > 1 || (gap.length === 1 && link !== 'or' && link !== 'and' && link !== 'vs')) break;
      const [x, y] = [(ms[j] as Of<'value'>).labels[0], n.labels[0]];
      if (link === 'and' && versus.length === 0) return `${m.column} cannot be ${x} and ${y} at once; ask for "${x} or ${y}".`;
      compared ||= link === 'vs' || link === 'and';
      labels.push(...n.labels);
      use(n, ...gap);
      j = k;
    }
    if (compared) {
      use(...versus);
      r.compared.push({ column: m.column });
    }
    const before = neighbour(r, i, -1, new Set(['grammar', 'compare']));
    const not = before >= 0 && ms[before]!.kind === 'not' ? ms[before]! : undefined;
    for (const k of [before, not ? neighbour(r, before, -1) : -1, neighbour(r, j, 1)]) {
      const q = ms[k];
      if (q?.kind === 'column' && q.column === m.column) use(q);
    }
    const eq = ms.slice(Math.max(0, before), i).find((x) => x.kind === 'compare' && x.op === '=');
    if (eq) use(eq);
    if (not) use(not);
    out.push(labels.length === 1 ? { column: m.column, op: not ? '!=' : '=', value: labels[0]! } : { column: m.column, op: not ? 'notIn' : 'in', value: labels });
  }
  const problem = compareFilters(r, out) ?? timeFilters(r, out);
  return problem ?? out;
}

/** "precipitation over 10", "more than 1000 Deaths", "price between 50 and 100", "date > 2015-03". */
function compareFilters(r: Reading, out: QueryFilter[]): string | undefined {
  const ms = r.mentions;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i]!;
    if ((m.kind !== 'compare' && m.kind !== 'between') || r.used.has(m)) continue;
    const a = ms[neighbour(r, i, 1)];
    const andAt = a ? neighbour(r, ms.indexOf(a), 1, new Set()) : -1;
    const b = m.kind === 'between' && ms[andAt]?.words === 'and' ? ms[neighbour(r, andAt, 1)] : undefined;
    const bound = (x: Mention | undefined) => x?.kind === 'number' || x?.kind === 'date';
    if (!bound(a) || (m.kind === 'between' && !bound(b))) continue;
    const left = ms[neighbour(r, i, -1, LINKS)];
    const after = ms[neighbour(r, ms.indexOf(b ?? a!), 1, LINKS)];
    const col = left?.kind === 'column' && !r.used.has(left) ? left : after?.kind === 'column' && !r.used.has(after) ? after : undefined;
    if (!col) {
      if (m.kind === 'between' && YEAR(a) && YEAR(b) && r.time) continue; // a year range: timeFilters
      return `I could not tell which column "${m.words} ${a!.words}" is about; name it, for example "price ${m.words} ${a!.words}".`;
    }
    const type = r.ds.column(col.column).type;
    if (m.kind === 'between' && YEAR(a) && YEAR(b) && r.time && r.time.column !== col.column) {
      // "deaths between 1990 and 1999": years or deaths? The data decides; both possible is ambiguous.
      const asColumn = runQuery(r.ds, { filters: [{ column: col.column, op: 'between', value: [a.value, b.value] }] }).matched;
      const asYears = runQuery(r.ds, { filters: [yearRange(r, a.value, b.value)] }).matched;
      if (asColumn > 0 && asYears > 0) return `"between ${a.value} and ${b.value}" could be years or values of ${col.column}; say "${col.column} between …" or "from ${a.value} to ${b.value}".`;
      if (asYears > 0) continue;
    }
    if (type === 'string') return `${col.column} holds text; it can be compared with a value ("${col.column} is …"), not "${m.words}".`;
    const value = (x: Mention) => (x.kind === 'number' ? x.value : (x as Of<'date'>).text);
    r.used.add(m).add(a!).add(col);
    if (b) {
      r.used.add(b).add(ms[andAt]!);
      out.push({ column: col.column, op: 'between', value: [value(a!), value(b)] });
    } else out.push({ column: col.column, op: (m as Of<'compare'>).op, value: value(a!) });
  }
  return undefined;
}

function yearRange(r: Reading, from: number, to: number): QueryFilter {
  const t = r.time!;
  return t.timeKind === 'year' ? { column: t.column, op: 'between', value: [from, to] } : { column: t.column, op: 'between', value: [String(from), String(to)] };
}

/** Years, months, dates, weekdays, quarters and decades, on the reading's time column. */
function timeFilters(r: Reading, out: QueryFilter[]): string | undefined {
  const ms = r.mentions;
  const t = r.time;
  const isYears = t?.timeKind === 'year';
  const years: number[] = [];
  const months: number[] = [];
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i]!;
    if (r.used.has(m)) continue;
    const timeLike = YEAR(m) || m.kind === 'month' || m.kind === 'date' || m.kind === 'weekday' || m.kind === 'quarter' || m.kind === 'decade' || (m.kind === 'range' && (YEAR(ms[i + 1]) || ms[i + 1]?.kind === 'date'));
    if (!timeLike && !(m.kind === 'between' && YEAR(ms[neighbour(r, i, 1)]))) continue;
    if (!t) return `There is no date or year column to match "${m.words}" against.`;
    const before = ms[neighbour(r, i, -1)];
    // "Year 2000", "date in 2015": the column named just before is part of the condition, unless it is grouped ("by year since 2010").
    const marker = ms[neighbour(r, ms.indexOf(before!), -1)];
    if (before?.kind === 'column' && before.column === t.column && marker?.kind !== 'groupBy' && marker?.kind !== 'rank') r.used.add(before);
    r.used.add(m);
    const c = t.column;
    const from = ms[i - 1]?.words.toLowerCase() === 'from' ? ms[i - 1] : undefined;
    if (m.kind === 'between' || (YEAR(m) && from && ['to', 'through', 'until'].includes(ms[i + 1]?.words.toLowerCase() ?? ''))) {
      const a = m.kind === 'between' ? ms[neighbour(r, i, 1)]! : m;
      const link = neighbour(r, ms.indexOf(a), 1, new Set());
      const b = ms[neighbour(r, link, 1)];
      if (!YEAR(a) || !YEAR(b) || !['and', 'to', 'through', 'until'].includes(ms[link]?.words.toLowerCase() ?? '')) return `I read "${m.words}" as a range of years but could not find both ends.`;
      r.used.add(a).add(b).add(ms[link]!);
      if (from) r.used.add(from);
      out.push(yearRange(r, a.value, b.value));
    } else if (m.kind === 'range') {
      const x = ms[i + 1]!;
      r.used.add(x);
      const v = x.kind === 'number' ? x.value : (x as Of<'date'>).text;
      if (isYears && typeof v !== 'number') return `${c} holds years; "${x.words}" is a date.`;
      out.push({ column: c, op: m.op, value: isYears ? v : String(v) });
    } else if (YEAR(m)) years.push(m.value);
    else if (isYears && m.kind !== 'decade') return `${c} holds years only, so "${m.words}" cannot be matched.`;
    else if (m.kind === 'month') months.push(m.month);
    else if (m.kind === 'date') out.push({ column: c, op: '=', value: m.text });
    else if (m.kind === 'weekday') out.push({ column: c, part: 'weekday', op: m.days.length > 1 ? 'in' : '=', value: m.days.length > 1 ? m.days : m.days[0]! });
    else if (m.kind === 'quarter') out.push({ column: c, part: 'quarter', op: '=', value: m.quarter });
    else if (m.kind === 'decade') out.push(yearRange(r, m.from, m.from + 9));
  }
  // "in 2013 or 2015", "in June and July": one filter per part, any of its values.
  const oneOf = (xs: number[]) => (xs.length === 1 ? { op: '=' as const, value: xs[0]! } : { op: 'in' as const, value: xs });
  if (years.length > 0 && t) out.push(isYears ? { column: t.column, ...oneOf(years) } : { column: t.column, part: 'year', ...oneOf(years) });
  // "2014 vs 2015", "compare 2014 and 2015": one group per year.
  const versus = ms.filter((m) => m.kind === 'versus');
  if (years.length > 1 && versus.length > 0 && t) {
    versus.forEach((m) => r.used.add(m));
    r.compared.push(isYears ? { column: t.column } : { column: t.column, unit: 'year' });
  }
  if (months.length > 0 && t) out.push({ column: t.column, part: 'month', ...oneOf(months) });
  return undefined;
}
