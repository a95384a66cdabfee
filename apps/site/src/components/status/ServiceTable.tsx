import { formatDate } from '../../lib/formatDate.js';
import type { ServiceHealth } from '../../lib/fetchServiceHealth.js';
import { STATUS_LABEL } from '../../lib/serviceStatus.js';

function State({ status }: { status: ServiceHealth['status'] }) {
  return (
    <>
      <span className={`status-dot ${status}`} aria-hidden="true" /> {STATUS_LABEL[status]}
    </>
  );
}

/**
 * One row per service: name, state, 90-day uptime and last incident; a single "checking" row until
 * the report comes. On a phone the state moves under the name (its column is not displayed), so the
 * table fits 375 px without scrolling; only one of the two is ever displayed, and so read out.
 */
export function ServiceTable({ services }: { services: ServiceHealth[] | null }) {
  return (
    <div className="table-wrap status-table">
      <table className="table">
        <caption className="visually-hidden">Service status</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col" className="state-column">
              Status
            </th>
            <th scope="col">Uptime</th>
            <th scope="col">Last incident</th>
          </tr>
        </thead>
        <tbody>
          {services ? (
            services.map((s) => (
              <tr key={s.name}>
                <th scope="row">
                  {s.name}
                  <span className="state-under-name">
                    <State status={s.status} />
                  </span>
                </th>
                <td className="state-column">
                  <State status={s.status} />
                </td>
                <td>{s.uptime === null ? '—' : `${s.uptime.toFixed(2)}%`}</td>
                <td>{s.lastIncident ? formatDate(s.lastIncident.slice(0, 10)) : 'None'}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4} className="muted">
                Checking services…
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
