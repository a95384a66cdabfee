import './HeroPreview.css';

/** A drawn (not screenshotted) preview of the dashboard step: KPI tiles, bars and a trend line. */
export function HeroPreview() {
  const bars = [62, 88, 45, 74, 96, 58, 80];
  return (
    <div className="hero-preview" role="img" aria-label="Preview of a Tallyline dashboard with KPI tiles, a bar chart and a trend line">
      <div className="preview-bar" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <div className="preview-kpis" aria-hidden="true">
        <div>
          <small>Revenue</small>
          <b>$482K</b>
          <em className="up">On Track</em>
        </div>
        <div>
          <small>Orders</small>
          <b>12,940</b>
          <em className="warn">At Risk</em>
        </div>
        <div>
          <small>Avg. order</small>
          <b>$37.25</b>
          <em className="up">On Track</em>
        </div>
      </div>
      <svg viewBox="0 0 320 150" width="100%" height="150" aria-hidden="true" className="preview-chart">
        {bars.map((h, i) => (
          <rect key={i} x={14 + i * 44} y={140 - h} width="26" height={h} rx="4" fill={i === 4 ? 'var(--accent)' : 'var(--primary)'} opacity={i === 4 ? 1 : 0.75} />
        ))}
        <polyline points="27,95 71,70 115,88 159,60 203,38 247,52 291,30" fill="none" stroke="var(--chart-2)" strokeWidth="3" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
