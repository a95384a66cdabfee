import { foldedOther } from '@tallyline/core';
import type { Asset, Portfolio } from '@tallyline/core';
import type { ChartDatum } from '@tallyline/ui';

/**
 * The allocation donut's slices: each asset's share, named by `label` (a holding's symbol, a group's name), and core's
 * fold of the assets beyond the largest (`foldedOther`) flagged `rest`, so the donut greys it and says it adds up the
 * rest rather than colouring it as one more holding or group (issue 13).
 */
export function allocationSlices(portfolio: Portfolio, label: (asset: Asset) => string): ChartDatum[] {
  const other = foldedOther(portfolio);
  return portfolio.assets.map((a) => ({ label: label(a), value: a.allocation, ...(a === other ? { rest: true } : {}) }));
}
