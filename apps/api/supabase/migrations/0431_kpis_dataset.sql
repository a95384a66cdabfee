-- Dashboards and KPIs that follow a saved dataset (issue 18): /v1 can tie a dashboard (dataset_id, 0410)
-- or a KPI to a dataset, and the API recomputes their numbers whenever the dataset's content changes
-- through it (POST /v1/datasets/{id}/refresh, a restore). A KPI keeps how it is measured (`measure`:
-- the column, and optionally the time column, the entity and a fixed target) so it can be measured again.
-- As for dashboards and reports (0410), the key includes user_id: a KPI can only follow its owner's
-- dataset, and goes with it.
ALTER TABLE public.kpis
  ADD COLUMN dataset_id uuid,
  ADD COLUMN measure jsonb CHECK (measure IS NULL OR jsonb_typeof(measure) = 'object'),
  ADD CONSTRAINT kpis_dataset_fkey FOREIGN KEY (dataset_id, user_id)
    REFERENCES public.datasets (id, user_id) ON DELETE CASCADE,
  ADD CONSTRAINT kpis_dataset_measure CHECK ((dataset_id IS NULL) = (measure IS NULL));
CREATE INDEX kpis_dataset_id_idx ON public.kpis (dataset_id);
