-- Refreshable datasets (issue 18), continued: a version per change of content, judged by the dataset's
-- fingerprint. The app keeps only a preview (the first 10,000 rows) in `data`, so 0400/0401 saw no change
-- when a replace kept the first rows and the row count but changed a later row: no version was filed, and
-- the writer then stored the new file as the current version's original over the old one, which was lost.
-- Every refresh (the app's and /v1's) and every restore now sends `fingerprint` (core's datasetFingerprint
-- of every row, migration 0410's column), and the trigger compares it.

-- Each kept version remembers its fingerprint, so a restore brings it back with the rows.
ALTER TABLE public.dataset_versions ADD COLUMN fingerprint text CHECK (char_length(fingerprint) <= 64);

-- 0410 dropped a fingerprint left unchanged by a change of headers or rows; a change of the row count
-- alone (rows appended past the preview by a writer that sends no fingerprint) is a change of content too.
CREATE OR REPLACE FUNCTION public.forget_stale_fingerprint() RETURNS trigger
LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF NEW.fingerprint IS NOT DISTINCT FROM OLD.fingerprint
     AND (NEW.headers IS DISTINCT FROM OLD.headers OR NEW.data IS DISTINCT FROM OLD.data
          OR NEW.row_count IS DISTINCT FROM OLD.row_count) THEN
    NEW.fingerprint := NULL;
  END IF;
  RETURN NEW;
END
$$;

-- The content changed when the writer sends a fingerprint other than the stored one (also when none was
-- stored: a row from before 0410 or from /v1's POST /datasets — an extra version of the same content
-- costs little, a missed one loses rows), or, as before, when headers, preview or row count changed
-- (a writer that sends no fingerprint; datasets_forget_stale_fingerprint, which runs first, has then
-- cleared the stale one). A fingerprint another of the user's datasets already holds (a refresh with a
-- file saved under another entry) is not stored, as the unique key of 0410 would refuse the write: this
-- row then has no fingerprint, like rows from before 0410.
CREATE OR REPLACE FUNCTION public.keep_dataset_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF (NEW.fingerprint IS NULL OR NEW.fingerprint IS NOT DISTINCT FROM OLD.fingerprint)
     AND NEW.headers IS NOT DISTINCT FROM OLD.headers AND NEW.data IS NOT DISTINCT FROM OLD.data
     AND NEW.row_count IS NOT DISTINCT FROM OLD.row_count THEN
    NEW.version := OLD.version;
    RETURN NEW;
  END IF;
  INSERT INTO public.dataset_versions (dataset_id, user_id, version, file_name, headers, row_count, column_count, data, fingerprint, created_at)
  VALUES (OLD.id, OLD.user_id, OLD.version, OLD.file_name, OLD.headers, OLD.row_count, OLD.column_count, OLD.data, OLD.fingerprint, OLD.updated_at);
  DELETE FROM public.dataset_versions v
   WHERE v.dataset_id = OLD.id AND v.version <= OLD.version - public.dataset_versions_kept();
  NEW.version := OLD.version + 1;
  IF NEW.fingerprint IS NOT NULL AND EXISTS (
       SELECT 1 FROM public.datasets d WHERE d.user_id = NEW.user_id AND d.fingerprint = NEW.fingerprint AND d.id <> NEW.id) THEN
    NEW.fingerprint := NULL;
  END IF;
  RETURN NEW;
END
$$;
REVOKE EXECUTE ON FUNCTION public.keep_dataset_version() FROM anon, authenticated;
