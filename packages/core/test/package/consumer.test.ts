// Installs the packed tarball in a fresh directory, as a consumer would, and uses it from ESM, CJS
// (also with require(esm) turned off, as on Node < 20.19), TypeScript and the `tallyline` bin; publint
// and @arethetypeswrong/cli check the same tarball. Needs `dist/` (turbo builds it before `test`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(pkgDir, 'node_modules', '.bin', name);
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };
const weather = fileURLToPath(new URL('../../node_modules/vega-datasets/data/seattle-weather.csv', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tallyline-consumer-'));
const app = join(work, 'app');
let tarball = '';

// Each step is a child process (tsc, attw, the CLI). Under a CI load of ~40, tsc on one config took
// over 80 s: the budget is for a hang (the child is killed at 5 min, status null), not for slowness.
const run = (cmd: string, args: string[], cwd = app) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });

beforeAll(() => {
  if (!existsSync(join(pkgDir, 'dist', 'index.cjs'))) throw new Error('dist/ is missing: run `pnpm --filter @tallyline/core build` first');
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: pkgDir, stdio: 'pipe' });
  tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz'))!);
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }));
  // pnpm outside any workspace, from the local store when it can: the same resolution a consumer gets, without the network.
  execFileSync('pnpm', ['add', tarball, 'typescript@5', '--prefer-offline', '--ignore-workspace', '--config.node-linker=hoisted'], { cwd: app, stdio: 'pipe' });
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed @tallyline/core, installed in a fresh directory', { timeout: 600_000 }, () => {
  it('ships only dist, the README, the LICENSE and package.json, with engines and repository set', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(files.filter((f) => !f.startsWith('package/dist/'))).toEqual(['package/LICENSE', 'package/README.md', 'package/package.json']);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@tallyline/core/package.json'), 'utf8'));
    expect(installed.engines.node).toBe(pkg.engines.node);
    expect(installed.repository).toMatchObject({ type: 'git', directory: 'packages/core' });
    expect(installed.dependencies['d3-array']).not.toMatch(/catalog|workspace/);
  });

  it('the README links only to absolute URLs (relative ones are broken on npm)', () => {
    const readme = readFileSync(join(app, 'node_modules/@tallyline/core/README.md'), 'utf8');
    const targets = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((t) => !/^(https:\/\/|#)/.test(t))).toEqual([]);
  });

  it('import works from ESM', () => {
    writeFileSync(join(app, 'esm.mjs'), `import { parseCsv, analyzeTrend, CORE_VERSION } from '@tallyline/core';
const ds = parseCsv('day,n\\n2024-01-01,1\\n2024-01-02,3\\n');
console.log(JSON.stringify({ v: CORE_VERSION, n: ds.row(1).n, trend: typeof analyzeTrend(ds).direction }));`);
    const r = run('node', ['esm.mjs']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ v: pkg.version, n: 3, trend: 'string' });
  });

  it('require works from CJS, also where Node cannot require ESM (d3-array is bundled)', () => {
    writeFileSync(join(app, 'cjs.cjs'), `const { parseCsv, generateKpis } = require('@tallyline/core');
const ds = parseCsv('n\\n2\\n4\\n');
console.log(JSON.stringify({ row: ds.row(0), kpis: generateKpis(ds).length > 0 }));`);
    for (const flags of [[], ['--no-experimental-require-module']]) {
      const r = run('node', [...flags, 'cjs.cjs']);
      expect(r.stderr).toBe('');
      expect(JSON.parse(r.stdout)).toEqual({ row: { n: 2 }, kpis: true });
    }
  });

  it('TypeScript resolves the types under node16 (ESM and CJS) and bundler resolution, with the DOM Worker types', () => {
    const source = `import { parseCsv, parseCsvStream, parseInWorker, type Dataset } from '@tallyline/core';
export const ds: Dataset = parseCsv('a\\n1\\n');
export const later: Promise<Dataset> = parseCsvStream(new Blob(['a\\n1\\n']));
export const viaWorker = (w: Worker, f: File): Promise<Dataset> => parseInWorker(w, f);
// @ts-expect-error a wrong option is a type error
parseCsv('a', { delimiter: 'x' });
`;
    writeFileSync(join(app, 'esm.mts'), source);
    writeFileSync(join(app, 'cjs.cts'), source);
    const configs = {
      node16: { module: 'node16', moduleResolution: 'node16', files: ['esm.mts', 'cjs.cts'] },
      bundler: { module: 'esnext', moduleResolution: 'bundler', files: ['esm.mts'] },
    };
    for (const [name, { files, ...options }] of Object.entries(configs)) {
      const compilerOptions = { ...options, strict: true, noEmit: true, skipLibCheck: false, lib: ['es2022', 'dom'], types: [] };
      writeFileSync(join(app, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions, files }));
      const r = run('node', ['node_modules/typescript/bin/tsc', '-p', `tsconfig.${name}.json`]);
      expect(r.stdout + r.stderr).toBe('');
      expect(r.status).toBe(0);
    }
  });

  it('the tallyline bin answers --help and --version with exit 0 and analyzes a file', () => {
    const help = run('node_modules/.bin/tallyline', ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage:');
    expect(run('node_modules/.bin/tallyline', ['--version']).stdout).toBe(`${pkg.version}\n`);
    const analyze = run('node_modules/.bin/tallyline', ['analyze', weather, '--json']);
    expect(analyze.status).toBe(0);
    expect(JSON.parse(analyze.stdout).summary.totalRows).toBe(1461); // 4 years of days, 2012–2015: 366 + 365 × 3
  });

  it('tallyline analyze --json | head exits quietly when the reader closes the pipe (EPIPE)', () => {
    const r = run('bash', ['-c', `set -o pipefail; node_modules/.bin/tallyline analyze '${weather}' --json | head -n 1`]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('{\n');
    expect(r.status).toBe(0);
  });

  it('publint finds nothing to fix in the tarball', () => {
    const r = run(bin('publint'), ['run', '--strict', tarball], pkgDir);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });

  it('@arethetypeswrong/cli finds no type resolution problem in the tarball', () => {
    const r = run(bin('attw'), [tarball, '--format', 'ascii'], pkgDir);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
