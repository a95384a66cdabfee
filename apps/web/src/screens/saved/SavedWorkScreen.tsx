import { Tabs } from '@tallyline/ui';
import { useState } from 'react';
import { LIBRARY_TEXT, SAVED_KIND_TEXT } from '../../messages/saved.js';
import { useAuthStore } from '../../stores/authStore.js';
import type { SavedKind } from '../../stores/savedStore.js';
import { DatasetRowActions } from './DatasetRowActions.js';
import { SaveConflictDialog } from './SaveConflictDialog.js';
import { SavedList } from './SavedList.js';
import './saved.css';

/** /app/saved: the saved-work library — datasets, dashboards and reports, each searchable, sortable and paged. */
export function SavedWorkScreen() {
  const [tab, setTab] = useState<SavedKind>('datasets');
  const userId = useAuthStore((s) => s.user?.id ?? '');
  return (
    <div className="tl-saved-screen">
      <header className="tl-saved-screen__header">
        <h1 className="tl-saved-screen__title">{LIBRARY_TEXT.title}</h1>
        <p className="tl-saved-screen__intro">{LIBRARY_TEXT.intro}</p>
      </header>
      <section className="tl-saved">
        <Tabs
          label={LIBRARY_TEXT.title}
          value={tab}
          onValueChange={(v) => setTab(v as SavedKind)}
          items={[
            { value: 'datasets', label: SAVED_KIND_TEXT.datasets.title, content: <SavedList kind="datasets" rowActions={(item) => <DatasetRowActions item={item} userId={userId} />} /> },
            { value: 'dashboards', label: SAVED_KIND_TEXT.dashboards.title, content: <SavedList kind="dashboards" /> },
            { value: 'reports', label: SAVED_KIND_TEXT.reports.title, content: <SavedList kind="reports" /> },
          ]}
        />
      </section>
      <SaveConflictDialog />
    </div>
  );
}
