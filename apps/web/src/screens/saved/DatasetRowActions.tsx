import type { SavedDatasetSummary } from '../../lib/db/datasets.js';
import { useSavedStore } from '../../stores/savedStore.js';
import { SavedDatasetActions } from './SavedDatasetActions.js';

/**
 * A saved dataset's row actions after Open / Rename / Delete: Refresh and Versions (issue 18,
 * SavedDatasetActions); after a refresh or a restore the list is read again, and the workflow takes the
 * new rows when this dataset is the one open.
 */
export function DatasetRowActions({ item, userId }: { item: SavedDatasetSummary; userId: string }) {
  return <SavedDatasetActions datasetId={item.id} userId={userId} name={item.name} onChanged={() => void useSavedStore.getState().datasetChanged(item.id)} />;
}
