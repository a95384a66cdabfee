import { formatNumber } from '@tallyline/core';
import { Button } from '@tallyline/ui';
import { useId, useRef, useState, type DragEvent } from 'react';
import { SAMPLE_FILES, UPLOAD_TEXT } from '../../messages/upload.js';
import { isDataFile, type UploadError } from '../../stores/uploadStore.js';
import type { ParseProgress } from '../../workers/parseInWorker.js';

export interface DropZoneProps {
  signedIn: boolean;
  busy: boolean;
  progress: ParseProgress | null;
  fileName: string | null;
  error: UploadError | null;
  compact: boolean;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/** Spec §2/§5: drop zone and picker (.csv or .xlsx; other dropped files are ignored), limit text, samples, progress. */
export function DropZone({ signedIn, busy, progress, fileName, error, compact, onFile, onCancel }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (busy) return;
    const file = [...e.dataTransfer.files].find(isDataFile);
    if (file) onFile(file);
  };
  const loadSample = async (name: string) => {
    const res = await fetch(`${import.meta.env.BASE_URL}samples/${name}`);
    if (!res.ok) return;
    const blob = await res.blob();
    onFile(new File([blob], name, { type: 'text/csv' }));
  };
  const share = progress && progress.total > 0 ? Math.min(1, progress.bytes / progress.total) : 0;

  return (
    <section className={`tl-upload-drop${compact ? ' tl-upload-drop--compact' : ''}`} aria-label="Upload a CSV file">
      <div
        className={`tl-upload-zone${over ? ' tl-upload-zone--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </svg>
        <p className="tl-upload-zone__prompt">{over ? UPLOAD_TEXT.dropActive : UPLOAD_TEXT.dropPrompt}</p>
        <Button onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
          {UPLOAD_TEXT.browse}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file && isDataFile(file)) onFile(file);
          }}
        />
        <p id={hintId} className="tl-upload-zone__hint">
          {`${signedIn ? UPLOAD_TEXT.limitSignedIn : UPLOAD_TEXT.limitAnonymous}. ${UPLOAD_TEXT.excelToo}`}
        </p>
      </div>

      {busy ? (
        <div className="tl-upload-progress" role="status">
          <div className="tl-upload-progress__row">
            <span>
              {UPLOAD_TEXT.parsing} {fileName}… {progress ? `${formatNumber(progress.rows)} rows` : ''}
            </span>
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {UPLOAD_TEXT.cancel}
            </Button>
          </div>
          <progress className="tl-upload-progress__bar" max={1} value={share} aria-label={`${UPLOAD_TEXT.parsing} ${fileName ?? ''}`} />
        </div>
      ) : null}

      {error ? (
        <div className="tl-upload-error" role="alert" id={errorId}>
          <p className="tl-upload-error__message">{error.message}</p>
          {error.detail ? <p className="tl-upload-error__detail">{error.detail}</p> : null}
        </div>
      ) : null}

      <div className="tl-upload-samples">
        <h2 className="tl-upload-samples__title">{UPLOAD_TEXT.samplesTitle}</h2>
        <ul>
          {SAMPLE_FILES.map((s) => (
            <li key={s.file}>
              <button type="button" className="tl-upload-link" disabled={busy} onClick={() => void loadSample(s.file)}>
                {s.file}
              </button>
              <span className="tl-upload-samples__label"> — {s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
