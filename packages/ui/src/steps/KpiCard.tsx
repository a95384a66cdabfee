import { formatNumber } from '@tallyline/core';
import type { KpiCardData, KpiStatusLabel, KpiTrend } from './types.js';
import { WholeDates } from '../primitives/WholeDates.js';
import './KpiCard.css';

export interface KpiCardProps {
  kpi: KpiCardData;
  /** From core's kpiStatus: the badge label. */
  status: KpiStatusLabel;
  /** From core's kpiStatus: progress towards the target in percent; drawn capped at 100. */
  progress: number;
}

const STATUS_CLASS: Record<KpiStatusLabel, string> = {
  'On Track': 'tl-kpi-badge--on-track',
  'At Risk': 'tl-kpi-badge--at-risk',
  Behind: 'tl-kpi-badge--behind',
  'Above target': 'tl-kpi-badge--neutral',
  'Below target': 'tl-kpi-badge--neutral',
  'At target': 'tl-kpi-badge--neutral',
  'Not compared': 'tl-kpi-badge--neutral',
};

const TREND: Record<KpiTrend, { arrow: string; label: string }> = {
  up: { arrow: '↑', label: 'Trending up' },
  down: { arrow: '↓', label: 'Trending down' },
  stable: { arrow: '→', label: 'Stable' },
};

/**
 * What the arrow's colour says: 'good' (green) or 'bad' (red) only for a KPI with a better direction — up is good
 * unless lower is better (a cost rising is bad) — and 'neutral' (grey) for a stable one or one with no better
 * direction (wind, rainfall: compared, not judged, so no colour judges it either).
 */
export function arrowTone(kpi: Pick<KpiCardData, 'trend' | 'better'>): 'good' | 'bad' | 'neutral' {
  if (kpi.trend === 'stable' || kpi.better === 'none') return 'neutral';
  return (kpi.trend === 'up') === (kpi.better !== 'lower') ? 'good' : 'bad';
}

/** Spec §2 KPI card: name, description, status badge, trend arrow, progress bar (capped at 100), formula; the periods compared when the KPI has them. */
export function KpiCard({ kpi, status, progress }: KpiCardProps) {
  const shown = Number.isFinite(progress) ? Math.max(0, Math.min(100, progress)) : 0;
  const trend = TREND[kpi.trend];
  // nothing to compare with (core's 'Not compared'): no target, no arrow, no progress — the value alone
  const uncompared = status === 'Not compared';
  return (
    <article className="tl-kpi-card" aria-labelledby={`kpi-${kpi.id}`}>
      <header className="tl-kpi-card__head">
        <h3 id={`kpi-${kpi.id}`} className="tl-kpi-card__name">
          {kpi.name}
        </h3>
        <span className={`tl-kpi-badge ${STATUS_CLASS[status]}`}>{status}</span>
      </header>
      <p className="tl-kpi-card__desc">
        <WholeDates text={kpi.description} />
      </p>
      <div className="tl-kpi-card__values">
        <span className="tl-kpi-card__current">{formatNumber(kpi.current_value)}</span>
        {kpi.period ? <span className="tl-kpi-card__period tl-nowrap">{kpi.period}</span> : null}
        {uncompared ? null : (
          <span className={`tl-kpi-card__trend tl-kpi-card__trend--${kpi.trend} tl-kpi-card__trend--${arrowTone(kpi)}`} role="img" aria-label={trend.label} title={trend.label}>
            {trend.arrow}
          </span>
        )}
        <span className="tl-kpi-card__target">
          <WholeDates text={uncompared ? 'Target: none set' : `Target: ${formatNumber(kpi.target_value)}${kpi.baseline ? ` (${kpi.baseline})` : ''}`} />
        </span>
      </div>
      <div
        className="tl-kpi-card__progress"
        role="progressbar"
        aria-label={`${kpi.name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
      >
        <div className={`tl-kpi-card__bar ${STATUS_CLASS[status]}`} style={{ width: `${shown}%` }} />
      </div>
      <p className="tl-kpi-card__progress-text">
        {uncompared ? 'Nothing to compare with: set a target to judge it' : progressText(kpi, kpi.better !== 'lower' && Number.isFinite(progress) ? Math.max(0, progress) : shown)}
      </p>
      <code className="tl-kpi-card__formula">
        <WholeDates text={kpi.formula} />
      </code>
    </article>
  );
}

/**
 * The line under the bar, in the terms of the KPI's rule: a temperature compared by difference reads
 * "1.76 below target", never "86% of target"; a cost or a death toll says lower is better. Only the bar is
 * capped at 100: a month at 119% of its target says "119% of target", not "100%".
 */
function progressText(kpi: KpiCardData, shown: number): string {
  const better = kpi.better === 'lower' ? ' (lower is better)' : kpi.better === 'none' ? ' (no better direction)' : '';
  if (kpi.tolerance === undefined) return `${Math.round(shown)}% of target${better}`;
  const diff = kpi.current_value - kpi.target_value;
  return diff === 0 ? `At target${better}` : `${formatNumber(Math.abs(diff))} ${diff < 0 ? 'below' : 'above'} target${better}`;
}
