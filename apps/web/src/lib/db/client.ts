import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../config.js';
import { sessionFetch } from '../session/sessionCheck.js';
import { spliceRawJson } from './rawJson.js';

let client: Promise<SupabaseClient> | null = null;

/** The one supabase client of the app, created on first use from the run-time config. */
export function getClient(): Promise<SupabaseClient> {
  client ??= loadConfig().then((c) =>
    createClient(c.supabaseUrl, c.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      // A 401 from REST or Storage makes the app check whether the session was ended elsewhere. A body holding
      // raw JSON placeholders (the saved-dataset preview the parse worker serialised) gets their JSON spliced in.
      global: { fetch: (input, init) => sessionFetch(input, typeof init?.body === 'string' ? { ...init, body: spliceRawJson(init.body) } : init) },
    }),
  );
  // A failed config load is retried on the next call instead of being cached.
  client.catch(() => {
    client = null;
  });
  return client;
}
