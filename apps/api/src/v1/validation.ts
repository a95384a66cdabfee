import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import { errorResponse } from './errors.js';

type Target = 'json' | 'form' | 'query' | 'param' | 'header' | 'cookie';

const WHERE: Record<Target, string> = {
  json: 'field',
  form: 'field',
  query: 'query parameter',
  param: 'path parameter',
  header: 'header',
  cookie: 'cookie',
};

/** One sentence naming the first offending field, e.g. "Missing required field 'name'". */
export function describeIssues(target: Target, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = WHERE[target];
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => (field ? `${field}.${k}` : k));
    return `Unknown ${where}${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')}`;
  }
  if (!field) {
    if (target === 'json' && issue.code === 'invalid_type') return 'The request body must be a JSON object';
    return `Invalid request: ${issue.message}`;
  }
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    return `Missing required ${where} '${field}'`;
  }
  return `Invalid ${where} '${field}': ${issue.message.replace(/^Invalid (input|option): /, '')}`;
}

/** The default hook of every /v1 route: a failed validation answers 400 invalid_request naming the field. */
export function validationHook(
  result: { target: Target } & ({ success: true } | { success: false; error: z.ZodError }),
  c: Context,
): Response | undefined {
  if (result.success) return undefined;
  return errorResponse(c, 400, 'invalid_request', describeIssues(result.target, result.error));
}
