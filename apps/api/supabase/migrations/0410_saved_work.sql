-- Saved work a user can manage (issue 17): one saved dataset per content, dashboards and reports
-- tied to the dataset they were built on, and reports saved at all. Row-level security as in 0002,
-- aal2 as in 0102.

-- Whole-content fingerprint (core's datasetFingerprint) and when the entry was last saved or opened.
-- One entry per content and user: saving the same file again reuses the row. Rows saved before this
-- migration (and /v1 uploads) have no fingerprint; NULLs never collide.
ALTER TABLE public.datasets
  ADD COLUMN fingerprint text CHECK (char_length(fingerprint) <= 64),
  ADD COLUMN opened_at timestamptz NOT NULL DEFAULT now();
UPDATE public.datasets SET opened_at = created_at;
CREATE UNIQUE INDEX datasets_user_id_fingerprint_key ON public.datasets (user_id, fingerprint);
CREATE INDEX datasets_user_id_opened_at_idx ON public.datasets (user_id, opened_at DESC);
CREATE INDEX datasets_user_id_file_name_idx ON public.datasets (user_id, file_name);

-- A rename never makes an entry nameless (the app checks first; this holds for every writer).
ALTER TABLE public.datasets ADD CONSTRAINT datasets_name_not_blank CHECK (btrim(name) <> '') NOT VALID;
ALTER TABLE public.dashboards ADD CONSTRAINT dashboards_name_not_blank CHECK (btrim(name) <> '') NOT VALID;

-- New content without a new fingerprint (a /v1 refresh, a restored version): the old fingerprint
-- no longer describes the row, so it is dropped rather than matching a file the row no longer holds.
CREATE FUNCTION public.forget_stale_fingerprint() RETURNS trigger
LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF NEW.fingerprint IS NOT DISTINCT FROM OLD.fingerprint
     AND (NEW.headers IS DISTINCT FROM OLD.headers OR NEW.data IS DISTINCT FROM OLD.data) THEN
    NEW.fingerprint := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER datasets_forget_stale_fingerprint BEFORE UPDATE ON public.datasets
  FOR EACH ROW EXECUTE FUNCTION public.forget_stale_fingerprint();

-- What was built on a dataset goes with it. The key includes user_id, so a dashboard or report can
-- only point at its owner's dataset (foreign keys bypass row-level security, so a plain key on id
-- would let one user tie rows to, and have them deleted with, another user's dataset).
ALTER TABLE public.datasets ADD CONSTRAINT datasets_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE public.dashboards
  ADD COLUMN dataset_id uuid,
  ADD CONSTRAINT dashboards_dataset_fkey FOREIGN KEY (dataset_id, user_id)
    REFERENCES public.datasets (id, user_id) ON DELETE CASCADE;
CREATE INDEX dashboards_dataset_id_idx ON public.dashboards (dataset_id);

CREATE TABLE public.reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  dataset_id uuid,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 1000),
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (dataset_id, user_id) REFERENCES public.datasets (id, user_id) ON DELETE CASCADE
);
CREATE INDEX reports_user_id_idx ON public.reports (user_id, updated_at DESC);
CREATE INDEX reports_dataset_id_idx ON public.reports (dataset_id);
CREATE TRIGGER reports_updated_at BEFORE UPDATE ON public.reports FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

ALTER TABLE public.reports ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Owners read reports" ON public.reports FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create reports" ON public.reports FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update reports" ON public.reports FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete reports" ON public.reports FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Require aal2 once two-factor is on" ON public.reports AS RESTRICTIVE TO authenticated
  USING (array[(SELECT auth.jwt() ->> 'aal')] <@ (
    SELECT CASE WHEN count(id) > 0 THEN array['aal2'] ELSE array['aal1', 'aal2'] END
      FROM auth.mfa_factors WHERE (SELECT auth.uid()) = user_id AND status = 'verified'));
