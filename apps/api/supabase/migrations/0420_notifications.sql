-- Notifications of the app's header (issue 17): only real events, stored per user, newest first,
-- read or unread. Two kinds exist today:
--   upload_finished  — an upload of the signed-in user finished in their browser (the app reports it;
--                      an owner can only ever report this kind, about themselves);
--   api_key_created  — written by a trigger on api_keys, so every way of making a key (the app,
--                      /v1/api-keys) records it and no client can forge one.
-- A share link being opened is not recorded by the server, so there is no kind for it.
-- The app turns kind + subject into its texts; subject is the file or key name.
-- Row-level security as in 0002, aal2 as in 0102.

CREATE TABLE public.notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('upload_finished', 'api_key_created')),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_id_created_at_idx ON public.notifications (user_id, created_at DESC);

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Owners read notifications" ON public.notifications FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners report their uploads" ON public.notifications FOR INSERT TO authenticated
  WITH CHECK ((SELECT auth.uid()) = user_id AND kind = 'upload_finished');
CREATE POLICY "Owners mark notifications read" ON public.notifications FOR UPDATE TO authenticated
  USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete notifications" ON public.notifications FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Require aal2 once two-factor is on" ON public.notifications AS RESTRICTIVE TO authenticated
  USING (array[(SELECT auth.jwt() ->> 'aal')] <@ (
    SELECT CASE WHEN count(id) > 0 THEN array['aal2'] ELSE array['aal1', 'aal2'] END
      FROM auth.mfa_factors WHERE (SELECT auth.uid()) = user_id AND status = 'verified'));

-- Column privileges: what happened and when is never rewritten; only read_at changes. SELECT is
-- table-wide (every column is the owner's to read, and REST's RETURNING reads system columns too).
REVOKE ALL ON public.notifications FROM anon, authenticated;
GRANT SELECT ON public.notifications TO authenticated;
GRANT INSERT (kind, subject) ON public.notifications TO authenticated;
GRANT UPDATE (read_at) ON public.notifications TO authenticated;
GRANT DELETE ON public.notifications TO authenticated;

-- A new API key is a notification of its owner. SECURITY DEFINER: users may not write this kind.
CREATE FUNCTION public.notify_api_key_created() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  INSERT INTO public.notifications (user_id, kind, subject) VALUES (NEW.user_id, 'api_key_created', left(NEW.name, 200));
  RETURN NEW;
END
$$;
REVOKE EXECUTE ON FUNCTION public.notify_api_key_created() FROM PUBLIC, anon, authenticated;
CREATE TRIGGER api_keys_notify_created AFTER INSERT ON public.api_keys FOR EACH ROW EXECUTE FUNCTION public.notify_api_key_created();
