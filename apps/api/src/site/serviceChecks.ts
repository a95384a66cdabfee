import { constants } from 'node:fs';
import { access, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context.js';

export type ServiceState = 'operational' | 'degraded' | 'outage';

export interface ServiceCheck {
  /** The name on the status page (site.md §3: six components). */
  name: string;
  /** Resolves when the service works; throws when it does not. */
  probe: (ctx: AppContext) => Promise<void>;
}

/** A check slower than this still passes, as degraded. */
export const DEGRADED_AFTER_MS = 1000;
/** A check that has not answered by then counts as an outage. */
export const CHECK_TIMEOUT_MS = 3000;

async function fileExists(path: string): Promise<void> {
  if (!(await stat(path)).isFile()) throw new Error(`${path} is not a file`);
}

/**
 * What each row of the status page stands for, checked for real on this server:
 * - Web Application: the built app (its index.html) is here to be served;
 * - API Services: a query runs under the API's anon role (the role every REST and /v1 request starts in);
 * - Authentication: the auth schema answers;
 * - Database: the database answers;
 * - Analytics Engine: the app's code, which carries the engine that runs in the visitor's browser;
 * - File Storage: the storage directory is writable and its catalog answers.
 */
export const SERVICE_CHECKS: readonly ServiceCheck[] = [
  { name: 'Web Application', probe: (ctx) => fileExists(join(ctx.config.appDir, 'index.html')) },
  {
    name: 'API Services',
    probe: (ctx) =>
      ctx.db.transaction(async (tx) => {
        await tx.query('SET LOCAL ROLE anon');
        await tx.query('SELECT 1');
      }),
  },
  { name: 'Authentication', probe: async (ctx) => void (await ctx.db.query('SELECT 1 FROM auth.users LIMIT 1')) },
  { name: 'Database', probe: async (ctx) => void (await ctx.db.query('SELECT 1')) },
  {
    name: 'Analytics Engine',
    probe: async (ctx) => {
      const files = await readdir(join(ctx.config.appDir, 'assets'));
      if (!files.some((f) => f.endsWith('.js'))) throw new Error('the app has no scripts');
    },
  },
  {
    name: 'File Storage',
    probe: async (ctx) => {
      const root = join(ctx.config.dataDir, 'storage');
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
      await ctx.db.query('SELECT 1 FROM storage.buckets LIMIT 1');
    },
  },
];

/** Runs one check: operational, degraded when slow, outage when it fails or times out. */
export async function runCheck(ctx: AppContext, check: ServiceCheck, now: () => number = Date.now): Promise<ServiceState> {
  const started = now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.probe(ctx), timeout]);
    return now() - started > DEGRADED_AFTER_MS ? 'degraded' : 'operational';
  } catch {
    return 'outage';
  } finally {
    clearTimeout(timer);
  }
}
