/** Single-open accordion: opening an item closes the other; clicking the open item collapses it. */
export function toggleOpen<T>(open: T | null, clicked: T): T | null {
  return open === clicked ? null : clicked;
}
