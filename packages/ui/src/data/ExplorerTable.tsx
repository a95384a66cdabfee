import { flexRender, type Table } from '@tanstack/react-table';
import type { ExplorerCell, ExplorerColumn, ExplorerRow, ExplorerSort } from './types.js';

export interface ExplorerTableProps {
  table: Table<ExplorerRow>;
  sort: ExplorerSort | null;
  onToggleSort: (column: string) => void;
  emptyMessage: string;
}

const ARROW = { asc: '▲', desc: '▼' } as const;

/** The scrollable table: sortable header buttons and cells, non-fitting cells marked. */
export function ExplorerTable({ table, sort, onToggleSort, emptyMessage }: ExplorerTableProps) {
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  return (
    <div className="tl-explorer__scroll" tabIndex={0} role="region" aria-label="Data table">
      <table className="tl-explorer__table">
        <thead>
          <tr>
            {headers.map((h) => {
              const meta = h.column.columnDef.meta as ExplorerColumn | undefined;
              const dir = sort?.column === h.column.id ? sort.direction : null;
              return (
                <th
                  key={h.id}
                  scope="col"
                  aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
                  className={meta?.type === 'number' ? 'tl-explorer__num' : undefined}
                >
                  <button type="button" className="tl-explorer__sort" onClick={() => onToggleSort(h.column.id)}>
                    {flexRender(h.column.columnDef.header, h.getContext())}
                    <span className="tl-explorer__arrow" aria-hidden="true">
                      {dir ? ARROW[dir] : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, headers.length)} className="tl-explorer__empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  const value = cell.getValue() as ExplorerCell | undefined;
                  const meta = cell.column.columnDef.meta as ExplorerColumn | undefined;
                  const cls = [meta?.type === 'number' ? 'tl-explorer__num' : '', value?.invalid ? 'tl-explorer__invalid' : '']
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={cell.id} className={cls || undefined} title={value?.invalid ? `Does not fit the ${meta?.type ?? ''} type` : undefined}>
                      {value?.text ?? ''}
                      {value?.invalid ? <span className="visually-hidden"> (does not fit the column type)</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
