import { useId } from 'react';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import type { WorkbookSheet } from '../../workers/parseProtocol.js';

export interface SheetSelectProps {
  sheets: readonly WorkbookSheet[];
  /** The sheet read (or chosen). */
  value: string;
  disabled?: boolean;
  onChange: (sheet: string) => void;
}

/**
 * The sheet picker of a workbook of several sheets (issue 18): a labelled select of the sheets in tab order,
 * each with its size when the sheet declares one. The upload screen's import settings and the saved
 * dataset's refresh dialog use it.
 */
export function SheetSelect({ sheets, value, disabled, onChange }: SheetSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{UPLOAD_TEXT.sheet}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid="sheet-select">
        {sheets.map((s) => (
          <option key={s.name} value={s.name}>
            {UPLOAD_TEXT.sheetOption(s.name, s.rows, s.columns)}
          </option>
        ))}
      </select>
    </>
  );
}
