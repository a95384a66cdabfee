import { CodeBlock } from '../CodeBlock.js';
import { InlineMarkdown } from './InlineMarkdown.js';

/** The facts of the OpenAPI document the Overview shows (see apiOverview in apiDoc.ts). */
export interface ApiOverview {
  description: string;
  version: string;
  endpoints: number;
  base: string;
}

const ERROR_EXAMPLE = JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid API key provided' } }, null, 2);

/** The Overview section: what it needs of the OpenAPI document comes in as plain data (island props). */
export function OverviewSection({ overview }: { overview: ApiOverview }) {
  return (
    <>
      <h2>Overview</h2>
      <p>
        <InlineMarkdown text={overview.description} />
      </p>
      <dl className="facts">
        <div><dt>Base URL</dt><dd><code>{overview.base}</code></dd></div>
        <div><dt>Version</dt><dd>{overview.version}</dd></div>
        <div><dt>Format</dt><dd>JSON requests and responses, UTF-8</dd></div>
        <div><dt>Endpoints</dt><dd>{overview.endpoints}</dd></div>
      </dl>
      <p>Every request carries a bearer credential: an API key or a user access token. The machine-readable description of the API is served at <code>{overview.base}/openapi.json</code>; this page is generated from it at build time.</p>
      <h3>Errors</h3>
      <p>Errors use standard HTTP status codes. Every 4xx and 5xx response has a JSON body with a stable <code>code</code> and a human-readable <code>message</code>:</p>
      <CodeBlock title="Error body" code={ERROR_EXAMPLE} />
      <ul>
        <li><strong>400</strong> — a required parameter is missing or invalid; the message names the field.</li>
        <li><strong>401</strong> <code>unauthorized</code> — the key or token is missing, wrong or revoked.</li>
        <li><strong>403</strong> — the key's scope does not allow this call, or the request was not made over HTTPS.</li>
        <li><strong>404</strong> — no such resource (other users' ids also give 404).</li>
        <li><strong>429</strong> — Too Many Requests: the rate limit was exceeded.</li>
      </ul>
    </>
  );
}
