import { useEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  value: string;
  delay: number;
  onChange: (value: string) => void;
  label?: string;
}

/** A search field that reports what was typed after `delay` ms of quiet (Enter reports at once). */
export function SearchBox({ value, delay, onChange, label = 'Search all columns' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef(value);

  useEffect(() => {
    // A new value from outside (e.g. a reset) replaces what is typed.
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next === last.current) return;
    last.current = next;
    onChange(next);
  };

  return (
    <input
      type="search"
      className="tl-explorer__search"
      aria-label={label}
      placeholder="Search…"
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        if (delay <= 0) report(next);
        else timer.current = setTimeout(() => report(next), delay);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') report(text);
      }}
    />
  );
}
