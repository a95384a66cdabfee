import { readRefreshFile, readSavedImportSettings, type ColumnMismatch, type Dataset } from '@tallyline/core';
import { Button, Dialog, notify } from '@tallyline/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/errorMessage.js';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { DATASET_SAVE_MAX_ROWS } from '../../messages/upload.js';
import { datasetVersionsData } from '../../stores/saved/datasetVersions.js';
import { parseInWorker } from '../../workers/parseInWorker.js';
import type { ParseRequestOptions, WorkbookSheet } from '../../workers/parseProtocol.js';
import { sheetsOf } from '../../workers/sheetsRegistry.js';
import { SheetSelect } from '../upload/SheetSelect.js';
import { checkColumns, planRefresh, refreshRefusal, sameAsSaved, saveContent, type RefreshMode, type RefreshPlan, type RefreshedSummary, type SaveDeps, type SaveProgress } from './refreshDataset.js';
import { reopenDataset } from './reopenDataset.js';

export interface RefreshDatasetDialogProps {
  datasetId: string;
  /** The name the list shows (file name or dataset name). */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a saved refresh, with what the list row shows. */
  onRefreshed: (summary: RefreshedSummary) => void;
  /** The network (tests pass fakes); defaults to the app's data layer and parse worker. */
  deps?: Partial<RefreshDialogDeps>;
}

/** Everything the dialog reaches outside itself. */
export interface RefreshDialogDeps extends SaveDeps {
  getCurrent: (typeof datasetVersionsData)['getCurrent'];
  /** Parses a file with import settings; a workbook sheet the file lacks rejects with ParseFailure UNKNOWN_SHEET. */
  parse: (file: Blob, options: ParseRequestOptions) => Promise<Dataset>;
  /** The sheets of the workbook a parsed dataset came from, null for a CSV (workers/sheetsRegistry). */
  sheets: (ds: Dataset) => readonly WorkbookSheet[] | null;
  reopen: (id: string) => Promise<{ dataset: Dataset }>;
}

const DEFAULT_DEPS: RefreshDialogDeps = {
  getCurrent: datasetVersionsData.getCurrent,
  parse: (file, options) => parseInWorker(file, options, () => undefined).result,
  sheets: sheetsOf,
  reopen: reopenDataset,
  update: datasetVersionsData.update,
  uploadOriginal: datasetVersionsData.uploadOriginal,
};

type Phase =
  | { kind: 'pick'; error?: string }
  | { kind: 'reading' }
  | { kind: 'mismatch'; mismatch: ColumnMismatch }
  | { kind: 'choose'; saving: boolean; error?: string };

interface Picked {
  userId: string;
  savedHeaders: string[];
  savedRows: number;
  savedFileName: string | null;
  /** The saved row's fingerprint; null for a dataset saved before fingerprints. */
  savedFingerprint: string | null;
  incoming: Dataset;
  incomingFileName: string;
  /** The import settings the new file was read with: stored with the refreshed content (issue 18). */
  settings: ParseRequestOptions;
}

/** The file picked and how it was read: a workbook's sheets and the one read, for the sheet picker (issue 18). */
interface Reading {
  file: File;
  settings: ParseRequestOptions;
  sheets: readonly WorkbookSheet[] | null;
  sheet: string | null;
  /** The saved dataset's sheet when the new workbook has none of that name (its first sheet was read instead). */
  missingSheet: string | null;
}

/**
 * "Refresh with a new file" (issue 18): pick a CSV or .xlsx, parse it in the worker, compare its
 * columns with the saved ones (a mismatch names the missing and extra columns), choose replace or
 * append, save through lib/db. The file is read with the saved dataset's import settings (issue 18): the same
 * sheet of a workbook — unless the user picks another —, the same delimiter, types and roles; (the version trigger keeps the previous content). A failed save says
 * why and offers a retry that does not write the rows twice.
 */
export function RefreshDatasetDialog({ datasetId, name, open, onOpenChange, onRefreshed, deps }: RefreshDatasetDialogProps) {
  const d: RefreshDialogDeps = { ...DEFAULT_DEPS, ...deps };
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const [mode, setMode] = useState<RefreshMode>('append');
  const picked = useRef<Picked | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  // The prepared save and how far it got, so Retry continues instead of starting over.
  const pending = useRef<{ mode: RefreshMode; plan: RefreshPlan; progress: SaveProgress } | null>(null);
  const inputId = useId();

  function reset() {
    picked.current = null;
    setReading(null);
    pending.current = null;
    setMode('append');
    setPhase({ kind: 'pick' });
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    await read(file, null);
  }

  /** Reads `file` with the saved import settings, or with `sheet` when the user picked one. */
  async function read(file: File, sheet: string | null) {
    setPhase({ kind: 'reading' });
    pending.current = null;
    picked.current = null;
    try {
      const head = await d.getCurrent(datasetId);
      if (head.error) throw new Error(head.error.message);
      const current = head.data;
      // The saved choices, or the sheet the user picked; a new workbook without the saved sheet is read at its
      // first sheet, and the picker says so (core's readRefreshFile, as /v1's refresh reads a file).
      const got = await readRefreshFile(readSavedImportSettings(current.import_settings), sheet === null ? {} : { sheet }, (options) => d.parse(file, options));
      const incoming = got.dataset;
      const used = got.used;
      const missingSheet = got.missingSheet;
      const sheets = d.sheets(incoming);
      const readSheet = incoming.detected.source?.format === 'xlsx' ? incoming.detected.source.sheet : null;
      setReading({ file, settings: used, sheets, sheet: readSheet, missingSheet });
      const mismatch = checkColumns(current.headers, incoming);
      if (mismatch) {
        setPhase({ kind: 'mismatch', mismatch });
        return;
      }
      const refused = refreshRefusal(incoming);
      if (refused) {
        setPhase({ kind: 'pick', error: refused });
        return;
      }
      picked.current = {
        userId: current.user_id,
        savedHeaders: current.headers,
        savedRows: current.row_count,
        savedFileName: current.file_name,
        savedFingerprint: current.fingerprint,
        incoming,
        incomingFileName: file.name,
        settings: used,
      };
      setPhase({ kind: 'choose', saving: false });
    } catch (err) {
      setReading(null);
      setPhase({ kind: 'pick', error: REFRESH_TEXT.readFailed(errorMessage(err)) });
    }
  }

  async function save() {
    const p = picked.current;
    if (!p) return;
    setPhase({ kind: 'choose', saving: true });
    try {
      if (!pending.current || pending.current.mode !== mode) {
        const saved = mode === 'append' ? (await d.reopen(datasetId)).dataset : null;
        const plan = planRefresh(p.savedHeaders, saved, p.savedFileName, p.incoming, p.incomingFileName, mode, DATASET_SAVE_MAX_ROWS, p.settings);
        if (await sameAsSaved(plan, p.savedFingerprint, async () => saved ?? (await d.reopen(datasetId)).dataset)) {
          notify.info(REFRESH_TEXT.unchanged);
          reset();
          onOpenChange(false);
          return;
        }
        pending.current = { mode, plan, progress: { version: null } };
      }
      const { plan, progress } = pending.current;
      const saved = await saveContent(d, p.userId, datasetId, plan, progress);
      if (saved.error) {
        setPhase({ kind: 'choose', saving: false, error: REFRESH_TEXT.saveFailed(saved.error.message) });
        return;
      }
      const summary = { file_name: plan.content.file_name, row_count: plan.content.row_count, column_count: plan.content.column_count };
      notify.success(REFRESH_TEXT.refreshed(summary.row_count));
      onRefreshed(summary);
      reset();
      onOpenChange(false);
    } catch (err) {
      setPhase({ kind: 'choose', saving: false, error: REFRESH_TEXT.saveFailed(errorMessage(err)) });
    }
  }

  const filePicker = (
    <div className="tl-refresh__pick">
      <label htmlFor={inputId} className="tl-refresh__label">
        {REFRESH_TEXT.pick}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => void onFile(e)}
        disabled={phase.kind === 'reading' || (phase.kind === 'choose' && phase.saving)}
      />
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={REFRESH_TEXT.title(name)}
      description={REFRESH_TEXT.description}
    >
      <div className="tl-refresh">
        {filePicker}
        {phase.kind === 'pick' && phase.error ? (
          <p role="alert" className="tl-refresh__error">
            {phase.error}
          </p>
        ) : null}
        {reading && reading.sheet !== null && reading.sheets && reading.sheets.length > 1 ? (
          <div className="tl-refresh__sheet">
            <SheetSelect
              sheets={reading.sheets}
              value={reading.sheet}
              disabled={phase.kind === 'reading' || (phase.kind === 'choose' && (phase.saving || (pending.current?.progress.version ?? null) !== null))}
              onChange={(sheet) => void read(reading.file, sheet)}
            />
            {reading.missingSheet !== null ? <p className="tl-refresh__note">{REFRESH_TEXT.noSuchSheet(reading.missingSheet, reading.sheet)}</p> : null}
          </div>
        ) : null}
        {phase.kind === 'reading' ? <p role="status">{REFRESH_TEXT.reading}</p> : null}
        {phase.kind === 'mismatch' ? <MismatchExplanation mismatch={phase.mismatch} /> : null}
        {phase.kind === 'choose' && picked.current ? (
          <>
            {/* Once the rows are written, a retry finishes that save: the mode is fixed. */}
            <fieldset className="tl-refresh__modes" disabled={phase.saving || (pending.current?.progress.version ?? null) !== null}>
              <legend>{REFRESH_TEXT.modeLegend}</legend>
              <label className="tl-refresh__mode">
                <input type="radio" name={`${inputId}-mode`} value="append" checked={mode === 'append'} onChange={() => setMode('append')} />
                {REFRESH_TEXT.append(picked.current.savedRows, picked.current.incoming.rowCount)}
              </label>
              <label className="tl-refresh__mode">
                <input type="radio" name={`${inputId}-mode`} value="replace" checked={mode === 'replace'} onChange={() => setMode('replace')} />
                {REFRESH_TEXT.replace(picked.current.incoming.rowCount)}
              </label>
            </fieldset>
            {phase.error ? (
              <p role="alert" className="tl-refresh__error">
                {phase.error}
              </p>
            ) : null}
            <div className="tl-refresh__actions">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={phase.saving}>
                {REFRESH_TEXT.cancel}
              </Button>
              <Button loading={phase.saving} onClick={() => void save()}>
                {phase.error ? REFRESH_TEXT.retry : phase.saving ? REFRESH_TEXT.saving : REFRESH_TEXT.save}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** A labelled list of column names, or nothing when there are none. */
function ColumnList({ label, columns }: { label: string; columns: readonly string[] }) {
  if (columns.length === 0) return null;
  return (
    <>
      <p>{label}</p>
      <ul aria-label={label}>
        {columns.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The column names a new file lacks and has extra, as two lists. */
function MismatchExplanation({ mismatch }: { mismatch: ColumnMismatch }) {
  return (
    <div role="alert" className="tl-refresh__mismatch">
      <p className="tl-refresh__mismatch-title">{REFRESH_TEXT.mismatchTitle}</p>
      <ColumnList label={REFRESH_TEXT.missing} columns={mismatch.missing} />
      <ColumnList label={REFRESH_TEXT.extra} columns={mismatch.extra} />
      <p>{REFRESH_TEXT.mismatchHint}</p>
    </div>
  );
}
