import { useState } from 'react';
import { AuthenticationSection, CodeExamplesSection, EndpointsSection, OverviewSection, SecuritySection } from '../components/api/ApiSections.js';
import { island } from './island.js';

const SECTIONS = [
  { id: 'overview', label: 'Overview', Component: OverviewSection },
  { id: 'authentication', label: 'Authentication', Component: AuthenticationSection },
  { id: 'endpoints', label: 'API Endpoints', Component: EndpointsSection },
  { id: 'examples', label: 'Code Examples', Component: CodeExamplesSection },
  { id: 'security', label: 'Security', Component: SecuritySection },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** The side menu of five sections and the one shown, Overview first (site.md §2.15). */
export default function ApiDocs() {
  const [selected, setSelected] = useState<SectionId>('overview');
  const current = SECTIONS.find((s) => s.id === selected) ?? SECTIONS[0];
  return (
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
  );
}

export const ApiDocsIsland = island('ApiDocs', ApiDocs);
