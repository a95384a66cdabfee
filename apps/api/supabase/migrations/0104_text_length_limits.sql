-- Bounded text (issue 14): a like/ilike filter reads every character of every visible row,
-- and PGlite cannot cancel a statement, so one user's 25 MB "description" queried with
-- many patterns could stall the server for everyone. Names, descriptions and formulas get
-- generous caps; the bulk of a dataset stays in its jsonb `data` (not searchable by like).
-- NOT VALID: rows written before keep working; new writes are checked.

ALTER TABLE public.profiles
  ADD CONSTRAINT profiles_email_length CHECK (char_length(email) <= 320) NOT VALID,
  ADD CONSTRAINT profiles_full_name_length CHECK (char_length(full_name) <= 1000) NOT VALID,
  ADD CONSTRAINT profiles_phone_length CHECK (char_length(phone) <= 100) NOT VALID,
  ADD CONSTRAINT profiles_avatar_url_length CHECK (char_length(avatar_url) <= 2048) NOT VALID;
ALTER TABLE public.datasets
  ADD CONSTRAINT datasets_name_length CHECK (char_length(name) <= 1000) NOT VALID,
  ADD CONSTRAINT datasets_description_length CHECK (char_length(description) <= 20000) NOT VALID,
  ADD CONSTRAINT datasets_file_name_length CHECK (char_length(file_name) <= 1000) NOT VALID;
ALTER TABLE public.dashboards
  ADD CONSTRAINT dashboards_name_length CHECK (char_length(name) <= 1000) NOT VALID,
  ADD CONSTRAINT dashboards_description_length CHECK (char_length(description) <= 20000) NOT VALID;
ALTER TABLE public.portfolios
  ADD CONSTRAINT portfolios_name_length CHECK (char_length(name) <= 1000) NOT VALID,
  ADD CONSTRAINT portfolios_description_length CHECK (char_length(description) <= 20000) NOT VALID;
ALTER TABLE public.kpis
  ADD CONSTRAINT kpis_name_length CHECK (char_length(name) <= 1000) NOT VALID,
  ADD CONSTRAINT kpis_description_length CHECK (char_length(description) <= 20000) NOT VALID,
  ADD CONSTRAINT kpis_formula_length CHECK (char_length(formula) <= 20000) NOT VALID,
  ADD CONSTRAINT kpis_category_length CHECK (char_length(category) <= 1000) NOT VALID;
