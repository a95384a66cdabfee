import { EXPORT_FILE_NAME, exploreDataset, PAGE_SIZES, toCsv } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { DataExplorer, type ExplorerColumn, type ExplorerRow } from '@tallyline/ui';
import { useMemo } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { useUploadStore } from '../../stores/uploadStore.js';
import { downloadText } from '../../lib/download.js';

/** Spec §2 data explorer over core's exploreDataset (search, sort, visibility, pages, CSV export). */
export function ExplorerCard({ dataset }: { dataset: Dataset }) {
  const view = useUploadStore((s) => s.view);
  const store = useUploadStore.getState();
  const columns = useMemo<ExplorerColumn[]>(() => dataset.columns.map((c) => ({ id: c.name, label: c.name, type: c.type })), [dataset]);
  const visibleColumns = useMemo(() => view.visibleColumns ?? [...dataset.headers], [view.visibleColumns, dataset]);
  const options = useMemo(
    () => ({ search: view.search, sort: view.sort, page: view.page, pageSize: view.pageSize, visibleColumns }),
    [view, visibleColumns],
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
