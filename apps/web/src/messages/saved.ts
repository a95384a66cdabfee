/**
 * Texts of the saved-work library (issue 17). The spec has only the step toasts; these are new.
 * Kept apart from messages/steps.ts so the spec's texts stay recognisable there.
 */
import type { SavedKind } from '../stores/savedStore.js';

export const SAVED_KIND_TEXT: Record<SavedKind, { title: string; one: string; empty: string; emptySearch: (q: string) => string }> = {
  datasets: {
    title: 'Datasets',
    one: 'dataset',
    empty: 'No saved datasets yet. Datasets you upload while signed in appear here.',
    emptySearch: (q) => `No saved datasets match “${q}”.`,
  },
  dashboards: {
    title: 'Dashboards',
    one: 'dashboard',
    empty: 'No saved dashboards yet. A dashboard is saved when you build one from a saved dataset.',
    emptySearch: (q) => `No saved dashboards match “${q}”.`,
  },
  reports: {
    title: 'Reports',
    one: 'report',
    empty: 'No saved reports yet. A report is saved when you generate one from a saved dataset.',
    emptySearch: (q) => `No saved reports match “${q}”.`,
  },
};

export const LIBRARY_TEXT = {
  title: 'Saved work',
  intro: 'Everything you saved while signed in: open it where you left off, rename it or delete it.',
  navLabel: 'Saved work',
  viewAll: 'All saved work',
  search: (kind: string) => `Search ${kind} by name`,
  sortLabel: 'Sort by',
  sortDate: 'Most recent',
  sortName: 'Name (A–Z)',
  open: 'Open',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  actionsFor: (name: string) => `Actions for ${name}`,
  renameLabel: (name: string) => `New name for ${name}`,
  loading: 'Loading saved work…',
  loadFailed: 'Your saved work could not be loaded.',
  retry: 'Retry',
  pageLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  count: (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`,
  rows: (n: number) => `${n.toLocaleString('en-US')} rows`,
  columns: (n: number) => `${n} columns`,
  opened: (when: string) => `Opened ${when}`,
  updated: (when: string) => `Updated ${when}`,
  shared: 'Shared',
  noDataset: 'Its dataset is no longer saved',
} as const;

/** Rename: what the name must be, and what happens. */
export const RENAME_TEXT = {
  empty: 'Enter a name.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  renamed: 'Renamed',
  failed: 'Could not rename. Your new name is kept — try again.',
} as const;

export const DELETE_TEXT = {
  title: (one: string) => `Delete this ${one}?`,
  message: (name: string) => `“${name}” will be deleted for good, with its stored file. This cannot be undone.`,
  messagePlain: (name: string) => `“${name}” will be deleted for good. This cannot be undone.`,
  confirm: 'Delete',
  dependentsTitle: 'Also delete what was built on it?',
  dependentsMessage: (name: string, list: string) => `These were built on “${name}” and will be deleted with it: ${list}.`,
  dependentsConfirm: 'Delete all',
  deleted: (name: string) => `Deleted “${name}”`,
  failed: (name: string) => `Could not delete “${name}”.`,
  checking: 'Checking what was built on it…',
} as const;

export const SAVE_TEXT = {
  conflictTitle: 'You saved a file with this name before',
  conflictMessage: (fileName: string, existing: string) =>
    `“${fileName}” has different content from your saved “${existing}”. Replace the saved one (its earlier content is kept as a version), or keep both?`,
  replace: 'Replace',
  keepBoth: 'Keep both',
  cancel: "Don't save",
  datasetFailed: 'Your dataset could not be saved.',
  reportFailed: 'Your report could not be saved.',
  kpisFailed: 'Your KPIs could not be saved.',
  openFailed: 'This could not be opened.',
  dashboardOpened: 'Dashboard opened',
  reportOpened: 'Report opened',
  retry: 'Retry',
} as const;
