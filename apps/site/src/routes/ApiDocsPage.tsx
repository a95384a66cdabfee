import { apiOverview } from '../components/api/apiDoc.js';
import { ApiDocsIsland } from '../islands/ApiDocs.js';
import './ApiDocsPage.css';

/** API documentation: the page head and the interactive docs (islands/ApiDocs.tsx). */
export function ApiDocsPage() {
  return (
    <div className="container docs">
      <div className="docs-head">
        <p className="eyebrow">Developers</p>
        <h1>API Documentation</h1>
        <p className="lead">Read your Tallyline datasets, dashboards and KPIs from your own code.</p>
      </div>
      <ApiDocsIsland overview={apiOverview()} />
    </div>
  );
}
