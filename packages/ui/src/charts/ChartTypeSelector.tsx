import { useRef, type KeyboardEvent } from 'react';
import type { ChartKind } from './types.js';
import './charts.css';

export const CHART_KINDS: readonly ChartKind[] = ['bar', 'line', 'area', 'pie'];

const KIND_LABEL: Record<ChartKind, string> = { bar: 'Bar', line: 'Line', area: 'Area', pie: 'Pie' };

export interface ChartTypeSelectorProps {
  value: ChartKind;
  onChange: (kind: ChartKind) => void;
  /** Accessible name of the group. */
  label?: string;
  kinds?: readonly ChartKind[];
}

/** A radio group of chart kinds (arrow keys move and select, like native radios). */
export function ChartTypeSelector({ value, onChange, label = 'Chart type', kinds = CHART_KINDS }: ChartTypeSelectorProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = (index + step + kinds.length) % kinds.length;
    const kind = kinds[next];
    if (kind) {
      onChange(kind);
      refs.current[next]?.focus();
    }
  };
  return (
    <div className="tl-chart-type" role="radiogroup" aria-label={label}>
      {kinds.map((kind, i) => (
        <button
          key={kind}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={kind === value}
          tabIndex={kind === value ? 0 : -1}
          onClick={() => onChange(kind)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {KIND_LABEL[kind]}
        </button>
      ))}
    </div>
  );
}
