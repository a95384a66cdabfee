import type { FieldRow } from '../../lib/apiExamples.js';
import { InlineMarkdown } from './InlineMarkdown.js';
import './FieldTable.css';

/** Name, type, required and description of parameters or schema fields. */
export function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="table compact-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row"><code>{r.name}</code></th>
              <td><code>{r.type}</code></td>
              <td>{r.required ? 'required' : 'optional'}</td>
              <td>
                <InlineMarkdown text={r.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
