import type { ColumnType, Dataset, DateOrder, DecimalSeparator, Delimiter, TextEncoding } from '@tallyline/core';
import { Button } from '@tallyline/ui';
import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import type { ParseRequestOptions } from '../../workers/parseProtocol.js';

const DELIMITERS: { value: Delimiter; label: string }[] = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];
const ENCODINGS = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'windows-1252', label: 'Windows-1252' },
  { value: 'utf-16le', label: 'UTF-16 LE' },
  { value: 'utf-16be', label: 'UTF-16 BE' },
] as const;
const DECIMALS: { value: DecimalSeparator; label: string }[] = [
  { value: '.', label: 'Point (1.5)' },
  { value: ',', label: 'Comma (1,5)' },
];
const DATE_ORDERS: { value: DateOrder; label: string }[] = [
  { value: 'DMY', label: 'Day/Month/Year' },
  { value: 'MDY', label: 'Month/Day/Year' },
];
const TYPES: ColumnType[] = ['number', 'date', 'string'];

export interface ImportSettingsProps {
  dataset: Dataset;
  busy: boolean;
  onReparse: (options: ParseRequestOptions) => void;
}

/** What ingest detected, with every choice overridable and a re-parse button (issue 6 import settings). */
export function ImportSettings({ dataset, busy, onReparse }: ImportSettingsProps) {
  const d = dataset.detected;
  const [delimiter, setDelimiter] = useState<Delimiter>(d.delimiter);
  const [encoding, setEncoding] = useState<TextEncoding>(d.encoding);
  const [decimal, setDecimal] = useState<DecimalSeparator>(d.decimalSeparator);
  const [dateOrder, setDateOrder] = useState<DateOrder>(d.dateOrder);
  const [types, setTypes] = useState<Record<string, ColumnType>>(() => Object.fromEntries(d.columns.map((c) => [c.name, c.type])));
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onReparse({ delimiter, encoding, decimalSeparator: decimal, dateOrder, columnTypes: types });
  };

  return (
    <details className="tl-upload-card tl-upload-settings">
      <summary className="tl-upload-settings__summary">
        <span className="tl-upload-card__title">{UPLOAD_TEXT.settingsTitle}</span>
        <span className="tl-upload-settings__brief">
          {DELIMITERS.find((x) => x.value === d.delimiter)?.label} · {d.encoding.toUpperCase()} · {d.dateOrder}
        </span>
      </summary>
      <form onSubmit={submit} className="tl-upload-settings__form">
        <p className="tl-upload-settings__hint">{UPLOAD_TEXT.settingsHint}</p>
        <div className="tl-upload-settings__grid">
          <label htmlFor={`${id}-delim`}>{UPLOAD_TEXT.delimiter}</label>
          <select id={`${id}-delim`} value={delimiter} onChange={(e) => setDelimiter(e.target.value as Delimiter)}>
            {DELIMITERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-enc`}>{UPLOAD_TEXT.encoding}</label>
          <select id={`${id}-enc`} value={encoding} onChange={(e) => setEncoding(e.target.value as TextEncoding)}>
            {ENCODINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-dec`}>{UPLOAD_TEXT.decimalSeparator}</label>
          <select id={`${id}-dec`} value={decimal} onChange={(e) => setDecimal(e.target.value as DecimalSeparator)}>
            {DECIMALS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-date`}>{UPLOAD_TEXT.dateOrder}</label>
          <select id={`${id}-date`} value={dateOrder} onChange={(e) => setDateOrder(e.target.value as DateOrder)}>
            {DATE_ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <table className="tl-upload-settings__columns">
          <caption className="visually-hidden">Column types</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">{UPLOAD_TEXT.columnType}</th>
              <th scope="col">{UPLOAD_TEXT.columnFit}</th>
            </tr>
          </thead>
          <tbody>
            {d.columns.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>
                  <select
                    aria-label={`Type of ${c.name}`}
                    value={types[c.name] ?? c.type}
                    onChange={(e) => setTypes((t) => ({ ...t, [c.name]: e.target.value as ColumnType }))}
                  >
                    {TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={c.fit < 1 ? 'tl-upload-settings__misfit' : undefined}>{Math.round(c.fit * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button type="submit" disabled={busy}>
          {UPLOAD_TEXT.reparse}
        </Button>
      </form>
    </details>
  );
}
