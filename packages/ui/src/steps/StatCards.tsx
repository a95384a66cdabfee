import type { ReactNode } from 'react';
import './StatCards.css';

export interface StatCard {
  label: string;
  value: ReactNode;
  hint?: string;
  tone?: 'default' | 'success' | 'warning' | 'danger';
}

/** A row of labelled figures (portfolio, trend and KPI summary cards). */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    <ul className="tl-stat-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className={`tl-stat-card tl-stat-card--${card.tone ?? 'default'}`}>
          <span className="tl-stat-card__label">{card.label}</span>
          <span className="tl-stat-card__value">{card.value}</span>
          {card.hint ? <span className="tl-stat-card__hint">{card.hint}</span> : null}
        </li>
      ))}
    </ul>
  );
}
