import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import type { AppContext, Config } from './context.js';
import { migrate } from './db/migrate.js';
import { openDatabase, type ScriptDb } from './db/openDatabase.js';
import { lockDataDir, restrictDataDir } from './dataDir.js';
import { sealClearTotpSecrets } from './auth/secretBox.js';
import { seedDemo } from './seed.js';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds the demo account, and listens. Used by main.ts and the tests. */
export async function startServer(config: Config, opts: { seed?: boolean; hostname?: string; clock?: () => number } = {}): Promise<RunningServer> {
  await restrictDataDir(config.dataDir);
  // The embedded database belongs to one process; with DATABASE_URL, instances share the database by design.
  const unlock = config.databaseUrl ? async () => undefined : await lockDataDir(config.dataDir);
  let db: ScriptDb;
  try {
    db = await openDatabase(config);
  } catch (err) {
    await unlock();
    throw err;
  }
  try {
    await migrate(db);
    await sealClearTotpSecrets(db, config.secretsKey);
    const ctx: AppContext = opts.clock ? { db, config, clock: opts.clock } : { db, config };
    if (opts.seed !== false) await seedDemo(ctx);
    const app = createApp(ctx);
    const hostname = opts.hostname ?? '0.0.0.0';
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: config.port,
          hostname,
          // Bodies answered before they were read are drained by the routes (http/request.ts),
          // not cut off after 500 ms as the adapter would: a cut-off upload ends in "fetch failed".
          autoCleanupIncoming: false,
          serverOptions: {
            // Slow clients are timed out (issue 14): headers within 20 s, the whole request within
            // 120 s, checked every second.
            headersTimeout: config.headersTimeoutMs,
            requestTimeout: config.requestTimeoutMs,
            // Idle keep-alive connections: Node's 5 s default raced clients that reused one after a
            // pause of about that long (a test building a 100 MB body on a loaded machine): the server
            // closed it as the request went out, "fetch failed" mid-body. 65 s, as common proxies.
            keepAliveTimeout: config.keepAliveTimeoutMs,
            connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
          },
        },
        () => resolve(s),
      );
      s.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const shownHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      ctx,
      async stop() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await db.close();
        await unlock();
      },
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    await unlock();
    throw err;
  }
}
