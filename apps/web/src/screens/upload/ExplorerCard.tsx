import { EXPORT_FILE_NAME, exploreDataset, PAGE_SIZES, toCsv } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { DataExplorer, type ExplorerColumn, type ExplorerRow } from '@tallyline/ui';
import { useEffect, useMemo, useState } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { useUploadStore } from '../../stores/uploadStore.js';
import { downloadText } from '../../lib/download.js';
import { searchIndexPending, searchIndexReady } from '../../workers/searchIndexRegistry.js';

/** Spec §2 data explorer over core's exploreDataset (search, sort, visibility, pages, CSV export). */
export function ExplorerCard({ dataset }: { dataset: Dataset }) {
  const view = useUploadStore((s) => s.view);
  const store = useUploadStore.getState();
  const columns = useMemo<ExplorerColumn[]>(() => dataset.columns.map((c) => ({ id: c.name, label: c.name, type: c.type })), [dataset]);
  const visibleColumns = useMemo(() => view.visibleColumns ?? [...dataset.headers], [view.visibleColumns, dataset]);
  // A search waits for the worker's index (issue 15): run now, it would build the missing part on the main thread.
  const indexed = useSearchIndexReady(dataset);
  const search = indexed ? view.search : '';
  const options = useMemo(
    () => ({ search, sort: view.sort, page: view.page, pageSize: view.pageSize, visibleColumns }),
    [search, view.sort, view.page, view.pageSize, visibleColumns],
  );
  const result = useMemo(() => exploreDataset(dataset, options), [dataset, options]);
  const rows = useMemo<ExplorerRow[]>(
    () =>
      result.rowIndexes.map((r) => {
        const cells: Record<string, { text: string; invalid: boolean }> = {};
        for (const name of visibleColumns) {
          const index = dataset.headers.indexOf(name);
          const column = dataset.columns[index];
          cells[name] = { text: dataset.cellText(r, index), invalid: column ? column.invalid.has(r) : false };
        }
        return { id: String(r), cells };
      }),
    [result, visibleColumns, dataset],
  );

  return (
    <section className="tl-upload-card" aria-labelledby="tl-explorer-title">
      <header className="tl-upload-card__header">
        <h2 id="tl-explorer-title" className="tl-upload-card__title">
          {UPLOAD_TEXT.explorerTitle}
        </h2>
      </header>
      {!indexed && view.search.trim() !== '' ? (
        <p className="tl-upload-settings__hint" role="status">
          {UPLOAD_TEXT.searchPreparing}
        </p>
      ) : null}
      <DataExplorer
        columns={columns}
        visibleColumns={visibleColumns}
        rows={rows}
        totalRows={result.totalMatches}
        search={view.search}
        sort={view.sort}
        page={result.page}
        pageCount={result.pageCount}
        pageButtons={result.pageButtons}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        // Big files: a short pause merges bursts of keys; search itself takes ~50 ms on a million rows.
        searchDelay={dataset.rowCount > 100_000 ? 40 : 0}
        emptyMessage={UPLOAD_TEXT.noRows}
        exportLabel={UPLOAD_TEXT.exportCsv}
        onSearchChange={store.setSearch}
        onSortChange={store.setSort}
        onVisibleColumnsChange={store.setVisibleColumns}
        onPageChange={store.setPage}
        onPageSizeChange={store.setPageSize}
        onExport={() => downloadText(toCsv(dataset, options), EXPORT_FILE_NAME)}
      />
    </section>
  );
}

/** Whether `ds` can be searched now without building its index on the page (workers/searchIndexRegistry). */
function useSearchIndexReady(ds: Dataset): boolean {
  const pending = searchIndexPending(ds);
  const [, settled] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void searchIndexReady(ds).then(() => {
      if (live) settled((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [ds, pending]);
  return !pending;
}
