// Browser and database tests need two Debian packages: Chromium (Playwright's own
// browser download does not work on our machines) and PostgreSQL (the API's
// DATABASE_URL path is tested against a real server). Install what is missing;
// CI runs as root on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const wanted = [
  { pkg: 'chromium', probe: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  { pkg: 'postgresql', probe: '/usr/lib/postgresql' },
];
const missing = wanted.filter((w) => !existsSync(w.probe)).map((w) => w.pkg);
if (missing.length === 0) {
  console.log('system deps: chromium and postgresql present');
} else {
  console.log(`system deps: installing ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}
