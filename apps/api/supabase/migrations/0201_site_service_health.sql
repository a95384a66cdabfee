-- Service health behind the public status page (/status; site.md §2.13; issue 16). Each time the
-- server checks its services (GET /site/v1/status, at most every 30 s; src/site/serviceHealth.ts)
-- it counts the result in that day's row, and opens or closes an incident when a service leaves or
-- returns to operational. Uptime over 90 days and the incident list are read from these. Only the
-- server's own connection uses them: no grants and no policies for the API roles.

CREATE TABLE public.service_checks_daily (
  service text NOT NULL,
  day date NOT NULL,
  checks integer NOT NULL DEFAULT 0 CHECK (checks >= 0),
  degraded integer NOT NULL DEFAULT 0 CHECK (degraded >= 0),
  outages integer NOT NULL DEFAULT 0 CHECK (outages >= 0),
  PRIMARY KEY (service, day)
);
ALTER TABLE public.service_checks_daily ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.service_checks_daily FROM anon, authenticated;

CREATE TABLE public.service_incidents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  service text NOT NULL,
  status text NOT NULL CHECK (status IN ('degraded', 'outage')),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz CHECK (ended_at IS NULL OR ended_at >= started_at)
);
-- At most one open incident per service.
CREATE UNIQUE INDEX service_incidents_open_idx ON public.service_incidents (service) WHERE ended_at IS NULL;
CREATE INDEX service_incidents_started_idx ON public.service_incidents (started_at DESC);
ALTER TABLE public.service_incidents ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON public.service_incidents FROM anon, authenticated;
