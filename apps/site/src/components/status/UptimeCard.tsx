import type { HealthReport } from '../../lib/fetchServiceHealth.js';

/** "Uptime Last 90 Days": the overall figure and one bar per day, coloured by that day's worst state. */
export function UptimeCard({ report }: { report: HealthReport | null }) {
  const days = report?.days ?? [];
  const count = (status: string | null) => days.filter((d) => d.status === status).length;
  const summary = `Last 90 days: ${count('operational')} operational, ${count('degraded')} degraded, ${count('outage')} with an outage, ${count(null)} not checked`;
  return (
    <section className="card" aria-labelledby="uptime-title">
      <h2 id="uptime-title" className="h3">
        Uptime Last 90 Days
      </h2>
      <p className="big-number">
        {report?.uptime == null ? '—' : `${report.uptime.toFixed(2)}%`} <span className="muted">overall</span>
      </p>
      <div className="uptime-bars" role="img" aria-label={report ? summary : 'Loading the last 90 days'}>
        {days.map((d) => (
          <span key={d.day} className={d.status ?? 'unchecked'} title={`${d.day}: ${d.status ?? 'not checked'}`} />
        ))}
      </div>
      <ul className="legend" aria-label="Legend">
        <li>
          <span className="status-dot operational" aria-hidden="true" /> Operational
        </li>
        <li>
          <span className="status-dot degraded" aria-hidden="true" /> Degraded
        </li>
        <li>
          <span className="status-dot outage" aria-hidden="true" /> Outage
        </li>
      </ul>
    </section>
  );
}
