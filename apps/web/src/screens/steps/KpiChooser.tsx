import type { Kpi } from '@tallyline/core';
import { MAX_KPIS } from '@tallyline/core';
import { Button, readNumber } from '@tallyline/ui';
import { useState } from 'react';
import { KPI_TEXT } from '../../messages/steps.js';

/** Choose which measures become KPIs (up to 4) and, optionally, set a target for each instead of its earlier period. */
export function KpiChooser({
  numericColumns,
  kpis,
  onApply,
}: {
  numericColumns: readonly string[];
  kpis: readonly Kpi[];
  onApply: (columns: string[], targets: Record<string, number>) => void;
}) {
  const current = kpis.flatMap((k) => (k.column ? [k.column] : []));
  const [chosen, setChosen] = useState<string[]>(current.length > 0 ? current : numericColumns.slice(0, MAX_KPIS));
  // Empty by default: a KPI's target is its baseline period until the user sets a number.
  const [targets, setTargets] = useState<Record<string, string>>({});

  function toggle(col: string, on: boolean) {
    setChosen((list) => (on ? [...list, col].filter((c, i, a) => a.indexOf(c) === i) : list.filter((c) => c !== col)));
  }

  function apply() {
    const parsed: Record<string, number> = {};
    for (const col of chosen) {
      const n = readNumber(targets[col] ?? '');
      if (n !== null) parsed[col] = n;
    }
    onApply(chosen, parsed);
  }

  return (
    <details className="tl-panel">
      <summary>
        <strong>{KPI_TEXT.chooseColumns}</strong> <span className="tl-muted">(up to {MAX_KPIS})</span>
      </summary>
      <fieldset className="tl-form-row" style={{ border: 'none', padding: 0, marginTop: 12 }}>
        <legend className="visually-hidden">{KPI_TEXT.chooseColumns}</legend>
        {numericColumns.map((col) => {
          const on = chosen.includes(col);
          return (
            <div key={col} className="tl-picker">
              <label className="tl-switch">
                <input type="checkbox" checked={on} disabled={!on && chosen.length >= MAX_KPIS} onChange={(e) => toggle(col, e.target.checked)} />
                {col}
              </label>
              {on ? (
                <label className="tl-picker">
                  <span className="tl-picker__label">
                    {KPI_TEXT.target} ({col})
                  </span>
                  <input
                    className="tl-picker__select"
                    inputMode="decimal"
                    value={targets[col] ?? ''}
                    aria-invalid={(targets[col] ?? '').trim() !== '' && readNumber(targets[col]!) === null ? true : undefined}
                    placeholder={KPI_TEXT.targetPlaceholder}
                    onChange={(e) => setTargets((t) => ({ ...t, [col]: e.target.value }))}
                  />
                </label>
              ) : null}
            </div>
          );
        })}
        <Button onClick={apply} disabled={chosen.length === 0}>
          {KPI_TEXT.apply}
        </Button>
      </fieldset>
    </details>
  );
}
