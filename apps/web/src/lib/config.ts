/** Backend settings read at run time (architecture.md §5): served by apps/api as /app/config.json. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** Raised when no backend configuration can be found; the sign-in dialog maps it to 'Database connection error...'. */
export class MissingConfigError extends Error {
  override name = 'MissingConfigError';
}

function isConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.supabaseUrl === 'string' && typeof v.supabaseAnonKey === 'string' && v.supabaseAnonKey !== '';
}

/**
 * Build-time `VITE_SUPABASE_URL`/`VITE_SUPABASE_ANON_KEY` (hosted deploys) win; otherwise
 * `/app/config.json`. A relative or empty URL means "this origin".
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const envUrl = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const envKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (envUrl && envKey) return { supabaseUrl: envUrl, supabaseAnonKey: envKey };
  let body: unknown;
  try {
    const res = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new MissingConfigError(`config.json answered ${res.status}`);
    body = await res.json();
  } catch (e) {
    if (e instanceof MissingConfigError) throw e;
    throw new MissingConfigError('config.json could not be read');
  }
  if (!isConfig(body)) throw new MissingConfigError('config.json lacks supabaseUrl or supabaseAnonKey');
  return { supabaseUrl: new URL(body.supabaseUrl || '/', window.location.origin).href.replace(/\/$/, ''), supabaseAnonKey: body.supabaseAnonKey };
}
