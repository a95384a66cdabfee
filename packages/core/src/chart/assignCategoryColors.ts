/**
 * Gives every category label a palette slot once, so the same category has the same colour in
 * every chart of the app. `assigned` is the map so far; labels already in it keep their slot.
 * Each new label (in the order given) takes a slot no other label of this chart has, when one is
 * left, preferring the slot the map uses least, then the lowest. Answers a new map (the input is
 * not changed); with nothing new it answers `assigned` itself.
 *
 * @example
 * assignCategoryColors({}, ['North', 'South'], 8); // { North: 0, South: 1 }
 * assignCategoryColors({ North: 0, South: 1 }, ['South', 'East'], 8); // { North: 0, South: 1, East: 2 }
 */
export function assignCategoryColors(
  assigned: Readonly<Record<string, number>>,
  labels: readonly string[],
  paletteSize: number,
): Readonly<Record<string, number>> {
  const size = Math.max(1, Math.floor(paletteSize));
  const fresh = labels.filter((label, i) => !Object.hasOwn(assigned, label) && labels.indexOf(label) === i);
  if (fresh.length === 0) return assigned;
  const next: Record<string, number> = { ...assigned };
  const uses = new Array<number>(size).fill(0);
  for (const slot of Object.values(assigned)) uses[slot % size]!++;
  const inChart = new Set<number>();
  for (const label of labels) if (Object.hasOwn(assigned, label)) inChart.add(assigned[label]! % size);
  for (const label of fresh) {
    let best = 0;
    for (let s = 1; s < size; s++) {
      const better = Number(inChart.has(s)) - Number(inChart.has(best)) || uses[s]! - uses[best]!;
      if (better < 0) best = s;
    }
    next[label] = best;
    uses[best]!++;
    inChart.add(best);
  }
  return next;
}
