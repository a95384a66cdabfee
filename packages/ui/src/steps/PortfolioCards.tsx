import { StatCards } from './StatCards.js';
import { formatNumber } from '@tallyline/core';

export interface PortfolioCardsProps {
  total_value: number;
  /** Signed percent; null when nothing in the data is earlier to compare with (core's unknown performance). */
  performance: number | null;
  /** Why the performance is unknown, shown under its "—" (e.g. 'No earlier prices in the file'). */
  performanceNote?: string;
  risk_score: number;
  components: number;
}

/**
 * Spec §2 portfolio: Total Value (dollars), Performance (signed, one decimal), Risk Score 'x/10', Components.
 * An unknown performance reads "—" with its reason as the card's caption, never a made-up "0.0%".
 */
export function PortfolioCards({ total_value, performance, performanceNote, risk_score, components }: PortfolioCardsProps) {
  const risk = formatNumber(risk_score, { decimals: Number.isInteger(risk_score) ? 0 : 1 });
  return (
    <StatCards
      label="Portfolio summary"
      cards={[
        { label: 'Total Value', value: formatNumber(total_value, { unit: 'currency' }) },
        performance === null
          ? { label: 'Performance', value: '—', hint: performanceNote ?? 'Nothing earlier to compare with' }
          : {
              label: 'Performance',
              value: formatNumber(performance, { unit: 'percent', signed: true }),
              tone: performance > 0 ? 'success' : performance < 0 ? 'danger' : 'default',
            },
        { label: 'Risk Score', value: `${risk}/10` },
        { label: 'Components', value: String(components) },
      ]}
    />
  );
}
