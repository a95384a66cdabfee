import openapi from '@tallyline/api/openapi';
import { apiBaseUrl, groupOperations, type OpenApiDocument } from '../../lib/openapi.js';

/** The API's own OpenAPI document, pulled in at build time so the page always matches the API. */
export const API_DOC = openapi as unknown as OpenApiDocument;
export const API_ORIGIN = 'https://tallyline.example.com';
export const API_BASE = apiBaseUrl(API_DOC, API_ORIGIN);
export const API_GROUPS = groupOperations(API_DOC);
