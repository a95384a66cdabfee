-- Private 'datasets' bucket: the original CSV of each saved dataset, so reopening it brings back
-- every row (datasets.data keeps only a preview). At most 100 MB, the signed-in upload limit;
-- each user reads and writes only their own folder `<uid>/…`.
INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('datasets', 'datasets', false, 104857600, ARRAY['text/csv'])
ON CONFLICT (id) DO UPDATE SET public = EXCLUDED.public,
  file_size_limit = EXCLUDED.file_size_limit,
  allowed_mime_types = EXCLUDED.allowed_mime_types;

CREATE POLICY "Users read their own dataset files" ON storage.objects
  FOR SELECT TO authenticated USING (
    bucket_id = 'datasets' AND (storage.foldername(name))[1] = (SELECT auth.uid())::text
  );

CREATE POLICY "Users store their own dataset files" ON storage.objects
  FOR INSERT TO authenticated WITH CHECK (
    bucket_id = 'datasets' AND (storage.foldername(name))[1] = (SELECT auth.uid())::text
  );

CREATE POLICY "Users replace their own dataset files" ON storage.objects
  FOR UPDATE TO authenticated
  USING (bucket_id = 'datasets' AND (storage.foldername(name))[1] = (SELECT auth.uid())::text)
  WITH CHECK (bucket_id = 'datasets' AND (storage.foldername(name))[1] = (SELECT auth.uid())::text);

CREATE POLICY "Users delete their own dataset files" ON storage.objects
  FOR DELETE TO authenticated USING (
    bucket_id = 'datasets' AND (storage.foldername(name))[1] = (SELECT auth.uid())::text
  );
