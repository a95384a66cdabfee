-- Sharing changes only through the share path (issue 14, leftover of 0107). The app saves a dashboard
-- with every change, and its saves carried the is_public it had loaded: an app left open in another
-- tab (or any stale client) that saved after its owner had unshared the dashboard elsewhere (another
-- tab, DELETE /v1/dashboards/{id}/share) turned is_public on again — and 0107's trigger then made a
-- fresh link: the dashboard was shared again as a side effect of a content save.
--
-- Now an UPDATE cannot turn is_public on by itself:
-- - share_dashboard() is the way to share. It names the dashboard it shares in a setting local to
--   its own call (tallyline.sharing_dashboard; its SET clause undoes the setting when it returns),
--   and the trigger below lets exactly that row's update through. /v1's share route and PATCH with
--   is_public: true call share_dashboard().
-- - Any other UPDATE that says is_public = true of an unshared dashboard (a REST update or upsert, an
--   older app's save) keeps it unshared and saves the rest of the row: a stale app's content is not
--   lost, its sharing wish is. No error, so an open app of the previous version still saves.
-- - Turning is_public off by an UPDATE still revokes the link (0107): that direction never exposes
--   anything. An INSERT may still create a dashboard public (POST /v1/dashboards with is_public), it
--   gets its own new link (0107).
-- The setting is no credential: whoever could set it could call share_dashboard() on the same row
-- (row-level security and the aal2 policy decide both). It only tells an explicit share apart from a
-- save that happens to carry a stale is_public.

CREATE FUNCTION public.keep_dashboard_unshared() RETURNS trigger
LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF coalesce(current_setting('tallyline.sharing_dashboard', true), '') <> NEW.id::text THEN
    NEW.is_public := false;
  END IF;
  RETURN NEW;
END
$$;
REVOKE ALL ON FUNCTION public.keep_dashboard_unshared() FROM PUBLIC, anon, authenticated;

-- BEFORE, so 0107's AFTER trigger sees the row as it is stored (no link is made for a kept-off row).
CREATE TRIGGER dashboards_share_only_by_share_dashboard BEFORE UPDATE ON public.dashboards
  FOR EACH ROW WHEN (NOT OLD.is_public AND NEW.is_public) EXECUTE FUNCTION public.keep_dashboard_unshared();

-- As 0106's, plus the setting that lets its own update through. CREATE OR REPLACE keeps the grants.
CREATE OR REPLACE FUNCTION public.share_dashboard(dashboard uuid) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = '' AS $$
DECLARE
  t text;
BEGIN
  PERFORM set_config('tallyline.sharing_dashboard', dashboard::text, true);
  UPDATE public.dashboards d SET is_public = true WHERE d.id = dashboard;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Dashboard not found' USING ERRCODE = 'P0002';
  END IF;
  PERFORM set_config('tallyline.sharing_dashboard', '', true);
  DELETE FROM public.dashboard_shares s WHERE s.dashboard_id = dashboard;
  INSERT INTO public.dashboard_shares (dashboard_id) VALUES (dashboard) RETURNING token INTO t;
  RETURN t;
END
$$;
