-- Sharing through unguessable links (issue 14). Until now anyone could list every public
-- dashboard with its owner's user_id (GET /rest/v1/dashboards?is_public=eq.true) and read its
-- widgets as saved, raw rows included. Now:
-- - nobody but the owner selects a dashboard row: the "Anyone reads public dashboards" policy is gone;
-- - a share link is a random token (32 bytes from two gen_random_uuid(): 244 random bits, base64url)
--   in public.dashboard_shares, one per dashboard, readable by its owner only (the owner's app shows
--   the link again after a reload; whoever holds the database file holds the datasets themselves);
-- - a reader with the token calls shared_dashboard(share_token), a SECURITY DEFINER function that
--   answers only what each panel draws: title, type, chart type, position, the summary counts and
--   the drawn points as { label, value, series? } — no user_id, no ids of rows, no dataset, no other field;
-- - share_dashboard(dashboard) makes a new link (the old one stops at once), unshare_dashboard
--   revokes it. Both run with the caller's rights, so row-level security (owner, aal2) decides.
-- The REST layer exposes exactly these three functions under /rest/v1/rpc (src/rest/rpc.ts).

DROP POLICY "Anyone reads public dashboards" ON public.dashboards;
DROP INDEX public.dashboards_public_idx;

-- 32 random-looking bytes as 43 base64url characters. gen_random_uuid() draws from the server's
-- strong random source (pg_strong_random) and works on PGlite and Postgres without pgcrypto.
CREATE FUNCTION public.new_share_token() RETURNS text
LANGUAGE sql VOLATILE SET search_path = '' AS $$
  SELECT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
$$;

CREATE TABLE public.dashboard_shares (
  token text PRIMARY KEY DEFAULT public.new_share_token() CHECK (length(token) >= 43),
  dashboard_id uuid NOT NULL UNIQUE REFERENCES public.dashboards (id) ON DELETE CASCADE,
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboard_shares_user_id_idx ON public.dashboard_shares (user_id);

-- The token is always the server's: a client may name the dashboard, never the token or the owner.
REVOKE ALL ON public.dashboard_shares FROM anon, authenticated;
GRANT SELECT, DELETE ON public.dashboard_shares TO authenticated;
GRANT INSERT (dashboard_id) ON public.dashboard_shares TO authenticated;

ALTER TABLE public.dashboard_shares ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Owners read dashboard shares" ON public.dashboard_shares FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete dashboard shares" ON public.dashboard_shares FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners share their dashboards" ON public.dashboard_shares FOR INSERT TO authenticated
  WITH CHECK ((SELECT auth.uid()) = user_id AND EXISTS (SELECT 1 FROM public.dashboards d WHERE d.id = dashboard_id AND d.user_id = (SELECT auth.uid())));
CREATE POLICY "Require aal2 once two-factor is on" ON public.dashboard_shares AS RESTRICTIVE TO authenticated
  USING (array[(SELECT auth.jwt() ->> 'aal')] <@ (
    SELECT CASE WHEN count(id) > 0 THEN array['aal2'] ELSE array['aal1', 'aal2'] END
      FROM auth.mfa_factors WHERE (SELECT auth.uid()) = user_id AND status = 'verified'));

-- A new link for the caller's dashboard (the earlier one stops working in the same transaction).
CREATE FUNCTION public.share_dashboard(dashboard uuid) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = '' AS $$
DECLARE
  t text;
BEGIN
  UPDATE public.dashboards d SET is_public = true WHERE d.id = dashboard;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Dashboard not found' USING ERRCODE = 'P0002';
  END IF;
  DELETE FROM public.dashboard_shares s WHERE s.dashboard_id = dashboard;
  INSERT INTO public.dashboard_shares (dashboard_id) VALUES (dashboard) RETURNING token INTO t;
  RETURN t;
END
$$;

-- Revokes the caller's link: false when the dashboard is not the caller's (nothing changes).
CREATE FUNCTION public.unshare_dashboard(dashboard uuid) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = '' AS $$
BEGIN
  UPDATE public.dashboards d SET is_public = false WHERE d.id = dashboard;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM public.dashboard_shares s WHERE s.dashboard_id = dashboard;
  RETURN true;
END
$$;

-- A JSON number, or `fallback` for anything else (strings, objects, null).
CREATE FUNCTION public.share_number(v jsonb, fallback numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN v::text::numeric ELSE fallback END
$$;

-- One stored widget as the figures its panel draws, nothing else.
CREATE FUNCTION public.share_widget(w jsonb, n bigint) RETURNS jsonb
LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT jsonb_build_object(
    'id', CASE WHEN jsonb_typeof(w -> 'id') = 'string' THEN left(w ->> 'id', 100) ELSE 'widget-' || n END,
    'type', CASE WHEN w ->> 'type' = 'summary' THEN 'summary' ELSE 'chart' END,
    'title', CASE WHEN jsonb_typeof(w -> 'title') = 'string' THEN left(w ->> 'title', 500) ELSE '' END,
    'chartType', CASE WHEN jsonb_typeof(w -> 'chartType') = 'string' THEN left(w ->> 'chartType', 40) END,
    'position', jsonb_build_object(
      'x', public.share_number(w -> 'position' -> 'x', 0), 'y', public.share_number(w -> 'position' -> 'y', 0),
      'w', public.share_number(w -> 'position' -> 'w', 12), 'h', public.share_number(w -> 'position' -> 'h', 4)),
    'stats', CASE WHEN w ->> 'type' = 'summary' THEN jsonb_build_object(
      'totalRows', public.share_number(w -> 'stats' -> 'totalRows', 0),
      'totalColumns', public.share_number(w -> 'stats' -> 'totalColumns', 0),
      'numericColumns', public.share_number(w -> 'stats' -> 'numericColumns', 0)) END,
    'chartData', CASE WHEN w ->> 'type' <> 'summary' AND jsonb_typeof(w -> 'chartData') = 'array' THEN (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
               'label', left(CASE WHEN jsonb_typeof(p -> 'label') IN ('string', 'number', 'boolean') THEN p ->> 'label' ELSE '' END, 200),
               'value', public.share_number(p -> 'value', 0))
             || CASE WHEN jsonb_typeof(p -> 'series') = 'string' THEN jsonb_build_object('series', left(p ->> 'series', 200)) ELSE '{}'::jsonb END
             ORDER BY i), '[]'::jsonb)
        FROM jsonb_array_elements(w -> 'chartData') WITH ORDINALITY AS e(p, i)
       WHERE jsonb_typeof(p) = 'object' AND i <= 1000) END)
$$;

-- What a reader with the link sees; raises P0002 (answered 404) for an unknown or revoked token.
CREATE FUNCTION public.shared_dashboard(share_token text) RETURNS jsonb
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = '' AS $$
DECLARE
  out jsonb;
BEGIN
  SELECT jsonb_build_object(
           'name', d.name,
           'description', d.description,
           'widgets', coalesce((
             SELECT jsonb_agg(public.share_widget(e.w, e.n) ORDER BY e.n)
               FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d.widgets) = 'array' THEN d.widgets ELSE '[]'::jsonb END) WITH ORDINALITY AS e(w, n)
              WHERE jsonb_typeof(e.w) = 'object'), '[]'::jsonb))
    INTO out
    FROM public.dashboard_shares s
    JOIN public.dashboards d ON d.id = s.dashboard_id
   WHERE s.token = share_token AND d.is_public;
  IF out IS NULL THEN
    RAISE EXCEPTION 'Shared dashboard not found' USING ERRCODE = 'P0002';
  END IF;
  RETURN out;
END
$$;

-- new_share_token() stays executable by authenticated: it is the column's default on their inserts.
REVOKE ALL ON FUNCTION public.new_share_token() FROM PUBLIC, anon;
REVOKE ALL ON FUNCTION public.share_number(jsonb, numeric) FROM PUBLIC, anon, authenticated;
REVOKE ALL ON FUNCTION public.share_widget(jsonb, bigint) FROM PUBLIC, anon, authenticated;
REVOKE ALL ON FUNCTION public.share_dashboard(uuid) FROM PUBLIC, anon;
REVOKE ALL ON FUNCTION public.unshare_dashboard(uuid) FROM PUBLIC, anon;
REVOKE ALL ON FUNCTION public.shared_dashboard(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.share_dashboard(uuid), public.unshare_dashboard(uuid) TO authenticated;
GRANT EXECUTE ON FUNCTION public.shared_dashboard(text) TO anon, authenticated;
