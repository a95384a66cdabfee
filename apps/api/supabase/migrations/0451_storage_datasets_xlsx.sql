-- The 'datasets' bucket keeps each saved dataset's original file (0004), and an .xlsx workbook is an original
-- too since the app reads workbooks (issue 18): it was refused (only text/csv was allowed), so a workbook saved
-- by a signed-in user kept only its preview rows, and reopening it could not read the sheet it was saved at.
-- The app names each original's type (a CSV as text/csv whatever the browser called it, a workbook as .xlsx).
UPDATE storage.buckets
   SET allowed_mime_types = ARRAY['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']
 WHERE id = 'datasets';
