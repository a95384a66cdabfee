import { ButtonLink } from '@tallyline/ui';
import { CtaBand } from '../components/CtaBand.js';
import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { APP_AUTH_URL } from '../content/links.js';
import './FeaturesPage.css';

const BLOCKS: { icon: IconName; title: string; text: string; points: string[] }[] = [
  { icon: 'chart', title: 'Interactive dashboards', text: 'A dashboard is generated from the shape of your data the moment you continue from the upload.', points: ['Distribution, composition, trend and summary panels', 'Rename, resize and reorder panels', 'Share publicly or with invited users'] },
  { icon: 'sparkle', title: 'AI analytics', text: 'Ask questions in natural language and get answers grounded in your columns.', points: ['Names the column and calculation used', 'Data-quality grades per column', 'Eight suggested questions from your data'] },
  { icon: 'database', title: 'Data integration', text: 'Bring CSV exports from any spreadsheet, CRM or accounting tool.', points: ['Type detection for numbers, dates and categories', 'Row-level warnings instead of silent drops', 'Excel, JSON and database connections coming'] },
  { icon: 'target', title: 'KPI tracking', text: 'Up to four indicators with targets, progress and a status anyone can read.', points: ['On Track, At Risk and Behind thresholds', 'Trend arrows and progress capped at 100%', 'Formula shown on every card'] },
  { icon: 'pie', title: 'Portfolio management', text: 'See how the whole splits across regions, products or accounts.', points: ['Allocation by share of total', 'Add, edit and remove components', 'Save scenarios to your account'] },
  { icon: 'trend', title: 'Trend analysis', text: 'A time series with anomalies highlighted and five periods forecast.', points: ['7d, 30d, 90d and 1y views', 'Anomalies marked for review', 'Insights carried into the report'] },
];

const EXTRAS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'file', title: 'Markdown reports', text: 'Download the full analysis as Markdown and convert it to PDF.' },
  { icon: 'users', title: 'Team sharing', text: 'Invite colleagues by e-mail with view or edit permission.' },
  { icon: 'code', title: 'REST API', text: 'Read datasets, dashboards and KPIs with scoped API keys.' },
  { icon: 'key', title: 'Multi-factor authentication', text: 'Protect accounts with an authenticator app.' },
  { icon: 'bolt', title: 'Real-time processing', text: 'Parsing runs in a background worker, so the page stays responsive.' },
  { icon: 'globe', title: 'Works anywhere', text: 'Any modern browser, any operating system, nothing to install.' },
];

const COMPARISON: [string, string, string, string][] = [
  ['Dashboard from a CSV in minutes', 'Yes', 'Hours of setup', 'Manual charts'],
  ['Data stays on your device', 'Yes', 'Uploaded to servers', 'Yes'],
  ['Guided workflow to a report', 'Six steps', 'No', 'No'],
  ['KPI status and targets', 'Built in', 'Custom build', 'Formulas by hand'],
  ['Anomalies and forecasts', 'Built in', 'Add-ons', 'No'],
  ['Natural-language questions', 'Yes', 'Sometimes', 'No'],
  ['Learning curve', 'Minutes', 'Weeks', 'Days'],
];

export function FeaturesPage() {
  return (
    <>
      <PageHero eyebrow="Features" title="Everything you need to analyse a CSV, nothing you have to configure" lead="Six capabilities, one guided workflow. Each step uses what the previous one found.">
        <ButtonLink href={APP_AUTH_URL}>Try Beta Version</ButtonLink>
        <ButtonLink variant="secondary" href="/pricing">See pricing</ButtonLink>
      </PageHero>
      <Section id="privacy" title="Privacy built into the architecture" intro="Your file is parsed and analysed in the browser. Nothing leaves your device unless you save it.">
        <div className="grid grid-3">
          {[
            ['shield', 'Processing in the browser', 'Parsing, statistics, KPIs and forecasts are computed locally.'],
            ['lock', 'Encryption', 'Saved data is encrypted at rest with AES-256 and in transit with TLS.'],
            ['eye', 'Zero retention by default', 'Anonymous analysis stores nothing; signed-in saving is your choice.'],
          ].map(([icon, title, text]) => (
            <article className="card" key={title}>
              <span className="icon-badge"><Icon name={icon as IconName} /></span>
              <h3>{title}</h3>
              <p>{text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="capabilities" title="Six core capabilities" tone="alt">
        <div className="feature-blocks">
          {BLOCKS.map((b) => (
            <article className="feature-block card" key={b.title}>
              <span className="icon-badge"><Icon name={b.icon} /></span>
              <div>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
                <ul className="check-list">
                  {b.points.map((p) => (
                    <li key={p}><Icon name="check" size={16} /> {p}</li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="extras" title="And the details that matter">
        <div className="grid grid-3">
          {EXTRAS.map((e) => (
            <article className="card compact" key={e.title}>
              <span className="icon-badge"><Icon name={e.icon} /></span>
              <h3>{e.title}</h3>
              <p>{e.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="compare" title="Tallyline compared" intro="How a guided, browser-based workflow compares with traditional BI tools and spreadsheets." tone="alt">
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Comparison table">
          <table className="table">
            <thead>
              <tr><th scope="col">Capability</th><th scope="col">Tallyline</th><th scope="col">Traditional BI tools</th><th scope="col">Spreadsheets</th></tr>
            </thead>
            <tbody>
              {COMPARISON.map(([cap, us, bi, sheet]) => (
                <tr key={cap}><th scope="row">{cap}</th><td className="us">{us}</td><td>{bi}</td><td>{sheet}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <CtaBand id="features-cta" title="Questions about a feature?" text="Tell us what you need to analyse and we will tell you honestly whether Tallyline fits.">
        <ButtonLink href="/contact">Contact us</ButtonLink>
        <ButtonLink variant="secondary" href={APP_AUTH_URL}>Start Free Trial</ButtonLink>
      </CtaBand>
    </>
  );
}
