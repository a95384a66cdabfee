import { ButtonLink } from '@tallyline/ui';
import { CtaBand } from '../components/CtaBand.js';
import { Icon, type IconName } from '../components/Icon.js';
import { PageHero, Section } from '../components/PageHero.js';
import { APP_AUTH_URL } from '../content/links.js';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'file', title: '1. Data upload', text: 'Parse the CSV locally, detect column types, and explore rows and summary statistics.' },
  { icon: 'chart', title: '2. Dashboard', text: 'Four generated panels show distribution, composition, trend and a summary.' },
  { icon: 'target', title: '3. KPIs', text: 'Indicators with targets and a clear On Track, At Risk or Behind status.' },
  { icon: 'pie', title: '4. Portfolio', text: 'How the total splits across the groups in your data, with editable scenarios.' },
  { icon: 'trend', title: '5. Trend analysis', text: 'Anomalies and a five-period forecast over 7d, 30d, 90d and 1y ranges.' },
  { icon: 'sparkle', title: '6. Analytics report', text: 'Everything collected into a Markdown report with recommendations.' },
];

export function PlatformPage() {
  return (
    <>
      <PageHero eyebrow="Analytics Platform" title="One platform, six steps from raw data to a report" lead="Tallyline runs the analysis in your browser and keeps the path from question to answer short.">
        <ButtonLink href={APP_AUTH_URL}>Try It Now</ButtonLink>
        <ButtonLink variant="secondary" href="/api-docs">Read the API docs</ButtonLink>
      </PageHero>
      <Section id="workflow" title="The workflow" intro="Each step builds on the last; you can go back at any point.">
        <div className="grid grid-3">
          {STEPS.map((s) => (
            <article className="card" key={s.title}>
              <span className="icon-badge"><Icon name={s.icon} /></span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="architecture" title="How it is built" tone="alt">
        <div className="grid grid-3">
          <article className="card"><h3>In the browser</h3><p>Parsing runs in a web worker; statistics, KPIs, portfolio and trends are computed on your device with no network call.</p></article>
          <article className="card"><h3>In your account</h3><p>When signed in, you choose what to save: datasets, dashboards, KPIs and portfolios, protected by row-level security.</p></article>
          <article className="card"><h3>Through the API</h3><p>Scripts read the same data with scoped API keys, rate-limited per plan and described in the API documentation.</p></article>
        </div>
      </Section>
      <CtaBand id="platform-cta" title="See it with your own data" text="Upload a CSV and walk through all six steps in a few minutes.">
        <ButtonLink href={APP_AUTH_URL}>Get Started</ButtonLink>
        <ButtonLink variant="secondary" href="/contact">Contact us</ButtonLink>
      </CtaBand>
    </>
  );
}
