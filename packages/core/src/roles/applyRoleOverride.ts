import type { Column } from '../dataset/types.js';
import type { RoleDraft } from './roleDraft.js';
import { calendarNames } from './calendarNames.js';
import { idWord } from './idWords.js';
import { roleFits } from './roleFits.js';
import type { ColumnRoleInfo, ColumnRoleOverride, ColumnRole } from './types.js';

/**
 * The final role of a column: the draft, with the user's override applied where the column can take it
 * (a measure needs numbers; time needs dates or whole numbers read as years). An override the column
 * cannot take is ignored and the reasons say why. Internal to roles/.
 *
 * @example
 * applyRoleOverride(column, draft, { role: 'dimension' }).source; // 'override'
 */
export function applyRoleOverride(column: Column, draft: RoleDraft, override: ColumnRole | ColumnRoleOverride | undefined): ColumnRoleInfo {
  const o: ColumnRoleOverride = typeof override === 'string' ? { role: override } : (override ?? {});
  const asked = o.role ?? draft.role;
  const fits = roleFits(column, asked);
  const role = fits ? asked : draft.role;
  const reasons = [...draft.reasons];
  const changed = override !== undefined && fits;
  if (override !== undefined && !fits) reasons.unshift(`cannot be a ${asked}: it holds ${column.type === 'string' ? 'text' : 'no usable values'}, so it stays a ${draft.role}`);
  else if (changed) reasons.unshift(o.role && o.role !== draft.role ? `set to ${role} by the user (inferred: ${draft.role})` : `set by the user`);
  // a category under an id-like header (item_id, gap_species_code, customer_id) is one the defaults pick last — unless the user chose its role
  const category = role === 'dimension' || role === 'series';
  const keyWord = category && !(changed && o.role !== undefined) ? idWord(column.name) : undefined;
  if (keyWord !== undefined) reasons.push(`its name says "${keyWord}": a category the defaults group by only when no other category exists`);
  const traits = draft.traits;
  const measure = role === 'measure' && traits !== null;
  const money = measure ? (o.money ?? traits.money) : false;
  // a stock adds up across entities (sum); a user who sets the aggregation, and not `stock`, means a flow or a mean
  const stock = measure && (o.stock ?? (o.aggregation === undefined && traits.stock));
  return {
    column: column.name,
    role,
    aggregation: stock ? 'sum' : measure ? (o.aggregation ?? traits.aggregation) : null,
    stock,
    scale: measure ? (o.scale ?? traits.scale) : null,
    money,
    currency: money ? (o.currency !== undefined ? o.currency : traits!.currency) : null,
    coordinate: measure ? (o.coordinate !== undefined ? o.coordinate : traits.coordinate) : null,
    calendar: (role === 'dimension' || role === 'series') && column.type === 'string' ? calendarNames(column.dictionary) : null,
    timeKind: role === 'time' ? (column.type === 'date' ? 'date' : 'year') : null,
    idLike: role === 'identifier' || keyWord !== undefined,
    // the row names of a small summary table, as inferred; a role the user set (even identifier) is taken as said
    label: role === 'identifier' && draft.role === 'identifier' && draft.label === true && !changed,
    distinct: draft.distinct,
    reasons,
    source: changed ? 'override' : 'inferred',
  };
}
