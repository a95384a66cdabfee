import { Button, Spinner } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pageCount, type SavedSort } from '../../lib/db/paging.js';
import { LIBRARY_TEXT, RENAME_TEXT, SAVED_KIND_TEXT } from '../../messages/saved.js';
import { useAuthStore } from '../../stores/authStore.js';
import { useSavedStore, type SavedItem, type SavedItemByKind, type SavedKind } from '../../stores/savedStore.js';
import { DeleteFlow } from './DeleteFlow.js';
import { nameError } from './names.js';
import './saved.css';

export interface SavedListProps<K extends SavedKind> {
  kind: K;
  /** Extra buttons in a row's action area, after Open / Rename / Delete (e.g. a dataset's Refresh and Versions). */
  rowActions?: (item: SavedItemByKind[K]) => ReactNode;
}

/** Typing in the search box lists matches once the user pauses this long. */
const SEARCH_PAUSE_MS = 250;

function metaOf(kind: SavedKind, item: SavedItem): string {
  if (kind === 'datasets') {
    const d = item as SavedItemByKind['datasets'];
    const file = d.file_name && d.file_name !== d.name ? `${d.file_name} · ` : '';
    return `${file}${LIBRARY_TEXT.rows(d.row_count)} · ${LIBRARY_TEXT.columns(d.column_count)} · ${LIBRARY_TEXT.opened(new Date(d.opened_at).toLocaleString())}`;
  }
  const d = item as SavedItemByKind['dashboards'];
  const shared = kind === 'dashboards' && d.is_public ? ` · ${LIBRARY_TEXT.shared}` : '';
  return `${LIBRARY_TEXT.updated(new Date(d.updated_at).toLocaleString())}${shared}`;
}

/**
 * One kind of saved work (datasets, dashboards or reports): search by name, sort by date or name,
 * a server-side page with Previous / Next, and per entry Open, Rename (inline) and Delete. A failed
 * load is shown in place with Retry.
 */
export function SavedList<K extends SavedKind>({ kind, rowActions }: SavedListProps<K>) {
  const userId = useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const list = useSavedStore((s) => s.lists[kind]);
  const text = SAVED_KIND_TEXT[kind];
  const [search, setSearch] = useState(list.query.search);
  const searchId = useId();
  const sortId = useId();

  useEffect(() => {
    if (userId) void useSavedStore.getState().load(kind);
  }, [userId, kind]);

  // The search runs when typing pauses (state, not each keystroke).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => void useSavedStore.getState().setSearch(kind, search), SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [search, kind]);

  if (!userId) return null;
  const { query, page, status, error } = list;
  const pages = page ? pageCount(page.total, query.pageSize) : 1;

  return (
    <div className="tl-saved__body" aria-busy={status === 'loading' || undefined}>
      <div className="tl-saved__tools">
        <div className="tl-saved__tool">
          <label htmlFor={searchId} className="tl-saved__label">
            {LIBRARY_TEXT.search(text.title.toLowerCase())}
          </label>
          <input id={searchId} type="search" className="tl-saved__input" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </div>
        <div className="tl-saved__tool">
          <label htmlFor={sortId} className="tl-saved__label">
            {LIBRARY_TEXT.sortLabel}
          </label>
          <select id={sortId} className="tl-saved__input" value={query.sort} onChange={(e) => void useSavedStore.getState().setSort(kind, e.target.value as SavedSort)}>
            <option value="date">{LIBRARY_TEXT.sortDate}</option>
            <option value="name">{LIBRARY_TEXT.sortName}</option>
          </select>
        </div>
      </div>

      {status === 'error' && error ? (
        <div className="tl-saved__error" role="alert">
          <span>{LIBRARY_TEXT.loadFailed}</span>
          <Button size="sm" variant="secondary" onClick={() => void useSavedStore.getState().load(kind)}>
            {LIBRARY_TEXT.retry}
          </Button>
        </div>
      ) : null}

      {!page && status === 'loading' ? <Spinner label={LIBRARY_TEXT.loading} /> : null}

      {page ? (
        page.items.length === 0 ? (
          <p className="tl-saved__empty">{query.search.trim() ? text.emptySearch(query.search.trim()) : text.empty}</p>
        ) : (
          <>
            <p className="tl-saved__count" aria-live="polite">
              {LIBRARY_TEXT.count(page.total, text.one)}
            </p>
            <ul className="tl-saved__list" aria-label={text.title}>
              {(page.items as SavedItemByKind[K][]).map((item) => (
                <SavedRow key={item.id} kind={kind} item={item} userId={userId} extra={rowActions?.(item)} />
              ))}
            </ul>
          </>
        )
      ) : null}

      {page && pages > 1 ? (
        <nav className="tl-saved__pages" aria-label={LIBRARY_TEXT.pageLabel}>
          <Button size="sm" variant="secondary" disabled={query.page <= 1 || status === 'loading'} onClick={() => void useSavedStore.getState().setPage(kind, query.page - 1)}>
            {LIBRARY_TEXT.previous}
          </Button>
          <span aria-current="page">{LIBRARY_TEXT.pageOf(query.page, pages)}</span>
          <Button size="sm" variant="secondary" disabled={query.page >= pages || status === 'loading'} onClick={() => void useSavedStore.getState().setPage(kind, query.page + 1)}>
            {LIBRARY_TEXT.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

interface SavedRowProps {
  kind: SavedKind;
  item: SavedItem;
  userId: string;
  extra: ReactNode;
}

/** One entry: its name (or the rename field), what it is, and its actions. */
function SavedRow({ kind, item, userId, extra }: SavedRowProps) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function open() {
    setOpening(true);
    const to = await useSavedStore.getState().open(kind, item.id);
    setOpening(false);
    if (to) void navigate({ to });
  }

  return (
    <li className="tl-saved__item">
      <div className="tl-saved__info">
        {renaming ? (
          <RenameField kind={kind} item={item} onDone={() => setRenaming(false)} />
        ) : (
          <span className="tl-saved__name">{item.name}</span>
        )}
        <span className="tl-saved__meta">{metaOf(kind, item)}</span>
      </div>
      {/* The row's action area: Open / Rename / Delete, then what other features add (rowActions). */}
      <div className="tl-saved__actions" role="group" aria-label={LIBRARY_TEXT.actionsFor(item.name)}>
        <Button size="sm" variant="secondary" loading={opening} onClick={() => void open()} aria-label={`${LIBRARY_TEXT.open} ${item.name}`}>
          {LIBRARY_TEXT.open}
        </Button>
        {!renaming ? (
          <Button size="sm" variant="ghost" onClick={() => setRenaming(true)} aria-label={`${LIBRARY_TEXT.rename} ${item.name}`}>
            {LIBRARY_TEXT.rename}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`${LIBRARY_TEXT.delete} ${item.name}`}>
          {LIBRARY_TEXT.delete}
        </Button>
        {extra}
      </div>
      {deleting ? <DeleteFlow kind={kind} item={item} userId={userId} onClose={() => setDeleting(false)} /> : null}
    </li>
  );
}

/**
 * Inline rename: Enter or Save saves (trimmed, not empty), Escape or Cancel leaves it. A failed save
 * keeps what was typed, says so, and Retry (Save again) runs it again.
 */
function RenameField({ kind, item, onDone }: { kind: SavedKind; item: SavedItem; onDone: () => void }) {
  const [value, setValue] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function save() {
    const problem = nameError(value);
    setError(problem);
    if (problem) return;
    if (value.trim() === item.name) return onDone();
    setSaving(true);
    const r = await useSavedStore.getState().rename(kind, item.id, value);
    setSaving(false);
    if (r.error) {
      setFailed(true);
      setError(RENAME_TEXT.failed);
      return;
    }
    onDone();
  }

  return (
    <form
      className="tl-saved__rename"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {LIBRARY_TEXT.renameLabel(item.name)}
      </label>
      <input
        id={inputId}
        ref={input}
        className="tl-saved__input"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (error && !failed) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Button size="sm" type="submit" loading={saving}>
        {failed ? LIBRARY_TEXT.retry : LIBRARY_TEXT.save}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        {LIBRARY_TEXT.cancel}
      </Button>
      {error ? (
        <span id={errorId} className="tl-saved__field-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
