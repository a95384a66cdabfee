/**
 * The order file of the issue 13 screenshots (apps/web/e2e/issue13-screens.spec.ts imports this one generator,
 * 400,000 rows there): UUID `order_id`s, `order_date` over 2021-01-01 … 2023-12-31 (the first and last days always
 * present), `region` (4, in turn), `product` (P0 … P5, in turn) and `amount` (5 … 205), from a fixed seed.
 */
export function orderFile(rows: number): string {
  const rnd = mulberry32(12345);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  const lines = ['order_id,order_date,region,product,amount'];
  for (let i = 0; i < rows; i++) {
    const day = i === 0 ? 0 : i === 1 ? 1094 : Math.floor(rnd() * 1095);
    const d = new Date(Date.UTC(2021, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)},${d},${['North', 'South', 'East', 'West'][i % 4]},P${i % 6},${(5 + rnd() * 200).toFixed(2)}`);
  }
  return lines.join('\n');
}

/**
 * Mulberry32: numbers in [0, 1) from a 32-bit state, every step exact integer arithmetic (`Math.imul`, `>>> 0`).
 * The linear congruential generator used before multiplied 31-bit numbers in floating point past 2^53, lost
 * the low bits and fell into a cycle: the order file repeated itself after 5,419 rows.
 */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
