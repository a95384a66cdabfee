import { ButtonLink } from '@tallyline/ui';
import { Icon } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { CONTACT_EMAIL, mailto } from '../content/links.js';
import { JOBS } from '../content/jobs.js';
import './TeamPage.css';

const FOUNDER = { name: 'Arjun', role: 'Founder & CEO', email: 'arjun@example.com', linkedin: 'https://www.linkedin.com/company/example' };

export function TeamPage() {
  return (
    <>
      <PageHero eyebrow="Team" title="A small team with a clear focus" lead="We are remote, product-minded and obsessed with making data work understandable." />
      <Section id="people" title="Who we are">
        <div className="grid grid-2">
          <article className="card person">
            <span className="avatar" aria-hidden="true">A</span>
            <div>
              <h3>{FOUNDER.name}</h3>
              <p className="muted">{FOUNDER.role}</p>
              <p>Spent years building reporting for operations teams and started Tallyline to make that work take minutes instead of days.</p>
              <p className="inline-links">
                <a href={FOUNDER.linkedin} rel="noopener noreferrer" target="_blank">LinkedIn<span className="visually-hidden"> profile of {FOUNDER.name} (opens in a new tab)</span></a>
                <a href={mailto(FOUNDER.email)}>{FOUNDER.email}</a>
              </p>
            </div>
          </article>
          <article className="card person">
            <span className="avatar ai" aria-hidden="true"><Icon name="sparkle" /></span>
            <div>
              <h3>AI team</h3>
              <p className="muted">Data science and engineering</p>
              <p>Builds the AI insights, anomaly detection and forecasting — with the rule that every answer must show how it was computed.</p>
            </div>
          </article>
        </div>
      </Section>
      <Section id="roles" title="Open roles" intro="All positions are remote and full-time." tone="alt">
        <ul className="role-list">
          {JOBS.map((job) => (
            <li key={job.title} className="card compact">
              <strong>{job.title}</strong>
              <span className="muted">{job.department} · {job.type} · {job.location}</span>
            </li>
          ))}
        </ul>
        <p className="center-link"><a href="/careers">See the full descriptions on the careers page</a></p>
      </Section>
      <Section id="get-in-touch" title="Get in Touch" intro="Want to work with us, or just say hello?">
        <p className="center-link">
          <ButtonLink href={mailto(CONTACT_EMAIL)}>E-mail {CONTACT_EMAIL}</ButtonLink>
        </p>
      </Section>
    </>
  );
}
