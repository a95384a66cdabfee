import { categoryColumns, formatNumber } from '@tallyline/core';
import type { ColumnAggregate, Dataset } from '@tallyline/core';
import { UPLOAD_TEXT } from '../../messages/upload.js';

/**
 * Columns a reader would call categories: core's `categoryColumns` — those the roles make a dimension or a series
 * key (`region`, `symbol`, a year read as a category), never an identifier (`order_id`) or free text, whatever
 * their storage type (issue 13); the report's overview and summary table count the same. `summary.categoricalColumns`
 * counts text-typed columns, ids included.
 */
function categoryCount(dataset: Dataset): number {
  return categoryColumns(dataset).length;
}

/**
 * Spec §2: total rows, columns, numeric columns, categories — the first three from core's summary, the last
 * from core's column roles (`categoryCount`). A big file's
 * Dataset is a sample (`detected.sample`, issue 15): the rows card then counts every row of the file, a notice
 * says the chart and explorer use the sample, and a table gives each number column's exact figures.
 */
export function SummaryCards({ dataset }: { dataset: Dataset }) {
  const s = dataset.summary;
  const sample = dataset.detected.sample;
  const cards = [
    { label: UPLOAD_TEXT.totalRows, value: sample?.totalRows ?? s.totalRows },
    { label: UPLOAD_TEXT.columns, value: s.totalColumns },
    { label: UPLOAD_TEXT.numericColumns, value: s.numericColumns },
    { label: UPLOAD_TEXT.categories, value: categoryCount(dataset) },
  ];
  const exact = sample && sample.rows < sample.totalRows ? dataset.columns.flatMap((c, i) => (c.type === 'number' && sample.columns[i] ? [{ name: c.name, a: sample.columns[i] }] : [])) : [];
  return (
    <>
      <ul className="tl-upload-summary" aria-label="Summary" data-testid="summary-cards">
        {cards.map((c) => (
          <li key={c.label} className="tl-upload-summary__card">
            <span className="tl-upload-summary__label">{c.label}</span>
            <span className="tl-upload-summary__value">{formatNumber(c.value)}</span>
          </li>
        ))}
      </ul>
      {sample && sample.rows < sample.totalRows ? (
        <section className="tl-upload-sample" aria-label={UPLOAD_TEXT.exactTitle}>
          <p className="tl-upload-sample__notice" role="note" data-testid="sample-notice">
            {UPLOAD_TEXT.sampleNotice(sample.rows, sample.totalRows)}
          </p>
          {exact.length > 0 ? (
            <table className="tl-upload-sample__table" data-testid="exact-totals">
              <caption>{UPLOAD_TEXT.exactTitle}</caption>
              <thead>
                <tr>
                  {[UPLOAD_TEXT.exactColumn, UPLOAD_TEXT.exactSum, UPLOAD_TEXT.exactMean, UPLOAD_TEXT.exactMin, UPLOAD_TEXT.exactMax, UPLOAD_TEXT.exactMissing].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {exact.map(({ name, a }) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    {figures(a).map((f, k) => (
                      <td key={k}>{f}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function figures(a: ColumnAggregate): string[] {
  return [formatNumber(a.sum), formatNumber(a.mean), formatNumber(a.min), formatNumber(a.max), formatNumber(a.missing)];
}
