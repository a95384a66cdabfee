import { CodeBlock } from '../CodeBlock.js';
import { CodeTabs } from '../CodeTabs.js';
import { InlineMarkdown } from './InlineMarkdown.js';
import { LIVE_DOCUMENT_PATH, useApiDocument, type ApiDocView } from './liveApiDoc.js';
import { OperationCard } from './OperationCard.js';
import { SchemaList } from './SchemaList.js';
import './ApiSections.css';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function AuthenticationSection() {
  return (
    <>
      <h2>Authentication</h2>
      <p>Authenticate with an <strong>API key</strong> in the <code>Authorization</code> header:</p>
      <CodeBlock title="Header" code={'Authorization: Bearer tl_your_api_key'} />
      <h3>API keys</h3>
      <ul>
        <li>Create keys in the app under <strong>Settings → Account</strong>. Keys start with the prefix <code>tl_</code>.</li>
        <li>A key is <strong>shown only once</strong>, when it is created. Store it in a secret manager; we keep only a hash.</li>
        <li>Each key has a scope: <strong>read</strong> (GET requests) or <strong>read-write</strong> (all requests). Use the narrowest scope that works.</li>
        <li>Revoke a key at any time from the same screen; it stops working immediately.</li>
        <li>A signed-in user's access token (from <code>POST /auth/sign-in</code>) is accepted in the same header.</li>
      </ul>
      <h3>Rate limits</h3>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Rate limits by plan</caption>
          <thead><tr><th scope="col">Tier</th><th scope="col">Requests per minute</th></tr></thead>
          <tbody>
            <tr><th scope="row">Free</th><td>100</td></tr>
            <tr><th scope="row">Professional</th><td>500</td></tr>
            <tr><th scope="row">Enterprise</th><td>Custom</td></tr>
          </tbody>
        </table>
      </div>
      <p>Past the limit the API answers <strong>429 Too Many Requests</strong> with a <code>Retry-After</code> header giving the seconds to wait. Every response also carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>.</p>
      <CodeBlock title="Retry after a 429" code={`async function call(url, init) {\n  const res = await fetch(url, init);\n  if (res.status === 429) {\n    const wait = Number(res.headers.get('Retry-After') ?? 1);\n    await new Promise((r) => setTimeout(r, wait * 1000));\n    return call(url, init);\n  }\n  return res;\n}`} />
    </>
  );
}

/** Which document the endpoints below were read from, said once it is known. */
function DocumentSource({ view }: { view: ApiDocView }) {
  if (view.source === 'pending') return null;
  const version = view.doc.info?.version ? ` (version ${view.doc.info.version})` : '';
  return (
    <p className="muted doc-source" data-source={view.source}>
      {view.source === 'live' ? (
        <>Read just now from this server&rsquo;s OpenAPI document, <a href={LIVE_DOCUMENT_PATH}><code>{LIVE_DOCUMENT_PATH}</code></a>{version}.</>
      ) : (
        <>The live OpenAPI document (<code>{LIVE_DOCUMENT_PATH}</code>) could not be loaded; this is the copy the site was built with{version}.</>
      )}
    </p>
  );
}

export function EndpointsSection() {
  const view = useApiDocument();
  const { doc, groups, base } = view;
  return (
    <>
      <h2>API Endpoints</h2>
      <DocumentSource view={view} />
      {groups.length === 0 ? (
        <p className="muted">The OpenAPI document lists no endpoints yet.</p>
      ) : (
        <>
          <nav aria-label="Endpoint groups" className="op-index">
            {groups.map((g) => (
              <a key={g.name} href={`#group-${slug(g.name)}`}>{g.name}</a>
            ))}
          </nav>
          {groups.map((g) => (
            <section key={g.name} id={`group-${slug(g.name)}`} aria-labelledby={`group-${slug(g.name)}-title`} className="op-group">
              <h3 id={`group-${slug(g.name)}-title`}>{g.name}</h3>
              {g.description && <p className="muted"><InlineMarkdown text={g.description} /></p>}
              {g.operations.map((op) => <OperationCard key={op.id} doc={doc} op={op} base={base} />)}
            </section>
          ))}
        </>
      )}
      <SchemaList doc={doc} />
    </>
  );
}

export function CodeExamplesSection() {
  const base = useApiDocument().base;
  const list = `curl "${base}/datasets" \\\n  -H "Authorization: Bearer $TALLYLINE_API_KEY"`;
  const fetchList = `const res = await fetch('${base}/datasets', {\n  headers: { Authorization: \`Bearer \${process.env.TALLYLINE_API_KEY}\` },\n});\nconst datasets = await res.json();`;
  const supaList = `import { createClient } from '@supabase/supabase-js';\n\nconst supabase = createClient('${base.replace(/\/v1$/, '')}', PUBLIC_ANON_KEY);\n\nconst { data: datasets } = await supabase\n  .from('datasets')\n  .select('*')\n  .order('created_at', { ascending: false });`;
  const supaWrite = `// Insert a KPI\nconst { data: kpi } = await supabase\n  .from('kpis')\n  .insert({ name: 'Average order value', formula: 'AVG(amount)', current_value: 37.25, category: 'Performance' })\n  .select()\n  .single();\n\n// Update a KPI by id\nawait supabase.from('kpis').update({ target_value: 40 }).eq('id', kpi.id);\n\n// Make a dashboard public\nawait supabase.from('dashboards').update({ is_public: true }).eq('id', dashboardId);`;
  return (
    <>
      <h2>Code Examples</h2>
      <p>Every endpoint in the API Endpoints section comes with curl, fetch and, where one exists, supabase-js examples. These cover the most common tasks.</p>
      <h3>List your datasets, newest first</h3>
      <CodeTabs title="List datasets" samples={[{ label: 'curl', code: list }, { label: 'JavaScript fetch', code: fetchList }, { label: 'supabase-js', code: supaList }]} />
      <h3>Create and update KPIs and dashboards with supabase-js</h3>
      <CodeBlock title="supabase-js" code={supaWrite} />
    </>
  );
}

export function SecuritySection() {
  return (
    <>
      <h2>Security</h2>
      <ul>
        <li><strong>HTTPS only.</strong> The API requires TLS 1.2 or higher; plain HTTP requests are rejected.</li>
        <li><strong>Row-level security.</strong> A key acts as its owner: it can only read and change that user's own data.</li>
        <li><strong>Scoped keys.</strong> Give read-only jobs a <em>read</em> key; only give <em>read-write</em> to code that must change data.</li>
        <li><strong>Shown once.</strong> Keys are stored as a hash and cannot be displayed again; if one leaks, revoke it and create a new one.</li>
        <li><strong>Keep keys server-side.</strong> Never embed an API key in a web page or a mobile app; call the API from your backend.</li>
        <li><strong>Rotate regularly</strong> and remove keys you no longer use.</li>
      </ul>
      <p>Found a vulnerability? See our <a href="/security">security page</a> for how to report it.</p>
    </>
  );
}
