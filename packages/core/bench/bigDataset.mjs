// The 1,000,000-row Dataset the analytics benches time the generators on (seeded, so every run gets the same rows).
import { mulberry32 } from './generate.mjs';

const detected = { delimiter: ',', encoding: 'utf-8', hasBom: false, hasHeader: true, decimalSeparator: '.', dateOrder: 'DMY', columns: [] };
/** The analytics bench's Dataset of `n` rows: day (date, 1,096 days, unsorted), region (8 values), sales (2% empty), units. */
export function bigDataset(core, n) {
  const rnd = mulberry32(42);
  const regions = ['North', 'South', 'East', 'West', 'Central', 'Nordics', 'Benelux', 'Iberia'];
  const region = new Array(n);
  const sales = new Float64Array(n);
  const units = new Float64Array(n);
  const day = new Float64Array(n);
  const text = new Array(n);
  const t0 = Date.UTC(2022, 0, 1);
  for (let i = 0; i < n; i++) {
    region[i] = regions[Math.floor(rnd() * regions.length)];
    units[i] = 1 + Math.floor(rnd() * 50);
    sales[i] = rnd() < 0.02 ? NaN : units[i] * (10 + rnd() * 90);
    const d = Math.floor(rnd() * 1096);
    day[i] = t0 + d * 86_400_000;
    text[i] = new Date(day[i]).toISOString().slice(0, 10);
  }
  return core.createDataset({
    detected,
    columns: [
      core.dateColumn('day', day, text),
      core.stringColumn('region', region),
      core.numberColumn('sales', sales),
      core.numberColumn('units', units),
    ],
  });
}
