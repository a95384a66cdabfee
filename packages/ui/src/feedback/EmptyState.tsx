import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually one button. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A centred message for screens with nothing to show yet. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <section className="tl-empty">
      {icon ? <div className="tl-empty__icon" aria-hidden="true">{icon}</div> : null}
      <h2 className="tl-empty__title">{title}</h2>
      {description ? <p className="tl-empty__text">{description}</p> : null}
      {action ? <div className="tl-empty__action">{action}</div> : null}
    </section>
  );
}
