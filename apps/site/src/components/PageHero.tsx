import type { ReactNode } from 'react';
import './PageHero.css';

/** The top band of an inner page: eyebrow, the page's single h1, a lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container narrow">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children && <div className="hero-actions">{children}</div>}
      </div>
    </section>
  );
}

/** A titled page section with an optional intro. */
export function Section({ id, title, intro, children, tone }: { id?: string; title: string; intro?: ReactNode; children: ReactNode; tone?: 'alt' }) {
  return (
    <section id={id} className={tone === 'alt' ? 'section section-alt' : 'section'} aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="container">
        <div className="section-head">
          <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
