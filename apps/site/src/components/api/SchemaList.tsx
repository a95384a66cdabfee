import { schemaFields } from '../../lib/apiExamples.js';
import type { OpenApiDocument } from '../../lib/openapi.js';
import { FieldTable } from './FieldTable.js';
import { InlineMarkdown } from './InlineMarkdown.js';

/** Every named schema of the document (components.schemas) with its fields. */
export function SchemaList({ doc }: { doc: OpenApiDocument }) {
  const schemas = Object.entries(doc.components?.schemas ?? {});
  if (schemas.length === 0) return null;
  return (
    <section aria-labelledby="schemas-title">
      <h3 id="schemas-title">Data shapes</h3>
      {schemas.map(([name, schema]) => {
        const fields = schemaFields(doc, schema);
        return (
          <details key={name} className="schema card compact">
            <summary><code>{name}</code>{schema.description && <span className="muted"> — <InlineMarkdown text={schema.description} /></span>}</summary>
            {fields.length > 0 ? <FieldTable caption={`Fields of ${name}`} rows={fields} /> : <p className="muted">No fields.</p>}
          </details>
        );
      })}
    </section>
  );
}
