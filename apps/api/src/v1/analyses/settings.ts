import { readAnalysisSettings, type AnalysisSettings, type ColumnRole, type Delimiter, type ParseFileOptions } from '@tallyline/core';
import { ApiError } from '../errors.js';
import { asApiError } from './readAnalysisInput.js';
import type { AnalyzeDatasetBody, AnalyzeFileQuery } from './schemas.js';

const ROLES: readonly ColumnRole[] = ['identifier', 'time', 'measure', 'dimension', 'series', 'text'];
/** The request's flat field for each shared setting. */
const SHORTHAND_FIELDS = { dateColumn: 'date_column', groupColumn: 'group_by', valueColumn: 'value_column', horizon: 'horizon' } as const;
const DELIMITERS: Readonly<Record<string, Delimiter>> = { ',': ',', ';': ';', tab: '\t', '|': '|' };

/** The request's settings as core's ingest options and analysis settings. */
export interface RequestSettings {
  readonly ingest: ParseFileOptions;
  readonly analysis: AnalysisSettings;
  readonly async: boolean;
}

/** Reads the settings of a JSON body or of the query string (where roles come as repeated `role=column:role`). */
export function requestSettings(input: AnalyzeDatasetBody | AnalyzeFileQuery): RequestSettings {
  const roles = 'role' in input ? parseRoles(input.role) : 'column_roles' in input ? input.column_roles : undefined;
  const ingest: ParseFileOptions = {
    ...(input.sheet === undefined ? {} : { sheet: input.sheet }),
    ...(input.delimiter === undefined ? {} : { delimiter: DELIMITERS[input.delimiter]! }),
    ...(input.decimal_separator === undefined ? {} : { decimalSeparator: input.decimal_separator }),
    ...(input.date_order === undefined ? {} : { dateOrder: input.date_order }),
    ...(roles && Object.keys(roles).length > 0 ? { columnRoles: roles } : {}),
  };
  const shorthands: AnalysisSettings = {
    ...(input.date_column === undefined ? {} : { dateColumn: input.date_column }),
    ...(input.group_by === undefined ? {} : { groupColumn: input.group_by }),
    ...(input.value_column === undefined ? {} : { valueColumn: input.value_column }),
    ...(input.horizon === undefined ? {} : { horizon: Number(input.horizon) }),
  };
  const analysis = withShorthands(stepSettings(input.settings), shorthands);
  return { ingest, analysis, async: input.async === true || input.async === 'true' };
}

function parseRoles(role: string | string[] | undefined): Record<string, ColumnRole> | undefined {
  if (role === undefined) return undefined;
  const roles: Record<string, ColumnRole> = {};
  for (const spec of Array.isArray(role) ? role : [role]) {
    const at = spec.lastIndexOf(':');
    const value = spec.slice(at + 1) as ColumnRole;
    if (at <= 0 || !ROLES.includes(value)) {
      throw new ApiError(400, 'invalid_request', `Invalid query parameter 'role': expected column:role with role one of ${ROLES.join(', ')} (got "${spec}")`);
    }
    roles[spec.slice(0, at)] = value;
  }
  return roles;
}

/** The `settings` object (JSON body) or JSON text (query), checked by core's one schema of an analysis's choices. */
function stepSettings(given: unknown): AnalysisSettings {
  if (given === undefined) return {};
  let value = given;
  if (typeof given === 'string') {
    try {
      value = JSON.parse(given);
    } catch {
      throw new ApiError(400, 'invalid_request', "Invalid query parameter 'settings': expected a JSON object");
    }
  }
  try {
    return readAnalysisSettings(value);
  } catch (e) {
    throw asApiError(e);
  }
}

/** The settings with the flat fields added; a flat field that contradicts the same setting inside `settings` is refused. */
function withShorthands(settings: AnalysisSettings, shorthands: AnalysisSettings): AnalysisSettings {
  for (const [key, value] of Object.entries(shorthands)) {
    const inside = settings[key as keyof AnalysisSettings];
    if (inside !== undefined && inside !== value) {
      const field = SHORTHAND_FIELDS[key as keyof typeof SHORTHAND_FIELDS];
      throw new ApiError(400, 'invalid_request', `'${field}' is ${JSON.stringify(value)} but settings.${key} is ${JSON.stringify(inside)}: give it once`);
    }
  }
  return { ...settings, ...shorthands };
}
