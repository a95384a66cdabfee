import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A bordered surface with an optional heading row. */
export function Card({ title, description, actions, className, children, ...rest }: CardProps) {
  return (
    <section className={['tl-card', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {title || actions ? (
        <header className="tl-card__header">
          <div>
            {title ? <h2 className="tl-card__title">{title}</h2> : null}
            {description ? <p className="tl-card__description">{description}</p> : null}
          </div>
          {actions ? <div className="tl-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
