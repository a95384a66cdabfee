import { loadConfig } from './config.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  // Everything the server creates (database files, storage objects, secrets) is its user's alone: 0600/0700.
  process.umask(0o077);
  const config = await loadConfig();
  const running = await startServer(config);
  // Signal handlers before the address is announced: whoever starts the server may stop it as soon as it
  // reads the address, and a SIGTERM that arrives before Node has a handler kills the process outright
  // (seen as a flake of test/dataDirLock.test.ts: exit by signal instead of 0, lock file left behind).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const where = config.databaseUrl ? `Postgres at ${redact(config.databaseUrl)} (files in ${config.dataDir})` : config.dataDir;
  console.log(`Tallyline is running at ${running.url}`);
  console.log(`  site: ${running.url}/   app: ${running.url}/app/   health: ${running.url}/health`);
  console.log(`  demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(`  data kept in: ${where}`);
  if (config.devMailbox) console.log(`  e-mails (development only): ${running.url}/dev/mailbox`);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

main().catch((err: unknown) => {
  console.error('Tallyline failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
