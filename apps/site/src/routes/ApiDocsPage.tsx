import { useState } from 'react';
import { AuthenticationSection, CodeExamplesSection, EndpointsSection, OverviewSection, SecuritySection } from '../components/api/ApiSections.js';

const SECTIONS = [
  { id: 'overview', label: 'Overview', Component: OverviewSection },
  { id: 'authentication', label: 'Authentication', Component: AuthenticationSection },
  { id: 'endpoints', label: 'API Endpoints', Component: EndpointsSection },
  { id: 'examples', label: 'Code Examples', Component: CodeExamplesSection },
  { id: 'security', label: 'Security', Component: SecuritySection },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** API documentation: a side menu of five sections, one shown at a time, Overview first (site.md §2.15). */
export function ApiDocsPage() {
  const [selected, setSelected] = useState<SectionId>('overview');
  const current = SECTIONS.find((s) => s.id === selected) ?? SECTIONS[0];
  return (
    <div className="container docs">
      <div className="docs-head">
        <p className="eyebrow">Developers</p>
        <h1>API Documentation</h1>
        <p className="lead">Read your Tallyline datasets, dashboards and KPIs from your own code.</p>
      </div>
      <div className="docs-layout">
        <nav className="docs-menu" aria-label="API documentation sections">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <button type="button" aria-current={s.id === selected ? 'true' : undefined} onClick={() => setSelected(s.id)}>
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="docs-content" aria-live="polite" data-section={current.id}>
          <current.Component />
        </section>
      </div>
    </div>
  );
}
