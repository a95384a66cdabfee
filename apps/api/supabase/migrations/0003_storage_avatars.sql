-- Public 'avatars' bucket: images only, at most 2 MB, each user writes only under
-- their own prefix `avatars/<uid>…` (the app's path) or `<uid>/…` (the usual folder form).
INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
VALUES ('avatars', 'avatars', true, 2097152, ARRAY['image/*'])
ON CONFLICT (id) DO UPDATE SET public = EXCLUDED.public,
  file_size_limit = EXCLUDED.file_size_limit,
  allowed_mime_types = EXCLUDED.allowed_mime_types;

CREATE POLICY "Avatar images are publicly readable" ON storage.objects
  FOR SELECT TO anon, authenticated USING (bucket_id = 'avatars');

CREATE POLICY "Users upload their own avatar" ON storage.objects
  FOR INSERT TO authenticated WITH CHECK (
    bucket_id = 'avatars'
    AND (
      starts_with(name, 'avatars/' || (SELECT auth.uid())::text)
      OR (storage.foldername(name))[1] = (SELECT auth.uid())::text
    )
  );

CREATE POLICY "Users update their own avatar" ON storage.objects
  FOR UPDATE TO authenticated
  USING (bucket_id = 'avatars' AND owner_id = (SELECT auth.uid())::text)
  WITH CHECK (
    bucket_id = 'avatars'
    AND (
      starts_with(name, 'avatars/' || (SELECT auth.uid())::text)
      OR (storage.foldername(name))[1] = (SELECT auth.uid())::text
    )
  );

CREATE POLICY "Users delete their own avatar" ON storage.objects
  FOR DELETE TO authenticated USING (bucket_id = 'avatars' AND owner_id = (SELECT auth.uid())::text);
