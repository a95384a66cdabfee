import { EmailSignupIsland } from '../islands/EmailSignup.js';
import { StatusTimeIsland } from '../islands/StatusTime.js';
import { Icon } from '../components/Icon.js';
import { INCIDENTS, OVERALL_UPTIME, SERVICES } from '../content/status.js';
import { normaliseStatus, STATUS_LABEL } from '../lib/serviceStatus.js';
import './StatusPage.css';

export function StatusPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container narrow">
          <p className="eyebrow">System Status</p>
          <h1>Tallyline System Status</h1>
          <div className="status-banner" role="status">
            <Icon name="check" /> All Systems Operational
          </div>
          <StatusTimeIsland />
        </div>
      </section>
      <section className="section tight" aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title">Services</h2>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Service status table">
            <table className="table">
              <thead>
                <tr><th scope="col">Service</th><th scope="col">Status</th><th scope="col">Uptime</th><th scope="col">Last incident</th></tr>
              </thead>
              <tbody>
                {SERVICES.map((s) => {
                  const status = normaliseStatus(s.status);
                  return (
                    <tr key={s.name}>
                      <th scope="row">{s.name}</th>
                      <td><span className={`status-dot ${status}`} aria-hidden="true" /> {STATUS_LABEL[status]}</td>
                      <td>{s.uptime}</td>
                      <td>{s.lastIncident}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="grid grid-2 status-cards">
            <section className="card" aria-labelledby="uptime-title">
              <h2 id="uptime-title" className="h3">Uptime Last 90 Days</h2>
              <p className="big-number">{OVERALL_UPTIME} <span className="muted">overall</span></p>
              <div className="uptime-bars" role="img" aria-label="90 days, all operational">
                {Array.from({ length: 90 }, (_, i) => <span key={i} className="operational" />)}
              </div>
              <ul className="legend" aria-label="Legend">
                <li><span className="status-dot operational" aria-hidden="true" /> Operational</li>
                <li><span className="status-dot degraded" aria-hidden="true" /> Degraded</li>
                <li><span className="status-dot outage" aria-hidden="true" /> Outage</li>
              </ul>
            </section>
            <section className="card" aria-labelledby="incidents-title">
              <h2 id="incidents-title" className="h3">Past Incidents</h2>
              {INCIDENTS.length === 0 ? (
                <div className="empty-incidents">
                  <Icon name="check" />
                  <p><strong>No Incidents Reported</strong></p>
                  <p className="muted">There have been no incidents reported in the last 90 days.</p>
                </div>
              ) : (
                <ul className="plain-list">
                  {INCIDENTS.map((i) => <li key={i.date + i.title}><strong>{i.title}</strong> — {i.summary}</li>)}
                </ul>
              )}
            </section>
          </div>
          <EmailSignupIsland id="status-signup" title="Subscribe to Status Updates" text="Get an e-mail when a service is degraded or back to normal." button="Subscribe" />
        </div>
      </section>
    </>
  );
}
