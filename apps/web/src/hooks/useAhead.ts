import type { Dataset } from '@tallyline/core';
import { useCallback, useSyncExternalStore } from 'react';
import { aheadOf, subscribeAhead, type Ahead } from '../workers/aheadRegistry.js';

/** The parse worker's results for `dataset` (workers/aheadRegistry): 'pending', the results, or null (compute them here). */
export function useAhead(dataset: Dataset): Ahead {
  const subscribe = useCallback((listener: () => void) => subscribeAhead(dataset, listener), [dataset]);
  const snapshot = () => aheadOf(dataset);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
