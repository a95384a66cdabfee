import type { VersionsData } from '../stores/saved/datasetVersions.js';
import { useLoad } from './useLoad.js';

/** The kept versions of a saved dataset while its dialog is open; `reload` is the Retry of a failed load. */
export function useDatasetVersions(datasetId: string, open: boolean, list: VersionsData['list']) {
  const { state, reload } = useLoad(() => list(datasetId), datasetId, open);
  const listing = state.kind === 'ready' ? { kind: 'ready' as const, current: state.data.current, versions: state.data.versions } : state;
  return { listing, reload };
}
