import type { Asset } from '@tallyline/core';

/** One figure column of the groups table: its header, and its text for a group. */
export interface GroupsColumn {
  label: string;
  cell: (asset: Asset) => string;
  /** The change column: on a phone it sits beside the group's name, the figure a reader scans the groups for. */
  change?: boolean;
}

/**
 * The groups view's table (PortfolioGroups): one row per group, its figures in `columns`. Desktop: a plain table in a
 * box that scrolls sideways if it must. A phone (≤ 600 px, steps.css) reads each group as a card — its name and change
 * on the first line, every other figure below with its column's name (`data-label`) — so no column sits off-screen
 * (issue 13: at 375 px the change columns were behind the right edge until scrolled). The roles are explicit: a table
 * laid out as a grid keeps its table semantics in every browser.
 */
export function GroupsTable({ title, group, columns, rows }: { title: string; group: string; columns: readonly GroupsColumn[]; rows: readonly Asset[] }) {
  return (
    <div className="tl-groups-scroll tl-scroll-cue" role="region" tabIndex={0} aria-label={`${title} table`}>
      <table className="tl-groups-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {group}
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" role="columnheader" className="tl-num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={r.symbol} role="row">
              <th scope="row" role="rowheader">
                {r.name}
              </th>
              {columns.map((c) => (
                <td key={c.label} role="cell" data-label={c.label} className={c.change ? 'tl-num tl-groups-change' : 'tl-num'}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
