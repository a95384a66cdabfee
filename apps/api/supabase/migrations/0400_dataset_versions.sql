-- Refreshable datasets (issue 18): a saved dataset can be replaced or appended to with a new file of the
-- same columns, and every earlier content is kept as a version that can be restored. A trigger keeps the
-- version, so every writer (the app through REST, /v1/datasets/{id}/refresh, a restore) gets it the same
-- way and no client can skip it or forge one. Row-level security as in 0002, aal2 as in 0102.

-- The dataset's current version: 1 when saved, +1 at each change of its headers or rows.
ALTER TABLE public.datasets ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE public.dataset_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dataset_id uuid NOT NULL REFERENCES public.datasets (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  version integer NOT NULL,
  file_name text,
  headers jsonb NOT NULL,
  row_count integer NOT NULL,
  column_count integer NOT NULL,
  data jsonb NOT NULL,
  -- When this content became current, and when a newer one replaced it.
  created_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (dataset_id, version)
);
CREATE INDEX dataset_versions_user_id_idx ON public.dataset_versions (user_id);

-- How many earlier versions a dataset keeps: the oldest beyond this are dropped.
CREATE FUNCTION public.dataset_versions_kept() RETURNS integer LANGUAGE sql IMMUTABLE AS 'SELECT 20';

-- Before a change of headers or rows: file the old content as a version and number the new one.
-- SECURITY DEFINER because users may read and delete versions but never write them.
CREATE FUNCTION public.keep_dataset_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF NEW.headers IS NOT DISTINCT FROM OLD.headers AND NEW.data IS NOT DISTINCT FROM OLD.data THEN
    NEW.version := OLD.version;
    RETURN NEW;
  END IF;
  INSERT INTO public.dataset_versions (dataset_id, user_id, version, file_name, headers, row_count, column_count, data, created_at)
  VALUES (OLD.id, OLD.user_id, OLD.version, OLD.file_name, OLD.headers, OLD.row_count, OLD.column_count, OLD.data, OLD.updated_at);
  DELETE FROM public.dataset_versions v
   WHERE v.dataset_id = OLD.id AND v.version <= OLD.version - public.dataset_versions_kept();
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
REVOKE EXECUTE ON FUNCTION public.keep_dataset_version() FROM anon, authenticated;

CREATE TRIGGER datasets_keep_version BEFORE UPDATE ON public.datasets FOR EACH ROW EXECUTE FUNCTION public.keep_dataset_version();

ALTER TABLE public.dataset_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Owners read dataset versions" ON public.dataset_versions FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete dataset versions" ON public.dataset_versions FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);

CREATE POLICY "Require aal2 once two-factor is on" ON public.dataset_versions AS RESTRICTIVE TO authenticated
  USING (array[(SELECT auth.jwt() ->> 'aal')] <@ (
    SELECT CASE WHEN count(id) > 0 THEN array['aal2'] ELSE array['aal1', 'aal2'] END
      FROM auth.mfa_factors WHERE (SELECT auth.uid()) = user_id AND status = 'verified'));
