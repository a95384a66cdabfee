import type { StringColumn } from '../dataset/types.js';
import { calendarNames } from './calendarNames.js';
import { distinctStrings } from './distinctStrings.js';
import { idWord } from './idWords.js';
import { count, MAX_LABEL_ROWS, MAX_SERIES_KEYS, NEAR_UNIQUE_SHARE, ROLE_DISTINCT_CAP, spread, uniqueness, type RoleDraft } from './roleDraft.js';

const UUID = /^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;
const DIGITS = /^\d+$/;
/** Machine ids written in hex: MongoDB object ids (24), MD5 (32), SHA-1 (40)… — at least 16 hex digits, not all of them decimal. */
const HEX_ID = /^[0-9a-f]{16,}$/i;
/** Non-empty values looked at for the shape of the text (evenly spaced through the column). */
const SHAPE_SAMPLE = 1000;

/**
 * The role of a text column from its shape and its distinct values (docs/analytics.md "Column roles"):
 * UUIDs and hex machine ids (16+ hex digits: 58fa3f0be4b0b7ea54524859) → identifier, however few their values; digit-only codes (kept as text because of leading zeros or length) → identifier,
 * or dimension when they take few values; month or weekday names → a dimension in calendar order; sentences → free text; values that are all
 * different (5 or more: a per-row label such as lookup_people.csv's names) or near-unique (≥ 90% of ≥ 20) → identifier,
 * with `label` when they are names, each once, in a table of at most 60 rows (a summary table's row names);
 * otherwise a dimension. Internal to roles/.
 *
 * @example
 * classifyStringColumn(str('weather', ['rain', 'sun', 'rain'])).role; // 'dimension'
 */
export function classifyStringColumn(column: StringColumn): RoleDraft {
  const keys = new Float64Array(column.codes.length);
  const counted = distinctStrings(column, ROLE_DISTINCT_CAP, keys);
  const distinct = Math.min(counted.distinct, ROLE_DISTINCT_CAP);
  const share = counted.nonEmpty === 0 ? 0 : counted.distinct / counted.nonEmpty;
  const shape = textShape(column);
  const draft = (role: RoleDraft['role'], reason: string, seriesKeys = false): RoleDraft => ({
    role,
    reasons: [reason],
    distinct,
    timeKind: null,
    traits: null,
    keys: seriesKeys && counted.distinct <= MAX_SERIES_KEYS ? keys : null,
  });
  const valueSpread = spread(counted.distinct, counted.nonEmpty);

  if (shape.sampled === 0) return draft('dimension', 'the column is empty');
  const calendar = calendarNames(column.dictionary);
  if (calendar) return draft('dimension', `${calendar} names without a year: a category in calendar order (${calendar === 'month' ? 'January … December' : 'Monday … Sunday'}), never alphabetical`, true);
  if (shape.uuids >= 0.9 * shape.sampled) return draft('identifier', `values look like UUIDs (${shape.example}): a key, never a category`);
  if (shape.hex >= 0.9 * shape.sampled) return draft('identifier', `values look like machine ids of ${shape.example.length} hex digits (${shape.example}): a key, never a category`);
  if (shape.digits >= 0.9 * shape.sampled) {
    if (distinct <= 50 && share <= 0.5) return draft('dimension', `a digit code with only ${count(distinct)} values (${shape.example}): a category`, true);
    return draft('identifier', `digit codes such as ${shape.example}, kept exactly as written (leading zeros, every digit): a key, not a number`);
  }
  if (shape.words >= 3 * shape.sampled && share >= 0.3) return draft('text', `free text of ${Math.round(shape.words / shape.sampled)} words on average, mostly different: searched, never grouped`);
  if (shape.length >= 40 * shape.sampled && share >= 0.3) return draft('text', `long free text (${Math.round(shape.length / shape.sampled)} characters on average): searched, never grouped`);
  const unique = uniqueness(counted.distinct, counted.nonEmpty, NEAR_UNIQUE_SHARE);
  if (unique !== null && isRowLabel(column, counted.distinct, counted.nonEmpty, shape))
    return {
      ...draft('identifier', `${valueSpread}, none repeated: each value names one row — a per-row label, not a category. Names in a table of at most ${MAX_LABEL_ROWS} rows are the row names of a summary table: with no category, charts rank the rows by them (one bar per row)`),
      label: true,
    };
  if (unique === 'all') return draft('identifier', `${valueSpread}, none repeated: each value names one row — a per-row label, not a category`);
  if (unique === 'near') return draft('identifier', `${valueSpread}: each value names about one row, so it is a key, not a category`);
  return draft('dimension', `${valueSpread}: a category`, true);
}

/**
 * Whether every value of a small table's column is a name a reader would put under a bar (North, Widget, Alice
 * Smith, iPhone 15): one value per row and no empty cell, at most `MAX_LABEL_ROWS` rows, a header naming no key
 * (id, code, sku, …), and names (`nameLike`) rather than codes (ORD-1001, A12, SKU12345). Checked after the UUID,
 * hex and digit rules, so those are never labels.
 */
function isRowLabel(column: StringColumn, distinct: number, nonEmpty: number, shape: TextShape): boolean {
  if (column.codes.length > MAX_LABEL_ROWS || nonEmpty !== column.codes.length || distinct !== nonEmpty) return false;
  if (idWord(column.name) !== undefined) return false;
  return shape.names === shape.sampled;
}

/**
 * Written as a name: two letters in a row and no digit (North, Widget, AAPL, Product A); or a word of letters apart
 * from the digits, which are fewer than the letters (Area 51, Model 3, iPhone 15). Codes are not: ORD-1001, A12,
 * SKU12345, AB12 — letters and digits run together, or more digits than letters.
 */
function nameLike(v: string): boolean {
  if (!/\p{L}{2}/u.test(v)) return false;
  const digits = v.match(/\d/g)?.length ?? 0;
  if (digits === 0) return true;
  const letters = v.match(/\p{L}/gu)?.length ?? 0;
  return digits < letters && v.split(/\s+/).some((w) => /^\p{L}{2,}$/u.test(w));
}

interface TextShape {
  sampled: number;
  uuids: number;
  /** Hex machine ids (HEX_ID) that are not all decimal digits. */
  hex: number;
  digits: number;
  /** Values written as names (`nameLike`), not codes. */
  names: number;
  words: number;
  length: number;
  example: string;
}

/** Counts over at most 1000 non-empty values spread evenly through the column. */
function textShape({ dictionary, codes }: StringColumn): TextShape {
  const out: TextShape = { sampled: 0, uuids: 0, hex: 0, digits: 0, names: 0, words: 0, length: 0, example: '' };
  const step = Math.max(1, Math.floor(codes.length / SHAPE_SAMPLE));
  for (let i = 0; i < codes.length && out.sampled < SHAPE_SAMPLE; i += step) {
    const v = dictionary[codes[i]!]!.trim();
    if (v === '') continue;
    if (out.sampled++ === 0) out.example = v.length > 40 ? `${v.slice(0, 37)}…` : v;
    if (UUID.test(v)) out.uuids++;
    else if (DIGITS.test(v)) out.digits++;
    else if (HEX_ID.test(v)) out.hex++;
    if (nameLike(v)) out.names++;
    out.words += v.split(/\s+/).length;
    out.length += v.length;
  }
  return out;
}
