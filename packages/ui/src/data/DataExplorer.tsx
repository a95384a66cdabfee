import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ColumnPicker } from './ColumnPicker.js';
import { ExplorerPager } from './ExplorerPager.js';
import { ExplorerTable } from './ExplorerTable.js';
import { SearchBox } from './SearchBox.js';
import type { ExplorerCell, ExplorerColumn, ExplorerRow, ExplorerSort } from './types.js';
import './DataExplorer.css';

export interface DataExplorerProps {
  columns: readonly ExplorerColumn[];
  /** Ids of the shown columns, in order; the last one cannot be hidden. */
  visibleColumns: readonly string[];
  /** The rows of the current page, already searched, sorted and sliced by the caller. */
  rows: readonly ExplorerRow[];
  /** Rows matching the search (all pages). */
  totalRows: number;
  search: string;
  sort: ExplorerSort | null;
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The page buttons to show (at most 5, from core). */
  pageButtons: readonly number[];
  pageSize: number;
  pageSizes: readonly number[];
  onSearchChange: (search: string) => void;
  onSortChange: (sort: ExplorerSort) => void;
  onVisibleColumnsChange: (visible: string[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onExport: () => void;
  /** Delay before a typed search is reported (ms). */
  searchDelay?: number;
  /** Shown in place of rows when nothing matches. */
  emptyMessage?: string;
  exportLabel?: string;
}

/**
 * A table over data someone else pages (TanStack Table in manual mode): search box,
 * sort toggle per column, column visibility, page buttons, page size and CSV export.
 * It computes nothing: every change goes out through a callback.
 */
export function DataExplorer(props: DataExplorerProps) {
  const { columns, visibleColumns, rows, sort, page, pageCount, pageSize } = props;
  const columnDefs = useMemo<ColumnDef<ExplorerRow, ExplorerCell | undefined>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.label, accessorFn: (row) => row.cells[c.id], meta: c })),
    [columns],
  );
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.map((c) => [c.id, visibleColumns.includes(c.id)])),
    [columns, visibleColumns],
  );
  const table = useReactTable<ExplorerRow>({
    data: rows as ExplorerRow[],
    columns: columnDefs,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    state: {
      columnVisibility,
      sorting: sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [],
      pagination: { pageIndex: Math.max(0, page - 1), pageSize },
    },
  });

  const toggleSort = (column: string) =>
    props.onSortChange({ column, direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    <div className="tl-explorer">
      <div className="tl-explorer__toolbar">
        <SearchBox value={props.search} delay={props.searchDelay ?? 120} onChange={props.onSearchChange} />
        <div className="tl-explorer__tools">
          <ColumnPicker columns={columns} visible={visibleColumns} onChange={props.onVisibleColumnsChange} />
          <button type="button" className="tl-explorer__button" onClick={props.onExport}>
            {props.exportLabel ?? 'Export CSV'}
          </button>
        </div>
      </div>
      <ExplorerTable table={table} sort={sort} onToggleSort={toggleSort} emptyMessage={props.emptyMessage ?? 'No matching rows'} />
      <ExplorerPager
        page={page}
        pageCount={pageCount}
        pageButtons={props.pageButtons}
        pageSize={pageSize}
        pageSizes={props.pageSizes}
        totalRows={props.totalRows}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
