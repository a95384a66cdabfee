import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '../../lib/openapi.js';
import { API_DOC } from './apiDoc.js';
import { CodeExamplesSection, EndpointsSection } from './ApiSections.js';
import { isOpenApiDocument, LIVE_DOCUMENT_PATH, loadLiveDocument, resetLiveDocument } from './liveApiDoc.js';

/** A document the build never saw: one operation, its own version. */
const LIVE: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Tallyline API', version: '9.9.9-live' },
  servers: [{ url: '/v1' }],
  tags: [{ name: 'Probes', description: 'Only on the running server' }],
  paths: { '/live-only-probe': { get: { operationId: 'liveOnlyProbe', tags: ['Probes'], summary: 'Only in the live document', responses: { '200': { description: 'ok' } } } } },
};

// The build-time document is large: rendering it in jsdom takes seconds on a loaded machine. Wait for states, generously.
const settled = { timeout: 20_000 };

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => resetLiveDocument());
afterEach(() => vi.unstubAllGlobals());

describe('isOpenApiDocument', () => {
  it('takes a 3.x document with paths and nothing else', () => {
    expect(isOpenApiDocument(LIVE)).toBe(true);
    expect(isOpenApiDocument({ openapi: '3.0.3', paths: {} })).toBe(true);
    expect(isOpenApiDocument({ swagger: '2.0', paths: {} })).toBe(false);
    expect(isOpenApiDocument({ openapi: '3.1.0', paths: [] })).toBe(false);
    expect(isOpenApiDocument({ openapi: '3.1.0' })).toBe(false);
    expect(isOpenApiDocument({ error: { code: 'not_found' } })).toBe(false);
    expect(isOpenApiDocument(null)).toBe(false);
    expect(isOpenApiDocument('3.1.0')).toBe(false);
  });
});

describe('loadLiveDocument', () => {
  it('asks the same origin once and shares the answer', async () => {
    const fetchImpl = vi.fn((_url: string, _init?: RequestInit) => answer(LIVE));
    const [a, b] = await Promise.all([loadLiveDocument(fetchImpl as unknown as typeof fetch), loadLiveDocument(fetchImpl as unknown as typeof fetch)]);
    expect(a).toEqual(LIVE);
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(LIVE_DOCUMENT_PATH, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('is null on an error status, a body that is not a document or a network failure, and tries again next time', async () => {
    const failures = [() => answer({ error: 'down' }, 503), () => answer({ hello: 'world' }), () => Promise.reject(new TypeError('Failed to fetch'))];
    for (const fail of failures) expect(await loadLiveDocument(vi.fn(fail) as unknown as typeof fetch)).toBeNull();
    expect(await loadLiveDocument(vi.fn(() => answer(LIVE)) as unknown as typeof fetch)).toEqual(LIVE);
  });
});

describe('EndpointsSection', () => {
  it('renders the live document once it arrives, and says so', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(LIVE)));
    render(<EndpointsSection />);
    const probe = await screen.findByText('/live-only-probe', {}, settled);
    expect(within(probe.closest('article')!).getByText('Only in the live document')).toBeInTheDocument();
    expect(screen.getByText(/Read just now from this server/)).toHaveTextContent('version 9.9.9-live');
    // The build-time operations are gone: the page shows what the running API answers.
    expect(screen.queryByText('/datasets')).not.toBeInTheDocument();
    // Examples call the origin the page is on.
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`${window.location.origin}/v1/live-only-probe`);
  });

  it('keeps the build-time copy, and says so, when the live document cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<EndpointsSection />);
    expect(await screen.findByText(/could not be loaded; this is the copy the site was built with/, {}, settled)).toHaveTextContent(`version ${API_DOC.info!.version}`);
    expect(screen.getAllByText('/datasets').length).toBeGreaterThan(0);
    expect(screen.queryByText('/live-only-probe')).not.toBeInTheDocument();
  });
});

describe('CodeExamplesSection', () => {
  it('points the examples at the live server', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer({ ...LIVE, servers: [{ url: 'https://api.tallyline.test/v2' }] })));
    render(<CodeExamplesSection />);
    expect((await screen.findAllByText(/api\.tallyline\.test\/v2\/datasets/, {}, settled)).length).toBeGreaterThan(0);
  });
});
