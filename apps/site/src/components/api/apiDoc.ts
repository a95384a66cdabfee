import openapi from '@tallyline/api/openapi';
import { apiBaseUrl, groupOperations, type OpenApiDocument } from '../../lib/openapi.js';
import type { ApiOverview } from './OverviewSection.js';

/** The API's OpenAPI document as it was at build time: the first paint of the docs and their fallback when the live one (liveApiDoc.ts) cannot be loaded. */
export const API_DOC = openapi as unknown as OpenApiDocument;
export const API_ORIGIN = 'https://tallyline.example.com';
export const API_BASE = apiBaseUrl(API_DOC, API_ORIGIN);
export const API_GROUPS = groupOperations(API_DOC);

/** What the Overview section shows, computed at build time (the island gets it as props, not the document). */
export function apiOverview(): ApiOverview {
  return {
    description:
      API_DOC.info?.description ??
      'The Tallyline REST API gives programmatic access to your datasets, dashboards and KPIs — the same data you see in the app, under the same row-level security.',
    version: API_DOC.info?.version ?? '1',
    endpoints: API_GROUPS.reduce((n, g) => n + g.operations.length, 0),
    base: API_BASE,
  };
}
