-- Notifications (issue 17), continued: a share link being opened is a real event its owner wants to
-- know about (0420 had no kind for it: the server did not record it). shared_dashboard() now records
-- it as the owner's notification `share_opened`, with the dashboard's name as subject:
--   - not when the owner opens their own link (a signed-in reader who is the owner);
--   - at most once an hour per dashboard name, so a link passed round (or a reader reloading) is one
--     line in the owner's list, not hundreds — and an anonymous caller cannot fill anyone's table;
--   - never for an unknown or revoked token (that raises before anything is written).
-- The function becomes VOLATILE (it writes): /rest/v1/rpc answers it on POST only, as supabase-js calls it.

ALTER TABLE public.notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE public.notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('upload_finished', 'api_key_created', 'share_opened'));

CREATE OR REPLACE FUNCTION public.shared_dashboard(share_token text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = '' AS $$
DECLARE
  out jsonb;
  owner uuid;
  title text;
BEGIN
  SELECT jsonb_build_object(
           'name', d.name,
           'description', d.description,
           'widgets', coalesce((
             SELECT jsonb_agg(public.share_widget(e.w, e.n) ORDER BY e.n)
               FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d.widgets) = 'array' THEN d.widgets ELSE '[]'::jsonb END) WITH ORDINALITY AS e(w, n)
              WHERE jsonb_typeof(e.w) = 'object'), '[]'::jsonb)),
         d.user_id, left(d.name, 200)
    INTO out, owner, title
    FROM public.dashboard_shares s
    JOIN public.dashboards d ON d.id = s.dashboard_id
   WHERE s.token = share_token AND d.is_public;
  IF out IS NULL THEN
    RAISE EXCEPTION 'Shared dashboard not found' USING ERRCODE = 'P0002';
  END IF;
  IF (SELECT auth.uid()) IS DISTINCT FROM owner AND NOT EXISTS (
       SELECT 1 FROM public.notifications n
        WHERE n.user_id = owner AND n.kind = 'share_opened' AND n.subject = title
          AND n.created_at > now() - interval '1 hour') THEN
    INSERT INTO public.notifications (user_id, kind, subject) VALUES (owner, 'share_opened', title);
  END IF;
  RETURN out;
END
$$;
