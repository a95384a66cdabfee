import type { ColumnRole, ColumnRoleOverrides, ColumnType, Dataset, DateOrder, DecimalSeparator, Delimiter, TextEncoding } from '@tallyline/core';
import { Button } from '@tallyline/ui';
import { useId, useState, type FormEvent } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import type { ParseRequestOptions, WorkbookSheet } from '../../workers/parseProtocol.js';
import { SheetSelect } from './SheetSelect.js';

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
/** Issue 13 column roles, as the user picks them (core's ColumnRole; the CLI's `--column name=role`). */
export const ROLES: { value: ColumnRole; label: string }[] = [
  { value: 'identifier', label: 'Identifier' },
  { value: 'time', label: 'Time' },
  { value: 'measure', label: 'Measure' },
  { value: 'dimension', label: 'Category (dimension)' },
  { value: 'series', label: 'Series key' },
  { value: 'text', label: 'Free text' },
];

/**
 * The role overrides to parse with: the ones the data was parsed with, and every column whose chosen role
 * differs from the role it has now (inferred or set before).
 */
export function roleOverrides(dataset: Dataset, chosen: Readonly<Record<string, ColumnRole>>): ColumnRoleOverrides | undefined {
  const out: Record<string, ColumnRoleOverrides[string]> = { ...dataset.detected.columnRoles };
  for (const r of dataset.roles) {
    const role = chosen[r.column];
    if (role !== undefined && role !== r.role) out[r.column] = role;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The day/month order the brief names: only the orders date columns were really read in (a/b/yyyy dates,
 * core's `ColumnProfile.dateOrder`) — ISO dates or "Jan 1 2000" have no day/month question, and the file-wide
 * default would claim "DMY" for them (issue 13: stocks.csv, seattle-weather.csv). Null when no column needed one.
 */
export function dateOrderBrief(dataset: Dataset): string | null {
  const orders = [...new Set(dataset.detected.columns.flatMap((c) => (c.dateOrder ? [c.dateOrder] : [])))];
  return orders.length === 0 ? null : orders.map((o) => DATE_ORDERS.find((x) => x.value === o)?.label ?? o).join(' and ');
}

export interface ImportSettingsProps {
  dataset: Dataset;
  busy: boolean;
  onReparse: (options: ParseRequestOptions) => void;
  /** The sheets of the workbook the dataset was read from (issue 18); null or absent for a CSV. */
  sheets?: readonly WorkbookSheet[] | null;
  /** Why the file cannot be parsed again (a reopened dataset without its file, issue 18): every setting is disabled with it. */
  unavailable?: string | null;
}

/**
 * What ingest detected, with every choice overridable and a re-parse button (issue 6 import settings). A
 * workbook's cells are typed values, not text: it has no delimiter, encoding or decimal separator to choose,
 * but — when it has several sheets — the sheet to read (issue 18). Another sheet is read with its own
 * detected types and roles: the column choices below are the current sheet's.
 */
export function ImportSettings({ dataset, busy, onReparse, sheets, unavailable }: ImportSettingsProps) {
  const locked = Boolean(unavailable);
  const d = dataset.detected;
  const readSheet = d.source?.format === 'xlsx' ? d.source.sheet : null;
  const [sheet, setSheet] = useState<string | null>(readSheet);
  const [delimiter, setDelimiter] = useState<Delimiter>(d.delimiter);
  const [encoding, setEncoding] = useState<TextEncoding>(d.encoding);
  const [decimal, setDecimal] = useState<DecimalSeparator>(d.decimalSeparator);
  const [dateOrder, setDateOrder] = useState<DateOrder>(d.dateOrder);
  const [types, setTypes] = useState<Record<string, ColumnType>>(() => Object.fromEntries(d.columns.map((c) => [c.name, c.type])));
  const [roles, setRoles] = useState<Record<string, ColumnRole>>(() => Object.fromEntries(dataset.roles.map((r) => [r.column, r.role])));
  const id = useId();
  const dateBrief = dateOrderBrief(dataset);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Another sheet has other columns: it is read as detected, not with this sheet's column choices.
    if (sheet !== null && sheet !== readSheet) {
      onReparse({ sheet });
      return;
    }
    const format: ParseRequestOptions = readSheet === null ? { delimiter, encoding, decimalSeparator: decimal } : { sheet: readSheet };
    // Another delimiter or encoding reads other columns (other names): they are detected, not given this read's
    // choices — which would be saved with the dataset (issue 18) for columns it does not have.
    if (readSheet === null && (delimiter !== d.delimiter || encoding !== d.encoding)) {
      onReparse({ ...format, dateOrder });
      return;
    }
    const columnRoles = roleOverrides(dataset, roles);
    onReparse({ ...format, dateOrder, columnTypes: types, ...(columnRoles ? { columnRoles } : {}) });
  };

  return (
    <details className="tl-upload-card tl-upload-settings">
      <summary className="tl-upload-settings__summary">
        <span className="tl-upload-card__title">{UPLOAD_TEXT.settingsTitle}</span>
        <span className="tl-upload-settings__brief">
          {readSheet !== null
            ? `Excel · ${UPLOAD_TEXT.sheetRead(readSheet)}${sheets && sheets.length > 1 ? ` ${UPLOAD_TEXT.sheetOf(sheets.findIndex((x) => x.name === readSheet) + 1, sheets.length)}` : ''}`
            : `${DELIMITERS.find((x) => x.value === d.delimiter)?.label} · ${d.encoding.toUpperCase()}`}
          {dateBrief ? ` · ${UPLOAD_TEXT.datesRead(dateBrief)}` : ''}
        </span>
      </summary>
      <form onSubmit={submit} className="tl-upload-settings__form">
        <p className="tl-upload-settings__hint">{UPLOAD_TEXT.settingsHint}</p>
        {unavailable ? (
          <p className="tl-upload-settings__hint" data-testid="reparse-unavailable">
            {unavailable}
          </p>
        ) : null}
        <div className={`tl-upload-settings__grid${readSheet !== null ? ' tl-upload-settings__grid--workbook' : ''}`}>
          {readSheet !== null ? (
            sheets && sheets.length > 1 && sheet !== null ? (
              <SheetSelect sheets={sheets} value={sheet} disabled={locked} onChange={setSheet} />
            ) : null
          ) : (
            <>
              <label htmlFor={`${id}-delim`}>{UPLOAD_TEXT.delimiter}</label>
              <select id={`${id}-delim`} value={delimiter} disabled={locked} onChange={(e) => setDelimiter(e.target.value as Delimiter)}>
                {DELIMITERS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-enc`}>{UPLOAD_TEXT.encoding}</label>
              <select id={`${id}-enc`} value={encoding} disabled={locked} onChange={(e) => setEncoding(e.target.value as TextEncoding)}>
                {ENCODINGS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-dec`}>{UPLOAD_TEXT.decimalSeparator}</label>
              <select id={`${id}-dec`} value={decimal} disabled={locked} onChange={(e) => setDecimal(e.target.value as DecimalSeparator)}>
                {DECIMALS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor={`${id}-date`}>{UPLOAD_TEXT.dateOrder}</label>
          <select id={`${id}-date`} value={dateOrder} disabled={locked} onChange={(e) => setDateOrder(e.target.value as DateOrder)}>
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
              <th scope="col">{UPLOAD_TEXT.columnRole}</th>
            </tr>
          </thead>
          <tbody>
            {d.columns.map((c, i) => {
              const inferred = dataset.roles.find((r) => r.column === c.name);
              const why = inferred ? (inferred.source === 'override' ? UPLOAD_TEXT.roleByYou : inferred.reasons[0]) : undefined;
              return (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>
                    <select
                      aria-label={`Type of ${c.name}`}
                      disabled={locked}
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
                  <td>
                    {inferred ? (
                      <>
                        <select
                          aria-label={`Role of ${c.name}`}
                          disabled={locked}
                          aria-describedby={why ? `${id}-why-${i}` : undefined}
                          value={roles[c.name] ?? inferred.role}
                          onChange={(e) => setRoles((r) => ({ ...r, [c.name]: e.target.value as ColumnRole }))}
                        >
                          {ROLES.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                        {why ? (
                          <span id={`${id}-why-${i}`} className="tl-upload-settings__why">
                            {why}
                          </span>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <Button type="submit" disabled={busy || locked}>
          {UPLOAD_TEXT.reparse}
        </Button>
      </form>
    </details>
  );
}
