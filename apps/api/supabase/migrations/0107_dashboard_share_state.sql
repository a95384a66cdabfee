-- A dashboard is shared exactly when it has a share link, whichever route changes it (issue 14).
-- Until now only share_dashboard()/unshare_dashboard() kept is_public and dashboard_shares together:
-- - PATCH /v1/dashboards/{id} (or a REST update) with is_public = true made the dashboard "shared"
--   with no link at all;
-- - is_public = false stopped the link (shared_dashboard() checks is_public) but kept its token, so
--   turning is_public on again by any route brought the old, revoked link back to life.
-- Now a trigger keeps the two together: is_public turning true makes a link when there is none
-- (an existing link is kept), is_public turning false deletes the link — a revoked token never
-- comes back. It runs as the table owner (the token column is the server's, never a client's);
-- the update that fires it has already passed the owner's row-level security and the aal2 policy.

-- Dashboards left "public" with no link by 0106 (links by dashboard id, which no longer open):
-- nobody can read them, so they are not shared; their owners share them again to get a link.
UPDATE public.dashboards d SET is_public = false
 WHERE d.is_public AND NOT EXISTS (SELECT 1 FROM public.dashboard_shares s WHERE s.dashboard_id = d.id);

CREATE FUNCTION public.sync_dashboard_share() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF NEW.is_public THEN
    INSERT INTO public.dashboard_shares (dashboard_id, user_id) VALUES (NEW.id, NEW.user_id)
      ON CONFLICT (dashboard_id) DO NOTHING;
  ELSE
    DELETE FROM public.dashboard_shares s WHERE s.dashboard_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
REVOKE ALL ON FUNCTION public.sync_dashboard_share() FROM PUBLIC, anon, authenticated;

CREATE TRIGGER dashboards_share_on_insert AFTER INSERT ON public.dashboards
  FOR EACH ROW WHEN (NEW.is_public) EXECUTE FUNCTION public.sync_dashboard_share();
CREATE TRIGGER dashboards_share_on_update AFTER UPDATE OF is_public ON public.dashboards
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public) EXECUTE FUNCTION public.sync_dashboard_share();
