import { formatNumber } from '@tallyline/core';
import { useId } from 'react';

export interface ExplorerPagerProps {
  page: number;
  pageCount: number;
  pageButtons: readonly number[];
  pageSize: number;
  pageSizes: readonly number[];
  totalRows: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Row count, page-size select and previous / numbered / next page buttons. */
export function ExplorerPager(p: ExplorerPagerProps) {
  const sizeId = useId();
  const first = p.totalRows === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const last = Math.min(p.totalRows, p.page * p.pageSize);
  return (
    <div className="tl-explorer__pager">
      <p className="tl-explorer__count" aria-live="polite">
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(p.totalRows)} rows
      </p>
      <div className="tl-explorer__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={p.pageSize} onChange={(e) => p.onPageSizeChange(Number(e.target.value))}>
          {p.pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <nav className="tl-explorer__pages" aria-label="Pages">
        <button type="button" className="tl-explorer__page" disabled={p.page <= 1} onClick={() => p.onPageChange(p.page - 1)} aria-label="Previous page">
          ‹
        </button>
        {p.pageButtons.map((n) => (
          <button
            key={n}
            type="button"
            className="tl-explorer__page"
            aria-current={n === p.page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => p.onPageChange(n)}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className="tl-explorer__page"
          disabled={p.page >= p.pageCount}
          onClick={() => p.onPageChange(p.page + 1)}
          aria-label="Next page"
        >
          ›
        </button>
      </nav>
    </div>
  );
}
