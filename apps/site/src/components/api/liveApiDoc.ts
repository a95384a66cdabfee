import { useEffect, useState } from 'react';
import { apiBaseUrl, groupOperations, type ApiGroup, type OpenApiDocument } from '../../lib/openapi.js';
import { API_DOC, API_ORIGIN } from './apiDoc.js';

/** Where the server that serves this site publishes its API's OpenAPI document (same origin). */
export const LIVE_DOCUMENT_PATH = '/v1/openapi.json';

/** What the Endpoints and Code Examples sections render from, and where it came from. */
export interface ApiDocView {
  doc: OpenApiDocument;
  groups: ApiGroup[];
  /** The API root the examples call. */
  base: string;
  /** live: read from the server just now; build: the copy this site was built with, as the live one failed; pending: the build's copy while the live one loads. */
  source: 'pending' | 'live' | 'build';
}

function viewOf(doc: OpenApiDocument, origin: string, source: ApiDocView['source']): ApiDocView {
  return { doc, groups: groupOperations(doc), base: apiBaseUrl(doc, origin), source };
}

/** Enough of an OpenAPI 3.x document to render: a 3.x version and a paths object. Anything else is not used. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { openapi, paths } = value as { openapi?: unknown; paths?: unknown };
  return typeof openapi === 'string' && openapi.startsWith('3.') && typeof paths === 'object' && paths !== null && !Array.isArray(paths);
}

let pending: Promise<OpenApiDocument | null> | undefined;

/**
 * The server's current document, fetched once per page (every section shares it). Null when it cannot be had — a
 * site served without the API, a network error, or a body that is not an OpenAPI document — and then the next
 * caller tries again.
 */
export function loadLiveDocument(fetchImpl: typeof fetch = fetch): Promise<OpenApiDocument | null> {
  pending ??= fetchImpl(LIVE_DOCUMENT_PATH, { headers: { accept: 'application/json' }, cache: 'no-cache' })
    .then(async (res) => (res.ok ? ((await res.json()) as unknown) : null))
    .then((body) => (isOpenApiDocument(body) ? body : null))
    .catch(() => null)
    .then((doc) => {
      if (!doc) pending = undefined;
      return doc;
    });
  return pending;
}

/** Forgets the fetched document (tests). */
export function resetLiveDocument(): void {
  pending = undefined;
}

/**
 * The API document to render: the build-time copy at once (no empty flash), replaced by the server's live document
 * when it arrives, so the docs show what the running API answers even when the site was built from an older API.
 * Examples then call the origin the visitor is on.
 */
export function useApiDocument(): ApiDocView {
  const [view, setView] = useState(() => viewOf(API_DOC, API_ORIGIN, 'pending'));
  useEffect(() => {
    let active = true;
    void loadLiveDocument().then((doc) => {
      if (!active) return;
      setView(doc ? viewOf(doc, window.location.origin, 'live') : viewOf(API_DOC, API_ORIGIN, 'build'));
    });
    return () => {
      active = false;
    };
  }, []);
  return view;
}
