-- A saved dashboard or report is named on its first save only (a rename in the library sticks), so
-- later saves leave `name` out. The upsert is INSERT … ON CONFLICT (id) DO UPDATE of the sent columns,
-- and Postgres checks NOT NULL and CHECK on the proposed row before it finds the conflict: without a
-- default the left-out name was NULL and every later save of a known dashboard or report failed with
-- 23502 (the dashboard stayed unsaved and could not be shared). The default never reaches a stored
-- row that already has a name: only the sent columns are updated.
ALTER TABLE public.dashboards ALTER COLUMN name SET DEFAULT 'Untitled dashboard';
ALTER TABLE public.reports ALTER COLUMN name SET DEFAULT 'Untitled report';
