import { useState } from 'react';
import { CopyButton } from './CopyButton.js';

export interface CodeSample {
  label: string;
  code: string;
}

/** Several code samples (curl, fetch, supabase-js) in tabs, each with its copy button. */
export function CodeTabs({ samples, title }: { samples: CodeSample[]; title: string }) {
  const [active, setActive] = useState(0);
  // From the title, not useId: the tabs live in an island (see islands/island.tsx).
  const id = `code-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const current = samples[active] ?? samples[0];
  if (!current) return null;
  return (
    <div className="code-block">
      <div className="code-tabs" role="tablist" aria-label={`${title} examples`}>
        {samples.map((s, i) => (
          <button
            key={s.label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {s.label}
          </button>
        ))}
        <CopyButton text={current.code} label={`Copy ${current.label} example`} />
      </div>
      <pre id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`} tabIndex={0}>
        <code>{current.code}</code>
      </pre>
    </div>
  );
}
