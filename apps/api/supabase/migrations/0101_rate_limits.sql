-- Rate-limit counters of the public REST API v1, shared by every API instance
-- that uses the same Postgres (DATABASE_URL). Fixed 60-second windows aligned
-- on the database clock, so instances with skewed clocks still agree. One row
-- per bucket ("key:<id>", "user:<id>", "ip:<addr>") and window. Only the
-- server's own connection uses them: no grants and no policies for API roles.

CREATE TABLE public.api_rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (bucket, window_start)
);
ALTER TABLE public.api_rate_limits ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.api_rate_limits FROM anon, authenticated;

-- Counts one request in the bucket's current window (atomic upsert-increment)
-- and answers the count so far and when the window ends.
CREATE FUNCTION public.api_rate_limit_hit(p_bucket text, p_window_seconds integer DEFAULT 60)
RETURNS TABLE (hit_count integer, window_end timestamptz)
LANGUAGE sql VOLATILE SET search_path = public, pg_temp
AS $$
  INSERT INTO public.api_rate_limits AS r (bucket, window_start, hits)
  VALUES (
    p_bucket,
    to_timestamp(floor(extract(epoch FROM clock_timestamp()) / p_window_seconds) * p_window_seconds),
    1
  )
  ON CONFLICT (bucket, window_start) DO UPDATE SET hits = r.hits + 1
  RETURNING r.hits, r.window_start + make_interval(secs => p_window_seconds);
$$;
REVOKE ALL ON FUNCTION public.api_rate_limit_hit(text, integer) FROM PUBLIC, anon, authenticated;

-- Drops windows that ended more than a minute ago; the server calls it now and then.
CREATE FUNCTION public.api_rate_limit_prune() RETURNS integer
LANGUAGE sql VOLATILE SET search_path = public, pg_temp
AS $$
  WITH gone AS (
    DELETE FROM public.api_rate_limits WHERE window_start < clock_timestamp() - interval '2 minutes' RETURNING 1
  )
  SELECT count(*)::integer FROM gone;
$$;
REVOKE ALL ON FUNCTION public.api_rate_limit_prune() FROM PUBLIC, anon, authenticated;
