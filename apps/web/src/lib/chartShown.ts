import { formatNumber, type GroupsShown } from '@tallyline/core';

/** A chart title saying how many groups it names of how many (core's chartGroupsShown): "count of rows by state (top 10 of 59)"; core's "(top 5)" becomes "(top 5 of 59)"; a title that already says "top N of M" (core's per-row titles) is kept. */
export function titleWithShown(title: string, top: GroupsShown | null): string {
  // core already says it over a summary table's rows: "revenue per product (one row each, top 10 of 12)"
  if (!top || /\btop \d[\d,]* of \d/.test(title)) return title;
  const words = `top ${top.shown} of ${formatNumber(top.of)}`;
  return /\(top \d+\)/.test(title) ? title.replace(/\(top \d+\)/, `(${words})`) : `${title} (${words})`;
}
