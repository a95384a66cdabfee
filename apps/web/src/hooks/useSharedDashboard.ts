import { getSharedDashboard } from '../lib/db/dashboards.js';
import { useLoad } from './useLoad.js';

/**
 * The dashboard behind a share link: `ready` with null when the link is unknown or revoked,
 * `failed` when it could not be read (offline, server error) — shown with a Retry, never as
 * "not shared".
 */
export function useSharedDashboard(token: string) {
  return useLoad(() => getSharedDashboard(token), token);
}
