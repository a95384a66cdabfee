/**
 * The order file of the issue 13 screenshots (apps/web/e2e/issue13-screens.spec.ts, 400,000 rows there): UUID
 * `order_id`s, `order_date` over 2021-01-01 … 2023-12-31 (the first and last days always present), `region`
 * (4, in turn), `product` (P0 … P5, in turn) and `amount` (5 … 205), from a fixed linear congruential generator.
 */
export function orderFile(rows: number): string {
  let s = 12345;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  const lines = ['order_id,order_date,region,product,amount'];
  for (let i = 0; i < rows; i++) {
    const day = i === 0 ? 0 : i === 1 ? 1094 : Math.floor(rnd() * 1095);
    const d = new Date(Date.UTC(2021, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)},${d},${['North', 'South', 'East', 'West'][i % 4]},P${i % 6},${(5 + rnd() * 200).toFixed(2)}`);
  }
  return lines.join('\n');
}
