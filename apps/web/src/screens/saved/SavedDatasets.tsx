import { Link } from '@tanstack/react-router';
import { LIBRARY_TEXT } from '../../messages/saved.js';
import { SAVED_TEXT } from '../../messages/steps.js';
import { useAuthStore } from '../../stores/authStore.js';
import { DatasetRowActions } from './DatasetRowActions.js';
import { SaveConflictDialog } from './SaveConflictDialog.js';
import { SavedList } from './SavedList.js';
import './saved.css';

/** The upload screen's panel of a signed-in user's saved datasets (the library's datasets, with a link to all saved work). */
export function SavedDatasets() {
  const userId = useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  if (!userId) return null;
  return (
    <section className="tl-saved" aria-labelledby="tl-saved-title">
      <div className="tl-saved__head">
        <h2 id="tl-saved-title" className="tl-saved__title">
          {SAVED_TEXT.title}
        </h2>
        <Link to="/saved" className="tl-saved__link">
          {LIBRARY_TEXT.viewAll}
        </Link>
      </div>
      <SavedList kind="datasets" rowActions={(item) => <DatasetRowActions item={item} userId={userId} />} />
      <SaveConflictDialog />
    </section>
  );
}
