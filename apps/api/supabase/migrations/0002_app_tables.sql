-- The app's saved work: datasets, dashboards, portfolios, KPIs (spec app.md §3, site.md §3).
-- Numbers that the app reads back as JSON numbers are double precision, not numeric.

CREATE TABLE public.datasets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  file_name text,
  headers jsonb NOT NULL DEFAULT '[]'::jsonb,
  row_count integer NOT NULL DEFAULT 0 CHECK (row_count >= 0),
  column_count integer NOT NULL DEFAULT 0 CHECK (column_count >= 0),
  data jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX datasets_user_id_created_at_idx ON public.datasets (user_id, created_at DESC);

CREATE TABLE public.dashboards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  layout jsonb NOT NULL DEFAULT '{}'::jsonb,
  widgets jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboards_user_id_idx ON public.dashboards (user_id, updated_at DESC);
CREATE INDEX dashboards_public_idx ON public.dashboards (is_public) WHERE is_public;

CREATE TABLE public.portfolios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  total_value double precision NOT NULL DEFAULT 0,
  performance double precision NOT NULL DEFAULT 0,
  risk_score double precision NOT NULL DEFAULT 5,
  assets jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolios_user_id_idx ON public.portfolios (user_id, updated_at DESC);

CREATE TABLE public.kpis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL DEFAULT auth.uid() REFERENCES auth.users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  formula text,
  current_value double precision,
  target_value double precision,
  trend text CHECK (trend IN ('up', 'down', 'stable')),
  category text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpis_user_id_idx ON public.kpis (user_id, created_at DESC);

CREATE TRIGGER datasets_updated_at BEFORE UPDATE ON public.datasets FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER dashboards_updated_at BEFORE UPDATE ON public.dashboards FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER portfolios_updated_at BEFORE UPDATE ON public.portfolios FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER kpis_updated_at BEFORE UPDATE ON public.kpis FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

-- Row-level security: a user reads and changes only their own rows.
ALTER TABLE public.datasets ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.dashboards ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.portfolios ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.kpis ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Owners read datasets" ON public.datasets FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create datasets" ON public.datasets FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update datasets" ON public.datasets FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete datasets" ON public.datasets FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);

-- Anyone (anon included) may read dashboards marked public.
CREATE POLICY "Anyone reads public dashboards" ON public.dashboards FOR SELECT TO anon, authenticated USING (is_public);
CREATE POLICY "Owners read dashboards" ON public.dashboards FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create dashboards" ON public.dashboards FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update dashboards" ON public.dashboards FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete dashboards" ON public.dashboards FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);

CREATE POLICY "Owners read portfolios" ON public.portfolios FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create portfolios" ON public.portfolios FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update portfolios" ON public.portfolios FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete portfolios" ON public.portfolios FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);

CREATE POLICY "Owners read kpis" ON public.kpis FOR SELECT TO authenticated USING ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners create kpis" ON public.kpis FOR INSERT TO authenticated WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners update kpis" ON public.kpis FOR UPDATE TO authenticated USING ((SELECT auth.uid()) = user_id) WITH CHECK ((SELECT auth.uid()) = user_id);
CREATE POLICY "Owners delete kpis" ON public.kpis FOR DELETE TO authenticated USING ((SELECT auth.uid()) = user_id);
