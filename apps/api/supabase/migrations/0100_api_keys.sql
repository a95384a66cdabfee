-- API keys of the public REST API v1 (issue 5; site.md §6 "API keys can be scoped
-- to permissions, and a key is shown only once"). Only a SHA-256 hash of each key
-- is stored. Users manage their own keys under row-level security; the server
-- looks a key up before the user is known through one narrow SECURITY DEFINER
-- function, and then runs every data query as that user (RLS decides).

CREATE TABLE public.api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- The first characters of the key ("tl_" + 8), shown in lists to recognise it.
  prefix text NOT NULL CHECK (char_length(prefix) BETWEEN 4 AND 16),
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  scope text NOT NULL DEFAULT 'read' CHECK (scope IN ('read', 'read-write')),
  tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'professional', 'enterprise')),
  -- Requests per minute; NULL means the tier's default (free 100, professional 500, enterprise 1000).
  rate_limit integer CHECK (rate_limit IS NULL OR rate_limit > 0),
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_user_id_created_at_idx ON public.api_keys (user_id, created_at DESC);

ALTER TABLE public.api_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Owners read api keys" ON public.api_keys FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create api keys" ON public.api_keys FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update api keys" ON public.api_keys FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete api keys" ON public.api_keys FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);

-- Column privileges: a user may name and revoke a key, never raise its tier or
-- limit (that is billing's job) and never read the hash back.
REVOKE ALL ON public.api_keys FROM anon, authenticated;
GRANT SELECT (id, user_id, name, prefix, scope, tier, rate_limit, last_used_at, revoked_at, created_at) ON public.api_keys TO authenticated;
GRANT INSERT (name, prefix, key_hash, scope) ON public.api_keys TO authenticated;
GRANT UPDATE (name, revoked_at) ON public.api_keys TO authenticated;
GRANT DELETE ON public.api_keys TO authenticated;

-- A revoked key stays revoked.
CREATE FUNCTION public.api_keys_keep_revoked() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp
AS $$
BEGIN
  IF OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at THEN
    RAISE EXCEPTION 'a revoked API key cannot be restored' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER api_keys_keep_revoked BEFORE UPDATE ON public.api_keys FOR EACH ROW EXECUTE FUNCTION public.api_keys_keep_revoked();

-- The key lookup that happens before the user is known. Given the SHA-256 hex of
-- a presented key it answers who owns it, its scope and limit, and whether it
-- is revoked, and stamps last_used_at (at most every 10 s, to spare writes).
-- It exposes nothing else: knowing a hash requires knowing the key.
CREATE FUNCTION public.api_key_authenticate(p_key_hash text)
RETURNS TABLE (key_id uuid, owner_id uuid, key_scope text, key_tier text, key_rate_limit integer, revoked boolean)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
DECLARE
  k public.api_keys%ROWTYPE;
BEGIN
  SELECT * INTO k FROM public.api_keys WHERE key_hash = p_key_hash;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF k.revoked_at IS NULL AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '10 seconds') THEN
    UPDATE public.api_keys SET last_used_at = now() WHERE id = k.id;
  END IF;
  RETURN QUERY SELECT k.id, k.user_id, k.scope, k.tier, k.rate_limit, k.revoked_at IS NOT NULL;
END
$$;
REVOKE ALL ON FUNCTION public.api_key_authenticate(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.api_key_authenticate(text) TO anon, authenticated, service_role;
