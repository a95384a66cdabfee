import { lazy, Suspense, useState, type ComponentType } from 'react';
import { type ApiOverview, OverviewSection } from '../components/api/OverviewSection.js';
import { island } from './island.js';
import './ApiDocs.css';
// The sections load later (lazy), but their CSS is inlined with the page, as every page's is.
import '../components/api/ApiSections.css';
import '../components/api/FieldTable.css';
import '../components/api/OperationCard.css';
import '../components/CodeBlock.css';
import '../components/CopyButton.css';

// The other four sections are built from the whole OpenAPI document; their chunk loads when the
// visitor heads for the menu (pointer or focus) or, at the latest, on the click. The page opens on
// the Overview, whose few facts come in as props, so hydrating it needs none of that code.
const loadSections = () => import('../components/api/ApiSections.js');
const section = (name: 'AuthenticationSection' | 'EndpointsSection' | 'CodeExamplesSection' | 'SecuritySection') =>
  lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await loadSections())[name] }));

const SECTIONS = [
  { id: 'overview', label: 'Overview', Component: null },
  { id: 'authentication', label: 'Authentication', Component: section('AuthenticationSection') },
  { id: 'endpoints', label: 'API Endpoints', Component: section('EndpointsSection') },
  { id: 'examples', label: 'Code Examples', Component: section('CodeExamplesSection') },
  { id: 'security', label: 'Security', Component: section('SecuritySection') },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

/** The side menu of five sections and the one shown, Overview first (site.md §2.15). */
export default function ApiDocs({ overview }: { overview: ApiOverview }) {
  const [selected, setSelected] = useState<SectionId>('overview');
  const current = SECTIONS.find((s) => s.id === selected) ?? SECTIONS[0];
  const prefetch = () => void loadSections();
  return (
    <div className="docs-layout">
      <nav className="docs-menu" aria-label="API documentation sections" onPointerEnter={prefetch} onFocus={prefetch}>
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
        {current.Component ? (
          <Suspense fallback={<p className="muted">Loading {current.label}…</p>}>
            <current.Component />
          </Suspense>
        ) : (
          <OverviewSection overview={overview} />
        )}
      </section>
    </div>
  );
}

export const ApiDocsIsland = island('ApiDocs', ApiDocs, { hydrate: 'interaction' });
