import type { ReactNode } from 'react';
import './CtaBand.css';

/** The closing call to action of a page: a title, a line of text and its buttons. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section className="cta-band" aria-labelledby={`${id}-title`}>
      <div className="container narrow">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{text}</p>
        <div className="hero-actions">{children}</div>
      </div>
    </section>
  );
}
