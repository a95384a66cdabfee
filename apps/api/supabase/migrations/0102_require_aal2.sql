-- Two-factor protects data (issue 14). Once a user has a verified factor, every table
-- and their stored files need an aal2 session: a restrictive policy per table, in the
-- form the Supabase MFA guide documents, AND-ed with the owner policies. A user without
-- a verified factor keeps working at aal1; anon is untouched (its own policies decide).
-- A new table needs the same policy: test/mfa.test.ts fails for any that lacks it.

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['public.profiles', 'public.datasets', 'public.dashboards', 'public.portfolios', 'public.kpis', 'public.api_keys', 'storage.objects'] LOOP
    EXECUTE format($policy$
      CREATE POLICY "Require aal2 once two-factor is on" ON %s AS RESTRICTIVE TO authenticated
        USING (array[(SELECT auth.jwt() ->> 'aal')] <@ (
          SELECT CASE WHEN count(id) > 0 THEN array['aal2'] ELSE array['aal1', 'aal2'] END
            FROM auth.mfa_factors WHERE (SELECT auth.uid()) = user_id AND status = 'verified'))
    $policy$, t);
  END LOOP;
END
$$;

-- An API key runs at the assurance level of the session that created it (taken from the
-- creator's token, never from the request body): a key made at aal1 stops reading data
-- once its owner turns two-factor on, like every other aal1 credential.
ALTER TABLE public.api_keys ADD COLUMN aal text NOT NULL DEFAULT coalesce(auth.jwt() ->> 'aal', 'aal1') CHECK (aal IN ('aal1', 'aal2'));
GRANT SELECT (aal) ON public.api_keys TO authenticated;

DROP FUNCTION public.api_key_authenticate(text);
CREATE FUNCTION public.api_key_authenticate(p_key_hash text)
RETURNS TABLE (key_id uuid, owner_id uuid, key_scope text, key_tier text, key_rate_limit integer, key_aal text, revoked boolean)
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
  RETURN QUERY SELECT k.id, k.user_id, k.scope, k.tier, k.rate_limit, k.aal, k.revoked_at IS NOT NULL;
END
$$;
REVOKE ALL ON FUNCTION public.api_key_authenticate(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.api_key_authenticate(text) TO anon, authenticated, service_role;
