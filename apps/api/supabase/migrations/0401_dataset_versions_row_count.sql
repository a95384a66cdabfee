-- Refreshable datasets (issue 18), continued: the app keeps only a preview of a dataset's rows in `data`
-- (every row lives in the kept original file), so appending to a dataset larger than the preview leaves
-- `headers` and `data` unchanged while `row_count` grows. That is a change of content too: file the old
-- one as a version (0400 compared only headers and data, and such a refresh went unversioned).
CREATE OR REPLACE FUNCTION public.keep_dataset_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF NEW.headers IS NOT DISTINCT FROM OLD.headers AND NEW.data IS NOT DISTINCT FROM OLD.data
     AND NEW.row_count IS NOT DISTINCT FROM OLD.row_count THEN
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
