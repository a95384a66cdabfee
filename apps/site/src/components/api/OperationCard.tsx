import { curlExample, fetchExample, schemaFields, supabaseExample, typeLabel } from '../../lib/apiExamples.js';
import { type ApiOperation, type OpenApiDocument, refName } from '../../lib/openapi.js';
import { CodeTabs } from '../CodeTabs.js';
import { FieldTable } from './FieldTable.js';
import { InlineMarkdown } from './InlineMarkdown.js';
import './OperationCard.css';

/** One endpoint: method, path, description, parameters, request and response schemas, examples. */
export function OperationCard({ doc, op, base }: { doc: OpenApiDocument; op: ApiOperation; base: string }) {
  const samples = [
    { label: 'curl', code: curlExample(doc, op, base) },
    { label: 'JavaScript fetch', code: fetchExample(doc, op, base) },
  ];
  const supa = supabaseExample(doc, op);
  if (supa) samples.push({ label: 'supabase-js', code: supa });
  const bodyFields = schemaFields(doc, op.requestBody?.schema);
  return (
    <article className="card operation" id={op.id}>
      <h4 className="op-title">
        <span className={`method method-${op.method}`}>{op.method.toUpperCase()}</span>
        <code>{op.path}</code>
      </h4>
      {op.summary && <p className="op-summary"><InlineMarkdown text={op.summary} /></p>}
      {op.description && <p className="muted"><InlineMarkdown text={op.description} /></p>}
      {op.parameters.length > 0 && (
        <>
          <h5>Parameters</h5>
          <FieldTable
            caption={`Parameters of ${op.method.toUpperCase()} ${op.path}`}
            rows={op.parameters.map((p) => ({ name: p.name, type: `${typeLabel(doc, p.schema)} · ${p.in}`, required: p.required ?? false, description: p.description ?? '' }))}
          />
        </>
      )}
      {op.requestBody && (
        <>
          <h5>Request body {refName(op.requestBody.schema) && <code>{refName(op.requestBody.schema)}</code>}</h5>
          {bodyFields.length > 0 ? <FieldTable caption={`Request body of ${op.method.toUpperCase()} ${op.path}`} rows={bodyFields} /> : <p className="muted">{typeLabel(doc, op.requestBody.schema)}</p>}
        </>
      )}
      <h5>Responses</h5>
      <ul className="responses">
        {op.responses.map((r) => (
          <li key={r.status}>
            <span className={`status-code s${r.status[0]}`}>{r.status}</span> <InlineMarkdown text={r.description} />
            {r.schema && <code className="schema-ref">{typeLabel(doc, r.schema)}</code>}
          </li>
        ))}
      </ul>
      <CodeTabs title={`${op.method.toUpperCase()} ${op.path}`} samples={samples} />
    </article>
  );
}
