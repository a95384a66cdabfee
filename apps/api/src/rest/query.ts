import { PostgrestError, parseError } from './errors.js';
import type { TableInfo } from './schema.js';

/** One column filter from the query string: `col=[not.]op.value`. */
export interface Filter {
  column: string;
  negate: boolean;
  op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is';
  value: string | string[];
}

/** A boolean group from `or=(…)` / `and=(…)` (nestable, optionally negated). */
export interface Logic {
  logic: 'and' | 'or';
  negate: boolean;
  items: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  column: string;
  desc: boolean;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  /** null = `*` (all columns). */
  select: string[] | null;
  filters: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/**
 * The per-request budget of a query (issue 14: 120 `ilike` filters over large rows ran 24 s
 * and once ran out of memory while everything else waited). PGlite cannot cancel a running
 * statement (it ignores statement_timeout), so the work a request can ask for is bounded
 * before it reaches the database; on PostgreSQL statement_timeout cancels as well.
 */
export const QUERY_LIMITS = {
  /** Filter conditions in one request, counting every leaf of and/or trees. */
  conditions: 30,
  /** Characters in a like/ilike pattern. */
  patternLength: 256,
  /** Wildcards (`*` or `%`) in one pattern: each one multiplies the matcher's backtracking. */
  patternWildcards: 8,
  /** Values in one in.(…) list. */
  inListItems: 100,
  /** Characters in any other filter value. */
  valueLength: 4096,
  /** Terms in order=. */
  orderTerms: 8,
} as const;

/** like/ilike work on text columns only (PostgREST gives "operator does not exist" elsewhere): no casting big JSON to text. */
const TEXT_TYPES = /^(text|citext|name|character varying(\(\d+\))?|character(\(\d+\))?)$/;
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);
const MAX_LOGIC_DEPTH = 8;
const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const OPS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/**
 * Splits on `sep` outside double quotes and, when `nested`, outside parentheses too (logic
 * trees like `or(a.eq.1,b.gt.2)` keep their inner commas).
 */
function splitTop(s: string, sep: string, nested = false): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i] as string;
    if (ch === '\\' && quoted && i + 1 < s.length) {
      cur += ch + (s[i + 1] as string);
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (nested && !quoted && ch === '(') depth += 1;
    else if (nested && !quoted && ch === ')') depth -= 1;
    if (ch === sep && !quoted && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` → a Logic node. */
function parseLogic(logic: 'and' | 'or', negate: boolean, raw: string, table: TableInfo, depth: number): Logic {
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`logic tree (${raw})`, `Logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`);
  const v = raw.trim();
  if (!v.startsWith('(') || !v.endsWith(')') || v.length < 3) throw parseError(`logic tree (${raw})`, 'Expected a list like (a.eq.1,b.gt.2)');
  const items = splitTop(v.slice(1, -1), ',', true).map((item): Condition => {
    const t = item.trim();
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(t);
    if (m) return parseLogic(m[2] as 'and' | 'or', Boolean(m[1]), m[3] as string, table, depth + 1);
    const dot = t.indexOf('.');
    if (dot <= 0) throw parseError(`logic tree (${raw})`, `Unexpected "${t}"`);
    const f = parseFilter(t.slice(0, dot), t.slice(dot + 1), table);
    // Inside a tree, values with reserved characters arrive double-quoted.
    if (typeof f.value === 'string' && f.op !== 'is' && f.value.length >= 2 && f.value.startsWith('"') && f.value.endsWith('"')) {
      f.value = f.value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    return f;
  });
  return { logic, negate, items };
}

/** A column name: plain identifier or double-quoted. */
function ident(raw: string, what: string): string {
  const s = raw.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    const inner = s.slice(1, -1).replace(/\\(.)/g, '$1');
    if (inner && !inner.includes('\0')) return inner;
  }
  if (IDENT.test(s)) return s;
  throw parseError(what, `Unexpected "${s}" where a column name was expected`);
}

export function requireColumn(table: TableInfo, column: string): void {
  if (!table.columns.has(column)) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
}

function parseSelect(raw: string, table: TableInfo): string[] | null {
  const s = raw.trim();
  if (s === '' || s === '*') return null;
  const cols: string[] = [];
  let star = false;
  for (const part of splitTop(s, ',')) {
    const p = part.trim();
    if (p === '*') {
      star = true;
      continue;
    }
    if (/[():!.\->]/.test(p.replace(/^"[^"]*"$/, ''))) {
      throw parseError(`select (${s})`, 'Only "*" and plain column lists are supported by this server (no embeds, aliases, casts or JSON paths)');
    }
    const c = ident(p, `select (${s})`);
    requireColumn(table, c);
    if (!cols.includes(c)) cols.push(c);
  }
  return star ? null : cols;
}

function parseInList(v: string, whole: string): string[] {
  if (!v.startsWith('(') || !v.endsWith(')')) throw parseError(`filter (${whole})`, 'in. expects a list like (a,b,c)');
  const inner = v.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTop(inner, ',').map((item) => {
    const t = item.trim();
    if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
    return t;
  });
}

function parseFilter(column: string, raw: string, table: TableInfo): Filter {
  const whole = `${column}=${raw}`;
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (dot < 0 || !OPS.has(op)) {
    throw parseError(`filter (${raw})`, `Unknown or unsupported operator "${op}". Supported: eq, neq, gt, gte, lt, lte, like, ilike, in, is (each optionally prefixed by not.)`);
  }
  const value = rest.slice(dot + 1);
  const col = ident(column, `filter (${whole})`);
  requireColumn(table, col);
  if (op === 'in') {
    const list = parseInList(value, whole);
    if (list.length > QUERY_LIMITS.inListItems) throw parseError(`filter (${column}=in…)`, `in. takes at most ${QUERY_LIMITS.inListItems} values`);
    return { column: col, negate, op, value: list };
  }
  if (op === 'like' || op === 'ilike') checkPattern(table, col, op, value);
  else if (value.length > QUERY_LIMITS.valueLength) throw parseError(`filter (${column})`, `A filter value may have at most ${QUERY_LIMITS.valueLength} characters`);
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v)) throw parseError(`filter (${raw})`, 'is. accepts null, not_null, true, false or unknown');
    return { column: col, negate, op, value: v };
  }
  return { column: col, negate, op: op as Filter['op'], value };
}

function checkPattern(table: TableInfo, column: string, op: string, pattern: string): void {
  const type = table.columns.get(column) ?? '';
  if (!TEXT_TYPES.test(type)) throw parseError(`filter (${column}=${op}…)`, `${op} works on text columns only; "${column}" is ${type}`);
  if (pattern.length > QUERY_LIMITS.patternLength) throw parseError(`filter (${column}=${op}…)`, `A ${op} pattern may have at most ${QUERY_LIMITS.patternLength} characters`);
  if ((pattern.match(/[*%]/g) ?? []).length > QUERY_LIMITS.patternWildcards) {
    throw parseError(`filter (${column}=${op}…)`, `A ${op} pattern may have at most ${QUERY_LIMITS.patternWildcards} wildcards`);
  }
}

/** Every leaf condition of the filters, and/or trees included. */
function countConditions(filters: Condition[]): number {
  return filters.reduce((n, f) => n + ('logic' in f ? countConditions(f.items) : 1), 0);
}

function parseOrder(raw: string, table: TableInfo): OrderTerm[] {
  return splitTop(raw, ',').map((term) => {
    const parts = term.trim().split('.');
    const col = ident(parts[0] ?? '', `order (${raw})`);
    requireColumn(table, col);
    let desc = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const mod of parts.slice(1)) {
      if (mod === 'asc') desc = false;
      else if (mod === 'desc') desc = true;
      else if (mod === 'nullsfirst') nulls = 'first';
      else if (mod === 'nullslast') nulls = 'last';
      else throw parseError(`order (${raw})`, `Unknown order modifier "${mod}"`);
    }
    return { column: col, desc, nulls };
  });
}

function parseNonNegative(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw.trim())) throw parseError(`${what} (${raw})`, `${what} must be a non-negative integer`);
  return Number(raw.trim());
}

/** Parses the query string (already form-decoded by URLSearchParams) against the table's columns. */
export function parseQuery(params: URLSearchParams, table: TableInfo): ParsedQuery {
  const q: ParsedQuery = { select: null, filters: [], order: [], limit: null, offset: null, onConflict: null, columns: null };
  for (const [key, value] of params) {
    if (key === 'select') q.select = parseSelect(value, table);
    else if (key === 'order') q.order.push(...parseOrder(value, table));
    else if (key === 'limit') q.limit = parseNonNegative(value, 'limit');
    else if (key === 'offset') q.offset = parseNonNegative(value, 'offset');
    else if (key === 'on_conflict') {
      q.onConflict = splitTop(value, ',').map((c) => {
        const col = ident(c, `on_conflict (${value})`);
        requireColumn(table, col);
        return col;
      });
    } else if (key === 'columns') {
      q.columns = splitTop(value, ',').map((c) => {
        const col = ident(c, `columns (${value})`);
        requireColumn(table, col);
        return col;
      });
    } else if (LOGIC_KEYS.has(key)) {
      q.filters.push(parseLogic(key.endsWith('and') ? 'and' : 'or', key.startsWith('not.'), value, table, 1));
    } else if (RESERVED.has(key) || key.includes('.')) {
      throw parseError(`${key} (${value})`, `The "${key}" parameter is not supported by this server`);
    } else {
      q.filters.push(parseFilter(key, value, table));
    }
  }
  if (countConditions(q.filters) > QUERY_LIMITS.conditions) {
    throw parseError('filters', `A request may have at most ${QUERY_LIMITS.conditions} filter conditions`);
  }
  if (q.order.length > QUERY_LIMITS.orderTerms) throw parseError('order', `order= takes at most ${QUERY_LIMITS.orderTerms} terms`);
  return q;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export { quote };

const SQL_OPS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/**
 * WHERE clause over alias `_t`. Identifiers were checked against the catalog and
 * are quoted; every value is a bound parameter cast to the column's catalog type.
 */
export function whereSql(filters: Condition[], table: TableInfo, params: unknown[]): string {
  const parts = filters.map((f) => conditionSql(f, table, params));
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

function conditionSql(c: Condition, table: TableInfo, params: unknown[]): string {
  if ('logic' in c) {
    const inner = c.items.map((i) => conditionSql(i, table, params));
    const expr = inner.length ? `(${inner.join(c.logic === 'and' ? ' AND ' : ' OR ')})` : c.logic === 'and' ? 'true' : 'false';
    return c.negate ? `NOT ${expr}` : expr;
  }
  const f = c;
  const col = `_t.${quote(f.column)}`;
  const type = table.columns.get(f.column) ?? 'text';
  let expr: string;
  if (f.op === 'is') {
    const v = f.value as string;
    expr = `${col} IS ${v === 'not_null' ? 'NOT NULL' : v.toUpperCase()}`;
  } else if (f.op === 'in') {
    const list = f.value as string[];
    if (list.length === 0) expr = 'false';
    else {
      expr = `${col} IN (${list
        .map((v) => {
          params.push(v);
          return `($${params.length}::text)::${type}`;
        })
        .join(', ')})`;
    }
  } else if (f.op === 'like' || f.op === 'ilike') {
    params.push((f.value as string).replace(/\*/g, '%'));
    expr = `${col}::text ${f.op === 'like' ? 'LIKE' : 'ILIKE'} $${params.length}::text`;
  } else {
    params.push(f.value);
    expr = `${col} ${SQL_OPS[f.op]} ($${params.length}::text)::${type}`;
  }
  return f.negate ? `NOT (${expr})` : expr;
}

export function orderSql(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  return `ORDER BY ${order
    .map((o) => `_t.${quote(o.column)} ${o.desc ? 'DESC' : 'ASC'}${o.nulls ? ` NULLS ${o.nulls.toUpperCase()}` : ''}`)
    .join(', ')}`;
}

export function projection(select: string[] | null, table: TableInfo, alias: string): string {
  const cols = select ?? table.order;
  return cols.map((c) => `${alias}.${quote(c)}`).join(', ');
}
