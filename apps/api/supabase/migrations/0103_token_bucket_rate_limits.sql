-- Token buckets replace the fixed one-minute windows of 0101 (issue 14: with a window
-- aligned on the minute, 200 requests passed in 2.5 s across a boundary for a limit of
-- 100 a minute). One row per bucket ("<policy>:<key>"): its level and when it was last
-- computed, on the database clock, so every API instance on this database shares it.
-- Only the server's own connection uses it: no grants and no policies for API roles.

DROP FUNCTION public.api_rate_limit_hit(text, integer);
DROP FUNCTION public.api_rate_limit_prune();
DROP TABLE public.api_rate_limits;

CREATE TABLE public.rate_limit_buckets (
  bucket text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL
);
ALTER TABLE public.rate_limit_buckets ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.rate_limit_buckets FROM anon, authenticated;

-- Refills the bucket for the time passed (capped at capacity), takes one token when a whole
-- one is there, and answers whether it did and what is left. The row lock serialises
-- concurrent requests for one bucket across instances.
CREATE FUNCTION public.rate_limit_take(p_bucket text, p_capacity double precision, p_refill_per_second double precision)
RETURNS TABLE (allowed boolean, tokens double precision)
LANGUAGE plpgsql VOLATILE SET search_path = public, pg_temp
AS $$
DECLARE
  v_level double precision;
BEGIN
  INSERT INTO public.rate_limit_buckets (bucket, tokens, updated_at) VALUES (p_bucket, p_capacity, now())
  ON CONFLICT (bucket) DO NOTHING;
  SELECT least(p_capacity, b.tokens + greatest(0, extract(epoch FROM now() - b.updated_at)) * p_refill_per_second)
    INTO v_level FROM public.rate_limit_buckets b WHERE b.bucket = p_bucket FOR UPDATE;
  allowed := v_level >= 1;
  tokens := CASE WHEN v_level >= 1 THEN v_level - 1 ELSE v_level END;
  UPDATE public.rate_limit_buckets b SET tokens = CASE WHEN v_level >= 1 THEN v_level - 1 ELSE v_level END, updated_at = now() WHERE b.bucket = p_bucket;
  RETURN NEXT;
END
$$;
REVOKE ALL ON FUNCTION public.rate_limit_take(text, double precision, double precision) FROM PUBLIC, anon, authenticated;

-- Drops buckets untouched for an hour (they are full again, the same as no row).
CREATE FUNCTION public.rate_limit_prune() RETURNS integer
LANGUAGE sql VOLATILE SET search_path = public, pg_temp
AS $$
  WITH gone AS (DELETE FROM public.rate_limit_buckets WHERE updated_at < now() - interval '1 hour' RETURNING 1)
  SELECT count(*)::integer FROM gone;
$$;
REVOKE ALL ON FUNCTION public.rate_limit_prune() FROM PUBLIC, anon, authenticated;
