import { formatNumber } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { UPLOAD_TEXT } from '../../messages/upload.js';

/** Spec §2: total rows, columns, numeric columns, categories — read from core's summary. */
export function SummaryCards({ dataset }: { dataset: Dataset }) {
  const s = dataset.summary;
  const cards = [
    { label: UPLOAD_TEXT.totalRows, value: s.totalRows },
    { label: UPLOAD_TEXT.columns, value: s.totalColumns },
    { label: UPLOAD_TEXT.numericColumns, value: s.numericColumns },
    { label: UPLOAD_TEXT.categories, value: s.categoricalColumns },
  ];
  return (
    <ul className="tl-upload-summary" aria-label="Summary" data-testid="summary-cards">
      {cards.map((c) => (
        <li key={c.label} className="tl-upload-summary__card">
          <span className="tl-upload-summary__label">{c.label}</span>
          <span className="tl-upload-summary__value">{formatNumber(c.value)}</span>
        </li>
      ))}
    </ul>
  );
}
