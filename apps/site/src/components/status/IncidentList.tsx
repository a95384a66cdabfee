import type { HealthReport } from '../../lib/fetchServiceHealth.js';
import { STATUS_LABEL } from '../../lib/serviceStatus.js';
import { Icon } from '../Icon.js';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Past Incidents" of the last 90 days, newest first, or the spec's empty message (site.md §2.13, §8). */
export function IncidentList({ report }: { report: HealthReport | null }) {
  const incidents = report?.incidents ?? [];
  return (
    <section className="card" aria-labelledby="incidents-title">
      <h2 id="incidents-title" className="h3">
        Past Incidents
      </h2>
      {!report ? (
        <p className="muted">Loading…</p>
      ) : incidents.length === 0 ? (
        <div className="empty-incidents">
          <Icon name="check" />
          <p>
            <strong>No Incidents Reported</strong>
          </p>
          <p className="muted">There have been no incidents reported in the last 90 days.</p>
        </div>
      ) : (
        <ul className="plain-list incident-list">
          {incidents.map((i) => (
            <li key={i.service + i.startedAt}>
              <strong>
                {i.service}: {STATUS_LABEL[i.status]}
              </strong>
              <span className="muted">
                {when.format(new Date(i.startedAt))} — {i.endedAt ? `resolved ${when.format(new Date(i.endedAt))}` : 'ongoing'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
