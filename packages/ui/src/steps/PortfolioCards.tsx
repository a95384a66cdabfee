import { StatCards } from './StatCards.js';
import { formatNumber } from '@tallyline/core';

export interface PortfolioCardsProps {
  total_value: number;
  performance: number;
  risk_score: number;
  components: number;
}

/** Spec §2 portfolio: Total Value (dollars), Performance (signed, one decimal), Risk Score 'x/10', Components. */
export function PortfolioCards({ total_value, performance, risk_score, components }: PortfolioCardsProps) {
  const risk = formatNumber(risk_score, { decimals: Number.isInteger(risk_score) ? 0 : 1 });
  return (
    <StatCards
      label="Portfolio summary"
      cards={[
        { label: 'Total Value', value: formatNumber(total_value, { unit: 'currency' }) },
        {
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
