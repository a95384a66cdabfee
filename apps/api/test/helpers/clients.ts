import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './startServer.js';

let counter = 0;

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}

/** A fresh, unmodified supabase-js client against the test server (in-memory session, no timers). */
export function client(server: TestServer): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no native WebSocket and realtime is unused: a never-connected stand-in keeps the client constructible.
    realtime: { transport: NoWebSocket as never },
  });
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Signs up a new user (confirmation off) and returns a signed-in client plus its ids. */
export async function signedInUser(server: TestServer, fullName = 'Test User'): Promise<{ sb: SupabaseClient; id: string; email: string; accessToken: string }> {
  const sb = client(server);
  const email = uniqueEmail();
  const { data, error } = await sb.auth.signUp({ email, password: 'correct-horse-1', options: { data: { full_name: fullName } } });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { sb, id: data.user.id, email, accessToken: data.session.access_token };
}

/** The claims of a JWT, decoded without verifying (what supabase-js does with the access token). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}
