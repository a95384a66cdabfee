// `changeset version` on a copy of the repository's changesets and manifests: the version it writes
// is the one the pending changesets ask for (the largest bump, semver rules), the changelog lists
// every one of them, and no other package (private apps, ui) is versioned.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tallyline-changesets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Reads each pending changeset: the bump it asks for @tallyline/core and its one-sentence summary. */
function pendingChangesets(): { bump: 'major' | 'minor' | 'patch'; summary: string }[] {
  const dir = join(root, '.changeset');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => {
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(dir, f), 'utf8')) ?? [];
      const bump = /['"]@tallyline\/core['"]:\s*(major|minor|patch)/.exec(front)?.[1] as 'major' | 'minor' | 'patch';
      return { bump, summary: body.trim() };
    });
}

/** The next version by plain semver, written out independently of changesets. */
function nextVersion(version: string, bump: 'major' | 'minor' | 'patch'): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

describe('changesets', () => {
  it('changeset version bumps @tallyline/core as the pending changesets ask and lists each in CHANGELOG.md', () => {
    const pending = pendingChangesets();
    expect(pending.length).toBeGreaterThan(0);
    for (const c of pending) expect(c.bump, c.summary).toMatch(/^(major|minor|patch)$/);
    const order = ['patch', 'minor', 'major'] as const;
    const bump = pending.reduce<(typeof order)[number]>((a, c) => (order.indexOf(c.bump) > order.indexOf(a) ? c.bump : a), 'patch');

    cpSync(join(root, '.changeset'), join(work, '.changeset'), { recursive: true });
    for (const f of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, f), join(work, f));
    for (const dir of ['packages', 'apps']) {
      for (const name of readdirSync(join(root, dir))) {
        mkdirSync(join(work, dir, name), { recursive: true });
        cpSync(join(root, dir, name, 'package.json'), join(work, dir, name, 'package.json'));
      }
    }
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: work, stdio: 'pipe' });
    git('init', '-q');
    git('-c', 'user.email=ci@example.com', '-c', 'user.name=ci', 'commit', '-q', '--allow-empty', '-m', 'start');
    const before = JSON.parse(readFileSync(join(work, 'packages/core/package.json'), 'utf8')).version as string;
    execFileSync(join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: work, stdio: 'pipe' });

    expect(JSON.parse(readFileSync(join(work, 'packages/core/package.json'), 'utf8')).version).toBe(nextVersion(before, bump));
    const changelog = readFileSync(join(work, 'packages/core/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`## ${nextVersion(before, bump)}`);
    for (const c of pending) expect(changelog).toContain(c.summary.split('\n')[0]);
    const changedManifests = [...readdirSync(join(work, 'apps')).map((n) => `apps/${n}`), 'packages/ui'].filter(
      (d) => readFileSync(join(work, d, 'package.json'), 'utf8') !== readFileSync(join(root, d, 'package.json'), 'utf8'),
    );
    expect(changedManifests).toEqual([]);
  }, 600_000); // spawns `changeset version`: a few seconds alone; 67 s and 123 s in two fresh-clone runs side by side at
  // load 25, past the 60 s this had. A limit is for a hang, not for speed.
});
