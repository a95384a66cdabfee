import { describe, expect, it } from 'vitest';
import { curlExample, fetchExample, supabaseExample } from '../../lib/apiExamples.js';
import { API_DOC, API_GROUPS } from './apiDoc.js';

// The page is generated from the API's own OpenAPI document (apps/api builds dist/openapi.json from the
// route definitions): the operations of issue 18 appear without any edit to the site.
describe('API docs from the API\'s OpenAPI document', () => {
  const operations = (tag: string) => (API_GROUPS.find((g) => g.name === tag)?.operations ?? []).map((o) => `${o.method.toUpperCase()} ${o.path}`);

  it('lists the analyses endpoints: upload, poll, report and cancel', () => {
    expect(operations('Analyses')).toEqual(['POST /analyses', 'GET /analyses/{id}', 'DELETE /analyses/{id}', 'GET /analyses/{id}/report.md']);
  });

  it('lists refresh, versions and restore under Datasets', () => {
    expect(operations('Datasets')).toEqual(expect.arrayContaining(['POST /datasets/{id}/refresh', 'GET /datasets/{id}/versions', 'POST /datasets/{id}/versions/{version}/restore']));
  });

  it('a file upload\'s examples send the file with its type, not JSON, and claim no supabase-js twin', () => {
    const refresh = API_GROUPS.flatMap((g) => g.operations).find((o) => o.path === '/datasets/{id}/refresh')!;
    const curl = curlExample(API_DOC, refresh, 'https://api.example/v1');
    expect(curl).toContain('-H "Content-Type: text/csv"');
    expect(curl).toContain('--data-binary @data.csv');
    expect(curl).not.toContain('application/json');
    expect(fetchExample(API_DOC, refresh, 'https://api.example/v1')).toContain("'Content-Type': 'text/csv'");
    expect(supabaseExample(API_DOC, refresh)).toBeUndefined();
  });
});
