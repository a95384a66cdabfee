// Browser tests drive Debian's Chromium (Playwright's own browser download does
// not work on our machines). Install it when it is missing; we run as root in CI.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
} else {
  console.log('chromium: missing, installing Debian package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
}
