import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSavedWorkSearch } from '../hooks/useSavedWorkSearch.js';
import { failedSearchResult, GROUP_ORDER, localResults, orderResults, type SearchAction, type SearchResult } from '../lib/search/searchIndex.js';
import { SEARCH } from '../messages/search.js';
import { SHELL } from '../messages/shell.js';
import { useAuthStore } from '../stores/authStore.js';
import { useSavedStore } from '../stores/savedStore.js';

/**
 * The header's search (spec app.md §2; issue 17): saved datasets and dashboards by name, the six
 * workflow steps, the settings pages and the help articles. A combobox (WAI-ARIA 1.2 pattern):
 * arrow keys move through the results, Enter opens one, Escape closes the list, then clears.
 */
export function HeaderSearch() {
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const trimmed = query.trim();
  const remote = useSavedWorkSearch(trimmed, signedIn);
  const pending = remote.pending;
  // A failed search of saved work is an option of its own: choosing it (Enter or click) asks again.
  const results = useMemo(
    () => orderResults([...(remote.error ? [failedSearchResult()] : remote.results), ...localResults(trimmed)]),
    [trimmed, remote.results, remote.error],
  );
  const expanded = open && trimmed !== '';
  const activeResult = expanded && active >= 0 ? results[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  async function run(action: SearchAction) {
    if (action.kind === 'href') {
      window.location.assign(action.href);
      return;
    }
    if (action.kind === 'retry') return;
    if (action.kind === 'route') {
      void navigate({ to: action.to, ...(action.search ? { search: action.search as never } : {}) });
      return;
    }
    // The library's open: a failure is a toast with Retry.
    if (await useSavedStore.getState().open('datasets', action.datasetId)) void navigate({ to: action.then });
  }

  const choose = (r: SearchResult) => {
    if (r.action.kind === 'retry') {
      remote.retry();
      return;
    }
    setQuery('');
    close();
    inputRef.current?.blur();
    void run(r.action);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!trimmed || results.length === 0) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : results.length - 1) : (i + step + results.length) % results.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const r = activeResult ?? (expanded ? results[0] : undefined);
      if (r) choose(r);
    } else if (e.key === 'Escape') {
      if (expanded) close();
      else setQuery('');
    }
  };

  return (
    <form className="tl-header__search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeResult ? `${listId}-${activeResult.id}` : undefined}
        placeholder={SHELL.searchPlaceholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={SEARCH.label} className="tl-search__list" hidden={!expanded || results.length === 0}>
        {expanded
          ? GROUP_ORDER.map((group) => {
              const inGroup = results.filter((r) => r.group === group);
              if (inGroup.length === 0) return null;
              const labelId = `${listId}-group-${group}`;
              return (
                <div key={group} role="group" aria-labelledby={labelId} className="tl-search__group">
                  <div id={labelId} role="presentation" className="tl-search__group-label">
                    {SEARCH.groups[group]}
                  </div>
                  {inGroup.map((r) => {
                    const index = results.indexOf(r);
                    return (
                      <div
                        key={r.id}
                        id={`${listId}-${r.id}`}
                        role="option"
                        aria-selected={index === active}
                        className={index === active ? 'tl-search__option tl-search__option--active' : 'tl-search__option'}
                        // mousedown, not click: the input keeps focus until the choice is made.
                        onMouseDown={(e) => {
                          e.preventDefault();
                          choose(r);
                        }}
                        onMouseMove={() => setActive(index)}
                      >
                        <span className="tl-search__label">{r.label}</span>
                        {r.detail ? <span className="tl-search__detail">{r.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              );
            })
          : null}
      </div>
      {expanded && results.length === 0 && !remote.error ? <div className="tl-search__list tl-search__empty">{pending ? SEARCH.searching : SEARCH.noResults(trimmed)}</div> : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded && !pending ? (results.length > 0 ? SEARCH.count(results.length) : SEARCH.noResults(trimmed)) : ''}
      </span>
    </form>
  );
}
