import { ButtonLink } from '@tallyline/ui';
import { CtaBand } from '../components/CtaBand.js';
import { APP_AUTH_URL } from '../content/links.js';
import { Icon, type IconName } from '../components/Icon.js';
import { Stars } from '../components/Stars.js';
import { HeroPreview } from '../components/HeroPreview.js';
import './LandingPage.css';

const STATS = [
  { value: '3K+', label: 'active users' },
  { value: '100K+', label: 'data points' },
  { value: '98.9%', label: 'uptime' },
  { value: '24/7', label: 'support' },
];

const BADGES = ['Browser-side processing', 'AES-256 encryption', 'TLS 1.3', 'MFA support', 'No card for the trial'];

const PRIVACY: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'Zero retention', text: 'Uploaded files are parsed and analysed in your browser. Nothing is stored unless you choose to save it.' },
  { icon: 'lock', title: 'Encrypted everywhere', text: 'What you do save is encrypted at rest with AES-256 and in transit with TLS.' },
  { icon: 'eye', title: 'You decide who sees it', text: 'Dashboards stay private until you make them public or invite people with view or edit permission.' },
];

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'chart', title: 'Instant dashboards', text: 'Four panels generated from your columns: distribution, composition, trend and summary.' },
  { icon: 'target', title: 'KPI tracking', text: 'Targets, progress and On Track, At Risk or Behind status you can explain in one sentence.' },
  { icon: 'trend', title: 'Trend detection', text: 'Anomalies highlighted and five periods forecast, across 7d, 30d, 90d and 1y views.' },
  { icon: 'sparkle', title: 'AI insights', text: 'Ask questions in plain English and get answers that name the column and the calculation.' },
];

const TESTIMONIALS = [
  { quote: 'I dropped in our monthly sales export and had a dashboard and a KPI list before my coffee was done. The report went straight into our board notes.', name: 'Sara', role: 'Operations Lead, retail' },
  { quote: 'Our security team approved it in a day because the analysis runs in the browser. That never happens with analytics tools.', name: 'Daniel', role: 'Finance Manager, logistics' },
  { quote: 'The trend view with 30 and 90 day ranges showed a drift in churn we had missed for a quarter.', name: 'Aisha', role: 'Customer Success Analyst, SaaS' },
];

const STEPS = ['Upload', 'Dashboard', 'KPIs', 'Portfolio', 'Trends', 'Report'];

/** The landing page (site.md §2.2). Part of the entry chunk, so it stays small. */
export function LandingPage() {
  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">AI-powered CSV analytics · Beta</p>
            <h1>Turn a CSV file into decisions in six guided steps</h1>
            <p className="lead">
              Tallyline builds your dashboard, KPIs, portfolio view, trend analysis and a written report from one upload — processed in your browser, so your data stays yours.
            </p>
            <div className="hero-actions">
              <ButtonLink size="lg" href={APP_AUTH_URL}>
                Try Beta Version
              </ButtonLink>
              <ButtonLink variant="secondary" size="lg" href="/features">
                View Features
              </ButtonLink>
            </div>
            <ol className="step-pills" aria-label="The six-step workflow">
              {STEPS.map((s, i) => (
                <li key={s}>
                  <span aria-hidden="true">{i + 1}</span> {s}
                </li>
              ))}
            </ol>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="trust" aria-label="Trust and security">
        <ul className="container trust-list">
          {BADGES.map((b) => (
            <li key={b}>
              <Icon name="check" size={16} /> {b}
            </li>
          ))}
        </ul>
      </section>

      <section className="stats-strip" aria-label="Tallyline in numbers">
        <dl className="container stats">
          {STATS.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section" aria-labelledby="privacy-title">
        <div className="container">
          <div className="section-head">
            <h2 id="privacy-title">Privacy first, by design</h2>
            <p>Analysis happens where your data already is: on your device.</p>
          </div>
          <div className="grid grid-3">
            {PRIVACY.map((c) => (
              <article key={c.title} className="card">
                <span className="icon-badge">
                  <Icon name={c.icon} />
                </span>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="features-title">
        <div className="container">
          <div className="section-head">
            <h2 id="features-title">Everything from one upload</h2>
            <p>No chart builder to learn. Each step builds on the one before.</p>
          </div>
          <div className="grid grid-4">
            {FEATURES.map((f) => (
              <article key={f.title} className="card">
                <span className="icon-badge">
                  <Icon name={f.icon} />
                </span>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
          <p className="center-link">
            <a href="/features">See all features</a>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section-head">
            <h2 id="testimonials-title">What beta users say</h2>
          </div>
          <div className="grid grid-3">
            {TESTIMONIALS.map((t) => (
              <figure key={t.name} className="card testimonial">
                <Stars count={5} />
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{t.name}</strong>
                  <span>{t.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <CtaBand id="cta" title="Your next report is one upload away" text="14 days free, no card needed. Bring a CSV and see the whole workflow in minutes.">
        <ButtonLink size="lg" href={APP_AUTH_URL}>
          Start Free Trial
        </ButtonLink>
        <ButtonLink variant="secondary" size="lg" href="/contact">
          Talk to us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
