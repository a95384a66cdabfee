import { Button, Dialog, notify } from '@tallyline/ui';
import { useRef, useState } from 'react';
import { useDatasetVersions } from '../../hooks/useDatasetVersions.js';
import { errorMessage } from '../../lib/errorMessage.js';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { datasetVersionsData, type VersionsData } from '../../stores/saved/datasetVersions.js';
import { restoreVersion, type RefreshedSummary, type RestoreDeps, type SaveProgress } from './refreshDataset.js';

export interface DatasetVersionsDialogProps {
  datasetId: string;
  /** The owner (the signed-in user): originals are kept in their folder. */
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a restore, with what the list row shows. */
  onRestored: (summary: RefreshedSummary) => void;
  /** The network (tests pass fakes); defaults to the app's data layer. */
  deps?: Partial<VersionsDialogDeps>;
}

export interface VersionsDialogDeps extends RestoreDeps {
  list: VersionsData['list'];
}

/**
 * The kept earlier versions of a saved dataset, newest first, each with Restore (issue 18). A restore
 * makes that version current (the current content is kept as a version in turn); a failed one says
 * why and offers a retry that does not write the rows twice.
 */
export function DatasetVersionsDialog({ datasetId, userId, name, open, onOpenChange, onRestored, deps }: DatasetVersionsDialogProps) {
  const d: VersionsDialogDeps = { ...datasetVersionsData, ...deps };
  const { listing, reload } = useDatasetVersions(datasetId, open, d.list);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ version: number; error: string } | null>(null);
  const progress = useRef<{ version: number; progress: SaveProgress } | null>(null);

  async function restore(version: number) {
    setRestoring(version);
    setFailure(null);
    if (progress.current?.version !== version) progress.current = { version, progress: { version: null } };
    try {
      const restored = await restoreVersion(d, userId, datasetId, version, progress.current.progress);
      if (restored.error) {
        setFailure({ version, error: REFRESH_TEXT.restoreFailed(restored.error.message) });
        return;
      }
      const summary = restored.data;
      progress.current = null;
      notify.success(REFRESH_TEXT.restored(version, summary.row_count));
      onRestored(summary);
      onOpenChange(false);
    } catch (err) {
      setFailure({ version, error: REFRESH_TEXT.restoreFailed(errorMessage(err)) });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFailure(null);
          progress.current = null;
        }
        onOpenChange(next);
      }}
      title={REFRESH_TEXT.versionsTitle(name)}
      description={REFRESH_TEXT.versionsDescription}
    >
      <div className="tl-versions">
        {listing.kind === 'loading' ? <p role="status">{REFRESH_TEXT.loading}</p> : null}
        {listing.kind === 'failed' ? (
          <div role="alert" className="tl-refresh__error">
            <p>{REFRESH_TEXT.loadFailed(listing.error.message)}</p>
            <Button size="sm" variant="secondary" onClick={reload}>
              {REFRESH_TEXT.retry}
            </Button>
          </div>
        ) : null}
        {listing.kind === 'ready' ? (
          <>
            <p className="tl-versions__current">{REFRESH_TEXT.current(listing.current)}</p>
            {listing.versions.length === 0 ? (
              <p className="tl-versions__empty">{REFRESH_TEXT.noVersions}</p>
            ) : (
              <ul className="tl-versions__list">
                {listing.versions.map((v) => (
                  <li key={v.version} className="tl-versions__item">
                    <div className="tl-saved__info">
                      <span className="tl-saved__name">
                        {REFRESH_TEXT.version(v.version)}
                        {v.file_name ? ` · ${v.file_name}` : ''}
                      </span>
                      <span className="tl-saved__meta">{REFRESH_TEXT.versionMeta(v.row_count, v.column_count, v.replaced_at)}</span>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={restoring === v.version}
                      disabled={restoring !== null && restoring !== v.version}
                      onClick={() => void restore(v.version)}
                      aria-label={failure?.version === v.version ? `${REFRESH_TEXT.retry} ${REFRESH_TEXT.restoreLabel(v.version).toLowerCase()}` : REFRESH_TEXT.restoreLabel(v.version)}
                    >
                      {failure?.version === v.version ? REFRESH_TEXT.retry : REFRESH_TEXT.restore}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {failure ? (
              <p role="alert" className="tl-refresh__error">
                {failure.error}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
