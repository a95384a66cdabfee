/** How a new file's columns differ from a saved dataset's; see `compareColumns`. */
export interface ColumnMismatch {
  /** Saved columns the new file lacks, in saved order. */
  readonly missing: readonly string[];
  /** Columns of the new file the saved dataset lacks, in file order. */
  readonly extra: readonly string[];
  /** One sentence naming both lists, for an API answer or a screen. */
  readonly message: string;
}

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * Whether a new file can refresh a saved dataset: the same column names, in any order. Names are
 * compared exactly (case and spaces count), because a renamed column would silently break the
 * dashboards and KPIs built on the old name. Answers null when they match.
 *
 * @example
 * compareColumns(['day', 'sales'], ['day', 'revenue'])?.missing; // ['sales']
 */
export function compareColumns(saved: readonly string[], incoming: readonly string[]): ColumnMismatch | null {
  const savedSet = new Set(saved);
  const incomingSet = new Set(incoming);
  const missing = saved.filter((h) => !incomingSet.has(h));
  const extra = incoming.filter((h) => !savedSet.has(h));
  if (missing.length === 0 && extra.length === 0) return null;
  const parts = [
    ...(missing.length > 0 ? [`it lacks ${quoted(missing)}`] : []),
    ...(extra.length > 0 ? [`it has ${quoted(extra)}, which the saved dataset does not`] : []),
  ];
  return {
    missing,
    extra,
    message: `The new file's columns do not match the saved dataset: ${parts.join(' and ')}. A refresh needs the same column names (in any order).`,
  };
}
