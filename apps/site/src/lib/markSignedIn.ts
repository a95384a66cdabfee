import { hasSession } from './hasSession.js';

/** Set on <html> when the visitor has a session: the header then shows Dashboard instead of Sign In. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Marks the document for a signed-in visitor (a supabase-js session in storage; no request). The
 * header renders both its signed-in and signed-out links and CSS shows one, so the prerendered
 * HTML is right for everyone without waiting for the header to hydrate.
 */
export function markSignedIn(html: HTMLElement, storage: Pick<Storage, 'getItem'>, hostname: string): void {
  html.toggleAttribute(SIGNED_IN_ATTRIBUTE, hasSession(storage, hostname));
}
