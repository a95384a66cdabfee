import type { ReactNode } from 'react';
import '../styles/prose.css';

/** A static text page: one h1, an optional date line and prose sections. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated?: string; intro: string; children: ReactNode }) {
  return (
    <article className="legal">
      <div className="container narrow">
        <h1>{title}</h1>
        {updated && <p className="muted">{updated}</p>}
        <p className="lead">{intro}</p>
        <div className="prose">{children}</div>
      </div>
    </article>
  );
}
