import { useId, useState } from 'react';
import type { ExplorerColumn } from './types.js';

export interface ColumnPickerProps {
  columns: readonly ExplorerColumn[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** A disclosure with one checkbox per column; the last visible column's box is disabled. */
export function ColumnPicker({ columns, visible, onChange }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (id: string) => {
    const on = visible.includes(id);
    if (on && visible.length <= 1) return;
    const next = on ? visible.filter((v) => v !== id) : columns.map((c) => c.id).filter((c) => c === id || visible.includes(c));
    onChange(next);
  };
  return (
    <div className="tl-explorer__picker">
      <button
        type="button"
        className="tl-explorer__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Columns ({visible.length}/{columns.length})
      </button>
      {open ? (
        <fieldset
          id={panelId}
          className="tl-explorer__picker-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <legend className="tl-explorer__picker-legend">Visible columns</legend>
          {columns.map((c) => {
            const on = visible.includes(c.id);
            return (
              <label key={c.id} className="tl-explorer__picker-item">
                <input type="checkbox" checked={on} disabled={on && visible.length <= 1} onChange={() => toggle(c.id)} />
                <span>{c.label}</span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
