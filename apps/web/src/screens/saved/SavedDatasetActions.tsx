import { Button } from '@tallyline/ui';
import { useState } from 'react';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { DatasetVersionsDialog } from './DatasetVersionsDialog.js';
import { RefreshDatasetDialog } from './RefreshDatasetDialog.js';
import type { RefreshedSummary } from './refreshDataset.js';
import './refresh.css';

export interface SavedDatasetActionsProps {
  datasetId: string;
  userId: string;
  /** The name the list shows. */
  name: string;
  /** After a refresh or a restore: what the list row shows now. */
  onChanged: (summary: RefreshedSummary) => void;
}

/** A saved dataset's Refresh and Versions buttons and their dialogs (issue 18), for one list row. */
export function SavedDatasetActions({ datasetId, userId, name, onChanged }: SavedDatasetActionsProps) {
  const [dialog, setDialog] = useState<'refresh' | 'versions' | null>(null);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setDialog('refresh')} aria-label={REFRESH_TEXT.refreshLabel(name)}>
        {REFRESH_TEXT.refresh}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDialog('versions')} aria-label={REFRESH_TEXT.versionsLabel(name)}>
        {REFRESH_TEXT.versions}
      </Button>
      {dialog === 'refresh' ? (
        <RefreshDatasetDialog datasetId={datasetId} name={name} open onOpenChange={(o) => setDialog(o ? 'refresh' : null)} onRefreshed={onChanged} />
      ) : null}
      {dialog === 'versions' ? (
        <DatasetVersionsDialog datasetId={datasetId} userId={userId} name={name} open onOpenChange={(o) => setDialog(o ? 'versions' : null)} onRestored={onChanged} />
      ) : null}
    </>
  );
}
