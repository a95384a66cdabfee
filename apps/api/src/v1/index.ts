import { Hono } from 'hono';
import type { AppContext } from '../context.js';

/** Public REST API v1, mounted at /v1 by src/app.ts. Filled in by the v1 work (issue 5). */
export function createV1Routes(_ctx: AppContext): Hono {
  return new Hono();
}
