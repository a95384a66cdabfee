-- Local platform bootstrap, part 3: what our auth server keeps beyond GoTrue's schema
-- to make two-factor hold (issue 14). Idempotent, like the other platform files.

-- The TOTP time step of the last accepted code: a code is never accepted twice.
ALTER TABLE auth.mfa_factors ADD COLUMN IF NOT EXISTS last_totp_step bigint;

-- Failed second-factor attempts, counted per key ('factor:<id>' or 'recovery:<user id>')
-- to refuse guessing past a few attempts a minute. Written outside the failing transaction.
CREATE TABLE IF NOT EXISTS auth.mfa_failed_attempts (
  id bigserial PRIMARY KEY,
  attempt_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mfa_failed_attempts_key_idx ON auth.mfa_failed_attempts (attempt_key, created_at);

-- One-time recovery codes of a user with a verified factor, stored as SHA-256 hashes
-- (each code carries 79 random bits, so a hash cannot be reversed by guessing).
CREATE TABLE IF NOT EXISTS auth.mfa_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS mfa_recovery_codes_user_idx ON auth.mfa_recovery_codes (user_id);

-- The restrictive "aal2 once two-factor is on" policies (migration 0102, in the form the
-- Supabase MFA guide documents) read the caller's own factors as the API role: it may see
-- which factors exist and whether they are verified, never their secrets. API roles reach
-- the auth schema only through SQL we write (REST exposes `public` alone).
GRANT SELECT (id, user_id, status) ON auth.mfa_factors TO authenticated;
