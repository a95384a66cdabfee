import { StatCards } from './StatCards.js';
import { formatDollars, formatSignedPercent } from './format.js';

export interface PortfolioCardsProps {
  total_value: number;
  performance: number;
  risk_score: number;
  components: number;
}

/** Spec §2 portfolio: Total Value (dollars), Performance (signed, one decimal), Risk Score 'x/10', Components. */
export function PortfolioCards({ total_value, performance, risk_score, components }: PortfolioCardsProps) {
  const risk = Number.isInteger(risk_score) ? String(risk_score) : risk_score.toFixed(1);
  return (
    <StatCards
      label="Portfolio summary"
      cards={[
        { label: 'Total Value', value: formatDollars(total_value) },
        {
          label: 'Performance',
          value: formatSignedPercent(performance),
          tone: performance > 0 ? 'success' : performance < 0 ? 'danger' : 'default',
        },
        { label: 'Risk Score', value: `${risk}/10` },
        { label: 'Components', value: String(components) },
      ]}
    />
  );
}
