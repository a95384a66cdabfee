import { useState } from 'react';
import type { Faq } from '../content/types.js';
import { toggleOpen } from '../lib/toggleOpen.js';
import './Accordion.css';

/**
 * An FAQ list with at most one item open; clicking the open item collapses it. `id` prefixes the
 * ids that tie each question to its answer (given, not useId: the accordion lives in islands).
 */
export function Accordion({ id, items }: { id: string; items: readonly Faq[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open === item.question;
        return (
          <div className="accordion-item" key={item.question} data-open={expanded}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${i}`}
                id={`${id}-${i}-q`}
                onClick={() => setOpen((o) => toggleOpen(o, item.question))}
              >
                <span>{item.question}</span>
                <span className="chevron" aria-hidden="true" />
              </button>
            </h3>
            <div id={`${id}-${i}`} role="region" aria-labelledby={`${id}-${i}-q`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
