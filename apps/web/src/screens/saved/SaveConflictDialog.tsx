import { Button, Dialog } from '@tallyline/ui';
import { SAVE_TEXT } from '../../messages/saved.js';
import { nameOfFile } from '../../lib/db/datasets.js';
import { useSavedStore } from '../../stores/savedStore.js';

/**
 * Asked when a signed-in upload has the file name of a saved dataset but other content:
 * Replace (the saved entry takes the new content; 0400 keeps the old as a version), Keep both
 * (a new entry "name (2)"), or don't save. Closing the dialog is "don't save".
 */
export function SaveConflictDialog() {
  const conflict = useSavedStore((s) => s.conflict);
  const resolve = useSavedStore((s) => s.resolveConflict);
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open) resolve('cancel');
      }}
      title={SAVE_TEXT.conflictTitle}
      description={conflict ? SAVE_TEXT.conflictMessage(conflict.fileName, conflict.existing.name || nameOfFile(conflict.fileName)) : ''}
    >
      <div className="tl-dialog__actions">
        <Button variant="ghost" onClick={() => resolve('cancel')}>
          {SAVE_TEXT.cancel}
        </Button>
        <Button variant="secondary" onClick={() => resolve('keep-both')}>
          {SAVE_TEXT.keepBoth}
        </Button>
        <Button onClick={() => resolve('replace')}>{SAVE_TEXT.replace}</Button>
      </div>
    </Dialog>
  );
}
