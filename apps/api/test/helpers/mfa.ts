import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { client, signedInUser } from './clients.js';
import type { TestServer } from './startServer.js';

const PERIOD_MS = 30_000;

/** The current RFC 6238 time step (30 s). */
export const currentStep = (): number => Math.floor(Date.now() / PERIOD_MS);

/** The 6-digit code of `secret` for time step `step`, computed by otpauth (an independent implementation). */
export function codeForStep(secret: string, step: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * PERIOD_MS });
}

/** A 6-digit code that matches none of the steps the server could accept around now (±2 steps of margin). */
export function wrongCode(secret: string): string {
  const now = currentStep();
  const taken = new Set([-2, -1, 0, 1, 2].map((d) => codeForStep(secret, now + d)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!taken.has(candidate)) return candidate;
  }
}

export interface TotpUser {
  sb: SupabaseClient;
  id: string;
  email: string;
  password: string;
  factorId: string;
  secret: string;
  /** The step of the code that verified the factor; later codes must be newer. */
  usedStep: number;
}

/** A new user whose TOTP factor is verified; `sb` holds the aal2 session of the enrolment. */
export async function userWithTotp(server: TestServer): Promise<TotpUser> {
  const { sb, id, email } = await signedInUser(server);
  const enrol = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrol.error || !enrol.data) throw new Error(`enrol failed: ${enrol.error?.message}`);
  const step = currentStep();
  const verify = await sb.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: codeForStep(enrol.data.totp.secret, step) });
  if (verify.error) throw new Error(`verify failed: ${verify.error.message}`);
  return { sb, id, email, password: 'correct-horse-1', factorId: enrol.data.id, secret: enrol.data.totp.secret, usedStep: step };
}

/** A second, password-only (aal1) session of the same user. */
export async function passwordOnlySession(server: TestServer, email: string, password = 'correct-horse-1'): Promise<SupabaseClient> {
  const sb = client(server);
  const { error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return sb;
}
