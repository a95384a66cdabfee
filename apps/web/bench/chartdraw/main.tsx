// The page of bench/chartdraw.mjs: draws one chart of @tallyline/ui, cold (the first chart this page draws,
// like the chart card right after the summary cards), and times the synchronous work on the main thread:
// React's render and commit, the layout effect's width and the chart's own re-render, then the layout.
// Then one re-draw with another width (a resize or a layout switch), warm. The case comes in the URL hash.
import { Chart } from '@tallyline/ui';
import '@tallyline/ui/theme.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

interface Case {
  type: 'line' | 'bar';
  data: { label: string; value: number; series?: string }[];
}

/** A deterministic wave, so both builds draw the same numbers. */
const value = (i: number) => 1_000_000 + Math.round(400_000 * Math.sin(i / 7) + 150_000 * Math.cos(i / 3));
const month = (i: number) => `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const PRODUCTS = ['Widget Pro', 'Widget Lite', 'Gadget Max', 'Service Plan', 'Cable Kit', 'Northern Territory', 'South Australia', 'Eastern Cape', 'Western Sahara', 'Other'];

const CASES: Record<string, () => Case> = {
  // the upload screen's chart of the bench file: 'sum Revenue by month', 50 months (core's chartData)
  months: () => ({ type: 'line', data: Array.from({ length: 50 }, (_, i) => ({ label: month(i), value: value(i) })) }),
  // a daily chart as the brief describes it: 1,500 days
  days: () => ({ type: 'line', data: Array.from({ length: 1500 }, (_, i) => ({ label: day(i), value: value(i) })) }),
  // one line per series: 50 months × 5 regions
  series: () => ({ type: 'line', data: REGIONS.flatMap((r, s) => Array.from({ length: 50 }, (_, i) => ({ label: month(i), value: value(i + 9 * s), series: r }))) }),
  // a top-10 bar with long category labels
  bar: () => ({ type: 'bar', data: PRODUCTS.map((label, i) => ({ label, value: value(i * 5) })) }),
};

const params = new URLSearchParams(location.hash.slice(1));
const make = CASES[params.get('case') ?? 'months'];
const width = Number(params.get('width') ?? 640);
if (!make) throw new Error(`unknown case ${params.get('case')}`);
const c = make();
const root = createRoot(document.getElementById('root')!);

function draw(w: number): number {
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <div style={{ width: w }}>
        <Chart type={c.type} data={c.data} height={320} title="bench" />
      </div>,
    ),
  );
  document.querySelector('svg')?.getBoundingClientRect();
  return performance.now() - t0;
}

// React itself warm (the app has rendered plenty by the time the chart card draws), the chart's code cold.
flushSync(() => root.render(<p>warm-up</p>));
const first = draw(width);
const texts = document.querySelectorAll('svg text').length;
const redraw = draw(Math.round(width * 0.8));
(window as unknown as { __result: unknown }).__result = { first, redraw, texts };
