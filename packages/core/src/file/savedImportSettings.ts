import type { ColumnRole, ColumnRoleOverrides } from '../roles/types.js';
import type { ParseFileOptions } from './types.js';

/**
 * The import settings a saved dataset keeps with its file (the app's and the API's `datasets.import_settings`):
 * how the user read the file — delimiter, decimal separator, encoding, date order, column types and roles, the
 * sheet of a workbook — so reading the kept file again gives the same columns and types. `rewritten` says the
 * kept file is not the one uploaded but every row written back as UTF-8 comma CSV (a refresh): that file is read
 * with the typing settings only (`savedFileOptions`), while the user's choices stay for the next file.
 */
export interface SavedImportSettings extends Pick<ParseFileOptions, 'delimiter' | 'decimalSeparator' | 'encoding' | 'dateOrder' | 'columnTypes' | 'columnRoles'> {
  readonly sheet?: string;
  readonly rewritten?: true;
}

const DELIMITERS = [',', ';', '\t', '|'] as const;
const DECIMALS = ['.', ','] as const;
const DATE_ORDERS = ['DMY', 'MDY'] as const;
const ENCODINGS = ['auto', 'utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const;
const TYPES = ['number', 'date', 'string'] as const;
const ROLES: readonly ColumnRole[] = ['identifier', 'time', 'measure', 'dimension', 'series', 'text'];

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T>(v: unknown, allowed: readonly T[]): T | undefined => ((allowed as readonly unknown[]).includes(v) ? (v as T) : undefined);

/**
 * Stored import settings read back leniently: a dataset saved before they were kept (null), or anything
 * unreadable, is {} — everything detected; each known setting with a valid value is kept and anything else
 * dropped, so a stored value can never make a saved dataset unreadable.
 *
 * @example
 * readSavedImportSettings({ delimiter: ';', sheet: 'Costs', columnTypes: { zip: 'string', x: 'float' } }); // { delimiter: ';', columnTypes: { zip: 'string' }, sheet: 'Costs' }
 */
export function readSavedImportSettings(value: unknown): SavedImportSettings {
  if (!isObject(value)) return {};
  const types = isObject(value.columnTypes) ? entries(value.columnTypes, (t) => oneOf(t, TYPES)) : undefined;
  const roles = isObject(value.columnRoles) ? entries(value.columnRoles, roleOverride) : undefined;
  const out = {
    delimiter: oneOf(value.delimiter, DELIMITERS),
    decimalSeparator: oneOf(value.decimalSeparator, DECIMALS),
    encoding: oneOf(value.encoding, ENCODINGS),
    dateOrder: oneOf(value.dateOrder, DATE_ORDERS),
    columnTypes: types,
    columnRoles: roles,
    sheet: typeof value.sheet === 'string' && value.sheet !== '' ? value.sheet : undefined,
    rewritten: value.rewritten === true ? (true as const) : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as SavedImportSettings;
}

/**
 * The options the kept file of a saved dataset is parsed with: every setting for the file as uploaded; only
 * the typing ones (date order, column types and roles) for rows written back as CSV — a `rewritten` file, or
 * (`asUploaded` false) the dataset's own stored rows.
 *
 * @example
 * savedFileOptions({ delimiter: ';', columnTypes: { zip: 'string' }, rewritten: true }); // { columnTypes: { zip: 'string' } }
 */
export function savedFileOptions(settings: SavedImportSettings, asUploaded = true): Omit<SavedImportSettings, 'rewritten'> {
  const { rewritten, ...chosen } = settings;
  if (asUploaded && !rewritten) return chosen;
  const { delimiter: _d, decimalSeparator: _s, encoding: _e, sheet: _sh, ...typing } = chosen;
  return typing;
}

function entries<T>(o: Obj, read: (v: unknown) => T | undefined): Record<string, T> | undefined {
  const kept = Object.entries(o).flatMap(([k, v]) => {
    const x = read(v);
    return x === undefined ? [] : [[k, x] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** A role, or an override object whose role (if any) is one. */
function roleOverride(v: unknown): ColumnRoleOverrides[string] | undefined {
  if (typeof v === 'string') return oneOf(v, ROLES);
  if (isObject(v) && (v.role === undefined || oneOf(v.role, ROLES) !== undefined)) return v as ColumnRoleOverrides[string];
  return undefined;
}
