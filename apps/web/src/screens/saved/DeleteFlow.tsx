import { ConfirmDialog, notify } from '@tallyline/ui';
import { useRef, useState } from 'react';
import type { DatasetDependents } from '../../lib/db/datasets.js';
import { DELETE_TEXT, LIBRARY_TEXT, SAVE_TEXT, SAVED_KIND_TEXT } from '../../messages/saved.js';
import { useSavedStore, type SavedKind } from '../../stores/savedStore.js';

type Step = { at: 'confirm' } | { at: 'checking' } | { at: 'dependents'; dependents: DatasetDependents };

/** "Dash A", "Report B" and "Dash C" — what a dataset's deletion takes with it. */
export function dependentsList(d: DatasetDependents): string {
  const names = [...d.dashboards, ...d.reports].map((x) => `“${x.name}”`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Deleting a saved entry: a confirmation; for a dataset with dashboards or reports built on it, a
 * second confirmation naming them (they are deleted with it). The delete itself toasts, with a
 * Retry on failure (savedStore.remove).
 */
export function DeleteFlow({ kind, item, userId, onClose }: { kind: SavedKind; item: { id: string; name: string }; userId: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ at: 'confirm' });
  // The confirm button also closes the dialog (Radix): that close is not a Cancel.
  const confirming = useRef(false);
  const store = useSavedStore.getState;

  async function confirmed() {
    if (kind !== 'datasets') {
      onClose();
      await store().remove(kind, item, userId);
      return;
    }
    setStep({ at: 'checking' });
    const deps = await store().dependents(item.id);
    if (deps.error) {
      onClose();
      notify.retry(DELETE_TEXT.failed(item.name), () => void confirmedAgain(), SAVE_TEXT.retry);
      return;
    }
    if (deps.data.dashboards.length + deps.data.reports.length > 0) {
      setStep({ at: 'dependents', dependents: deps.data });
      return;
    }
    onClose();
    await store().remove(kind, item, userId);
  }
  // Retry of the check after the dialog closed: ask about what was found, or delete.
  async function confirmedAgain() {
    const deps = await store().dependents(item.id);
    if (deps.error) {
      notify.retry(DELETE_TEXT.failed(item.name), () => void confirmedAgain(), SAVE_TEXT.retry);
      return;
    }
    await store().remove(kind, item, userId);
  }

  const one = SAVED_KIND_TEXT[kind].one;
  return (
    <>
      <ConfirmDialog
        open={step.at === 'confirm' || step.at === 'checking'}
        onOpenChange={(open) => {
          if (!open && !confirming.current) onClose();
        }}
        title={DELETE_TEXT.title(one)}
        message={step.at === 'checking' ? DELETE_TEXT.checking : kind === 'datasets' ? DELETE_TEXT.message(item.name) : DELETE_TEXT.messagePlain(item.name)}
        confirmLabel={DELETE_TEXT.confirm}
        cancelLabel={LIBRARY_TEXT.cancel}
        onConfirm={() => {
          confirming.current = true;
          void confirmed();
        }}
      />
      {step.at === 'dependents' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          title={DELETE_TEXT.dependentsTitle}
          message={DELETE_TEXT.dependentsMessage(item.name, dependentsList(step.dependents))}
          confirmLabel={DELETE_TEXT.dependentsConfirm}
          cancelLabel={LIBRARY_TEXT.cancel}
          onConfirm={() => {
            onClose();
            void store().remove(kind, item, userId);
          }}
        />
      ) : null}
    </>
  );
}
