import { Button, notify } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { listDatasets, type SavedDatasetSummary } from '../../lib/db/datasets.js';
import { SAVED_TEXT, STEP_TOASTS } from '../../messages/steps.js';
import { useAuthStore } from '../../stores/authStore.js';
import { useWorkflowStore } from '../../stores/workflowStore.js';
import { reopenDataset } from './reopenDataset.js';
import { SavedDatasetActions } from './SavedDatasetActions.js';
import './saved.css';

/** Signed-in users' saved datasets; Open puts one back into the workflow (step 1 done, dashboard next). */
export function SavedDatasets() {
  const userId = useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const setDataset = useWorkflowStore((s) => s.setDataset);
  const navigate = useNavigate();
  const [items, setItems] = useState<SavedDatasetSummary[] | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void listDatasets().then(({ datasets }) => {
      if (live) setItems(datasets);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!userId || items === null) return null;

  async function open(id: string) {
    setOpening(id);
    try {
      const { dataset, fileName } = await reopenDataset(id);
      setDataset(dataset, fileName);
      notify.success(STEP_TOASTS.datasetOpened);
      void navigate({ to: '/dashboard/view' });
    } catch {
      notify.error(STEP_TOASTS.datasetOpenFailed);
    } finally {
      setOpening(null);
    }
  }

  return (
    <section className="tl-saved" aria-labelledby="tl-saved-title">
      <h2 id="tl-saved-title" className="tl-saved__title">
        {SAVED_TEXT.title}
      </h2>
      {items.length === 0 ? (
        <p className="tl-saved__empty">{SAVED_TEXT.empty}</p>
      ) : (
        <ul className="tl-saved__list">
          {items.map((d) => (
            <li key={d.id} className="tl-saved__item">
              <div className="tl-saved__info">
                <span className="tl-saved__name">{d.file_name ?? d.name}</span>
                <span className="tl-saved__meta">
                  {SAVED_TEXT.rows(d.row_count)} · {SAVED_TEXT.columns(d.column_count)} · {new Date(d.created_at).toLocaleString()}
                </span>
              </div>
              <div className="tl-saved__actions">
                {/* Refresh and Versions (issue 18): the row takes the new counts after a refresh or a restore. */}
                <SavedDatasetActions datasetId={d.id} userId={userId} name={d.file_name ?? d.name} onChanged={(c) => setItems((all) => all && all.map((x) => (x.id === d.id ? { ...x, ...c } : x)))} />
                <Button size="sm" variant="secondary" loading={opening === d.id} onClick={() => void open(d.id)} aria-label={`${SAVED_TEXT.open} ${d.file_name ?? d.name}`}>
                  {SAVED_TEXT.open}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
