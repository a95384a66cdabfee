import type { FieldRow } from '../../lib/apiExamples.js';
import { InlineMarkdown } from './InlineMarkdown.js';
import './FieldTable.css';

/**
 * Parameters or schema fields: the field (name, type, required or optional) and its description.
 * Two columns, so the table fits a 375 px phone without scrolling sideways.
 */
export function FieldTable({ rows, caption }: { rows: FieldRow[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="table compact-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row" className="field-cell">
                <code className="field-name">{r.name}</code>
                <code className="field-type">{r.type}</code>
                <span className={r.required ? 'field-required' : 'field-optional'}>{r.required ? 'required' : 'optional'}</span>
              </th>
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
