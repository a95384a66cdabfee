import type { CSSProperties, ReactNode } from 'react';
import './StatCards.css';

export interface StatCard {
  label: string;
  value: ReactNode;
  hint?: string;
  tone?: 'default' | 'success' | 'warning' | 'danger';
}

/**
 * The longest run of characters a text value cannot wrap inside ('$41,800,907.84' → 14, 'rain: 90.9%' → 5);
 * undefined for other nodes. The value's font shrinks so that run fits its card on one line (StatCards.css).
 */
export function statValueChars(value: ReactNode): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return Math.max(1, ...String(value).split(/\s+/).map((w) => w.length));
}

/**
 * A row of labelled figures (portfolio, trend and KPI summary cards). A figure is never broken inside a word or
 * number: a long one ('$41,800,907.84' in a quarter of a 1280 px screen, or half of a 375 px one) is set smaller to fit.
 */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    <ul className="tl-stat-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label} className={`tl-stat-card tl-stat-card--${card.tone ?? 'default'}`}>
          <span className="tl-stat-card__label">{card.label}</span>
          <StatValue value={card.value} />
          {card.hint ? <span className="tl-stat-card__hint">{card.hint}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function StatValue({ value }: { value: ReactNode }) {
  const chars = statValueChars(value);
  return chars === undefined ? (
    <span className="tl-stat-card__value">{value}</span>
  ) : (
    <span className="tl-stat-card__value tl-stat-card__value--fit" style={{ '--tl-stat-chars': chars } as CSSProperties}>
      {value}
    </span>
  );
}
