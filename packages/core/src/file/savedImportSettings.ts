import type { ColumnRole, ColumnRoleOverrides } from '../roles/types.js';
import type { Dataset } from '../dataset/types.js';
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
export function savedFileOptions(settings: SavedImportSettings, asUploaded = true): ImportChoices {
  const chosen = importChoices(settings);
  if (asUploaded && !settings.rewritten) return chosen;
  const { delimiter: _d, decimalSeparator: _s, encoding: _e, sheet: _sh, ...typing } = chosen;
  return typing;
}

/** A user's import choices: the saved settings without the marker of what the kept file is. */
export type ImportChoices = Omit<SavedImportSettings, 'rewritten'>;

/**
 * The user's choices in saved settings, without the marker of what the kept file is: what a new file of the
 * dataset (a refresh) is read with.
 *
 * @example
 * importChoices({ delimiter: ';', rewritten: true }); // { delimiter: ';' }
 */
export function importChoices(saved: SavedImportSettings): ImportChoices {
  const { rewritten: _r, ...choices } = saved;
  return choices;
}

/**
 * What a refresh saves: the choices its new file was read with (`readRefreshFile`'s `used`), marked `rewritten`,
 * since the kept file is now every row written back as CSV.
 *
 * @example
 * refreshedImportSettings({ sheet: 'Daily' }); // { sheet: 'Daily', rewritten: true }
 */
export function refreshedImportSettings(used: SavedImportSettings): SavedImportSettings {
  return { ...importChoices(used), rewritten: true };
}

/** How a refresh read its new file (`readRefreshFile`). */
export interface RefreshRead {
  readonly dataset: Dataset;
  /** The choices the file was read with, the sheet read included: what the refreshed dataset keeps. */
  readonly used: ImportChoices;
  /** The saved sheet the new workbook lacks (its first sheet was read instead); null when none was missing. */
  readonly missingSheet: string | null;
}

/**
 * Reads the new file of a saved dataset (a refresh) as its first file was read: with the saved choices, each
 * overridden by one asked for now, so a workbook is read at the sheet the user chose and a forced delimiter or
 * date order stays forced. A new workbook without the saved sheet is read at its first sheet (`missingSheet`
 * says which was missing); a sheet asked for now must exist. `parse` reads the file (a worker in the app, the
 * request body in the API); its errors pass through, UNKNOWN_SHEET recognised by its `code`.
 *
 * @example
 * const { dataset, used } = await readRefreshFile(readSavedImportSettings(row.import_settings), {}, (o) => parseFile(file, o));
 */
export async function readRefreshFile(saved: SavedImportSettings, asked: ImportChoices, parse: (options: ImportChoices) => Promise<Dataset>): Promise<RefreshRead> {
  let options: ImportChoices = { ...importChoices(saved), ...asked };
  let missingSheet: string | null = null;
  let dataset: Dataset;
  try {
    dataset = await parse(options);
  } catch (e) {
    const savedSheetGone = asked.sheet === undefined && options.sheet !== undefined && (e as { code?: unknown } | null)?.code === 'UNKNOWN_SHEET';
    if (!savedSheetGone) throw e;
    missingSheet = options.sheet!;
    const { sheet: _gone, ...rest } = options;
    options = rest;
    dataset = await parse(options);
  }
  const source = dataset.detected.source;
  return { dataset, used: source?.format === 'xlsx' ? { ...options, sheet: source.sheet } : options, missingSheet };
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
