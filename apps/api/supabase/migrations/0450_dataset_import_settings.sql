-- Saved datasets remember their import settings (issue 18): the delimiter, decimal separator, encoding, date
-- order, column types and roles, and the sheet of a workbook the user read the file with. Reopening parsed the
-- kept original with none of them, so a forced delimiter or a chosen sheet was lost: the reopened dataset had
-- other columns and types than the one saved. NULL (every row saved before this) = everything detected.
-- The app's JSON (apps/web/src/lib/importSettings.ts): { delimiter?, decimalSeparator?, encoding?, dateOrder?,
-- columnTypes?, columnRoles?, sheet?, rewritten? } — `rewritten` when the kept original is every row written
-- back as CSV by a refresh, to be read with the typing settings only.
ALTER TABLE public.datasets ADD COLUMN import_settings jsonb
  CHECK (import_settings IS NULL OR (jsonb_typeof(import_settings) = 'object' AND octet_length(import_settings::text) <= 1048576));

-- Each kept version remembers the settings its original is read with, so a restore brings them back with it.
ALTER TABLE public.dataset_versions ADD COLUMN import_settings jsonb;

-- 0430's trigger, filing the old settings with the old content.
CREATE OR REPLACE FUNCTION public.keep_dataset_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = '' AS $$
BEGIN
  IF (NEW.fingerprint IS NULL OR NEW.fingerprint IS NOT DISTINCT FROM OLD.fingerprint)
     AND NEW.headers IS NOT DISTINCT FROM OLD.headers AND NEW.data IS NOT DISTINCT FROM OLD.data
     AND NEW.row_count IS NOT DISTINCT FROM OLD.row_count THEN
    NEW.version := OLD.version;
    RETURN NEW;
  END IF;
  INSERT INTO public.dataset_versions (dataset_id, user_id, version, file_name, headers, row_count, column_count, data, fingerprint, import_settings, created_at)
  VALUES (OLD.id, OLD.user_id, OLD.version, OLD.file_name, OLD.headers, OLD.row_count, OLD.column_count, OLD.data, OLD.fingerprint, OLD.import_settings, OLD.updated_at);
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
