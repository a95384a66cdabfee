/**
 * A data request (REST, Storage or the /v1 API) answered 401 means the server no longer accepts
 * this browser's token: usually the session was ended elsewhere ("sign out everywhere" on another
 * device), sometimes only an expired token. The session is then asked of the auth server once;
 * when it is gone, supabase-js drops it and fires SIGNED_OUT, which the auth store turns into
 * "sign in again" with a message instead of a half-signed-in page.
 */
let verify: (() => Promise<void>) | null = null;
let running: Promise<void> | null = null;

/** Set once by the auth layer: asks the auth server whether the session still exists. */
export function setSessionVerifier(fn: (() => Promise<void>) | null): void {
  verify = fn;
}

/** True when `url` is a data endpoint (not /auth/v1, whose 401s are wrong passwords and the like) and `status` is 401. */
export function isRejectedDataRequest(url: string, status: number): boolean {
  if (status !== 401) return false;
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return false;
  }
  if (path.includes('/auth/v1/')) return false;
  return path.includes('/rest/v1/') || path.includes('/storage/v1/') || path.startsWith('/v1/');
}

/** Checks the session once, however many requests failed together. */
export function checkSession(): Promise<void> {
  if (!verify) return Promise.resolve();
  const run = verify;
  running ??= Promise.resolve()
    .then(run)
    .catch((e: unknown) => console.warn('session check failed:', e))
    .finally(() => {
      running = null;
    });
  return running;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** fetch that reports a rejected data request; the response is handed back unchanged. */
export async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  // Deferred: supabase-js holds its session lock while a request of its own is under way.
  if (isRejectedDataRequest(urlOf(input), res.status)) setTimeout(() => void checkSession(), 0);
  return res;
}
