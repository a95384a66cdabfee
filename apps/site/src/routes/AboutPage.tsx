import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import './AboutPage.css';

const VALUES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Privacy by default', text: 'We compute where the data is and store only what you choose to save.' },
  { icon: 'eye', title: 'Explainable numbers', text: 'Every KPI shows its formula; every AI answer names its calculation.' },
  { icon: 'heart', title: 'Respect for time', text: 'A useful first answer in minutes, not a project plan.' },
  { icon: 'users', title: 'Built with users', text: 'Beta feedback decides what we build next.' },
];

const TIMELINE = [
  { when: 'March 2025', title: 'Tallyline founded', text: 'Started with one question: why does a quick analysis of a CSV still take a day?', done: true },
  { when: 'June 2025', title: 'Beta launch', text: 'The six-step workflow opened to the first beta users.', done: true },
  { when: 'Q4 2025', title: 'Teams and API', text: 'Shared dashboards, API keys and saved portfolios for teams.', done: false },
  { when: '2026', title: 'More data sources', text: 'Excel and JSON imports and direct database connections.', done: false },
  { when: '2027', title: 'Global availability', text: 'Regional data residency and enterprise controls.', done: false },
];

const ROADMAP = [
  ['Excel and JSON import', 'Open .xlsx and .json files with the same type detection as CSV.'],
  ['Database connections', 'Analyse a table from PostgreSQL or MySQL without exporting it first.'],
  ['Scheduled reports', 'Re-run the workflow on a fresh file and e-mail the report every week.'],
  ['Custom KPI formulas', 'Combine columns into your own indicators with targets.'],
  ['Collaborative comments', 'Discuss a chart or a KPI right where the number is.'],
  ['Alerting', 'Get notified when a KPI moves from On Track to At Risk.'],
];

const STATS = [
  ['500+', 'beta users'],
  ['10M+', 'data points analysed'],
  ['3', 'countries'],
  ['99.9%', 'uptime target'],
];

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title="Analytics that respects your data and your time" lead="Tallyline exists so that anyone with a spreadsheet can get from a raw export to a clear, defensible answer — without handing their data to yet another service." />
      <section className="stats-strip" aria-label="Tallyline in numbers">
        <dl className="container stats">
          {STATS.map(([value, label]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Section id="mission" title="Our mission" intro="Make good analysis the default, not the exception.">
        <div className="grid grid-2">
          <article className="card"><h3>Why we started</h3><p>Business teams live in CSV exports, yet turning one into a dashboard, a set of KPIs and a report still means a BI project or a long evening with formulas. We built the guided workflow we wished we had.</p></article>
          <article className="card"><h3>How we work</h3><p>We are a small, remote team. We ship in small steps, measure what we ship, and write down our reasoning so users can check it.</p></article>
        </div>
      </Section>
      <Section id="values" title="What we value" tone="alt">
        <div className="grid grid-4">
          {VALUES.map((v) => (
            <article className="card" key={v.title}>
              <span className="icon-badge"><Icon name={v.icon} /></span>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="timeline" title="Our journey">
        <ol className="timeline">
          {TIMELINE.map((t) => (
            <li key={t.when} data-done={t.done}>
              <p className="timeline-when">{t.when} <span className={t.done ? 'pill pill-success' : 'pill'}>{t.done ? 'Completed' : 'Planned'}</span></p>
              <h3>{t.title}</h3>
              <p>{t.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="roadmap" title="Coming next" intro="Six features on our roadmap, in no particular order." tone="alt">
        <div className="grid grid-3">
          {ROADMAP.map(([title, text]) => (
            <article className="card compact" key={title}><h3>{title}</h3><p>{text}</p></article>
          ))}
        </div>
      </Section>
    </>
  );
}
