// The unpacked app as electron-builder builds it (`--dir`), against a stand-in Electron distribution where the real
// one cannot be downloaded: the build must succeed without metadata warnings, ship what the app runs (CLI, built
// main and renderer, CODESYS scripts, production dependencies) and nothing else (no tests, fixtures, stand-ins,
// sources or source maps), and flip the security fuses as configured.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src-main/files/index.ts';
import { diffWorkerUrl } from '../src-main/text-diff/index.ts';
import { readFuses, writeElectronDistStandin, type FuseName } from './support/electron-dist-standin.ts';

const root = packageRoot();
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  homepage?: string;
  author?: { name?: string; email?: string };
  description?: string;
  license?: string;
  desktopName?: string;
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const builderRequire = createRequire(require.resolve('app-builder-lib/package.json'));
const yaml = builderRequire('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  appId: string;
  productName: string;
  linux: { maintainer?: string; category?: string; desktop?: { entry?: Record<string, string> } };
  mac: { category?: string };
  nsis: { shortcutName?: string };
  electronFuses: Partial<Record<FuseName, boolean>>;
};

/** The stand-in's fuses before packaging: each the opposite of what the config asks, so every flip shows. */
const SHIPPED_FUSES: Record<FuseName, boolean> = {
  runAsNode: false,
  enableCookieEncryption: false,
  enableNodeOptionsEnvironmentVariable: true,
  enableNodeCliInspectArguments: true,
  enableEmbeddedAsarIntegrityValidation: false,
  onlyLoadAppFromAsar: false,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false,
};

let work: string;
let build: { code: number | null; output: string };
let files: string[];
const appDir = () => join(work, 'out', 'linux-unpacked');

beforeAll(async () => {
  for (const built of ['dist/src-main/electron/main.js', 'dist/renderer/index.html', 'dist/preload/preload.cjs']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  work = await mkdtemp(join(tmpdir(), 'interlock-package-'));
  await writeElectronDistStandin(join(work, 'electron-dist'), manifest.devDependencies.electron!, SHIPPED_FUSES);
  const cli = join(require.resolve('electron-builder/package.json'), '..', 'cli.js');
  const args = [cli, '--dir', '--linux', '--x64', `-c.electronDist=${join(work, 'electron-dist')}`, `-c.electronVersion=${manifest.devDependencies.electron}`, `-c.directories.output=${join(work, 'out')}`];
  build = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
  const asar = builderRequire('@electron/asar') as { listPackage(path: string, options: object): string[] };
  files = build.code === 0 ? asar.listPackage(join(appDir(), 'resources', 'app.asar'), {}).map((p) => p.replace(/\\/g, '/')) : [];
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the unpacked app (electron-builder --dir)', () => {
  it('builds without missing-metadata warnings', () => {
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toMatch(/is missed|Please specify|is not specified/);
    expect(existsSync(join(appDir(), 'interlock'))).toBe(true);
  });

  it('ships the CLI, the built main process, renderer and preload, the CODESYS scripts and the icons', () => {
    for (const path of [
      '/package.json',
      '/bin/interlock.js',
      '/dist/src-main/cli.js',
      '/dist/src-main/electron/main.js',
      '/dist/src-shared/contract.js',
      '/dist/renderer/index.html',
      '/dist/preload/preload.cjs',
      '/src-main/codesys/bridge/watcher.py',
      '/assets/icon.png',
    ]) {
      expect(files, path).toContain(path);
    }
    for (const dependency of Object.keys(manifest.dependencies)) expect(files, dependency).toContain(`/node_modules/${dependency}/package.json`);
  });

  it('leaves out tests, test support, fixtures, stand-ins, sources, source maps and dev dependencies', () => {
    const own = files.filter((path) => !path.startsWith('/node_modules/'));
    const strays = own.filter((path) => /\.test\.js$|\.map$|\/test-support(\/|$)|^\/(fixtures|standins|e2e|scripts|src-renderer|src-preload|src-shared)(\/|$)|^\/dist\/standins|\.tsx?$/.test(path));
    expect(strays).toEqual([]);
    for (const devOnly of ['vitest', 'electron', 'electron-builder', 'react', 'typescript', 'playwright-core']) {
      expect(files, devOnly).not.toContain(`/node_modules/${devOnly}/package.json`);
    }
  });

  it('runs the diff worker from app.asar.unpacked, where the app starts it, with everything it imports beside it', async () => {
    const resources = join(appDir(), 'resources');
    const startedFrom = pathToFileURL(join(resources, 'app.asar', 'dist', 'src-main', 'text-diff', 'bounded-diff.js')).href;
    expect(files).toContain('/dist/src-main/text-diff/bounded-diff.js');
    const script = diffWorkerUrl(startedFrom);
    expect(fileURLToPath(script)).toBe(join(resources, 'app.asar.unpacked', 'dist', 'src-main', 'text-diff', 'diff-worker.js'));
    // Plain Node cannot read inside an asar archive, so this worker loads only if its whole module graph (its job
    // module and the `diff` package) was unpacked beside it.
    const worker = new Worker(script);
    try {
      const answer = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ id: 1, job: { oldName: 'a/main.st', newName: 'b/main.st', before: 'x := 1;\n', after: 'x := 2;\n', maxEditLength: 100, timeoutMs: 1000 } });
      });
      expect(answer).toMatchObject({ id: 1, result: { kind: 'diff', diff: expect.stringContaining('-x := 1;\n+x := 2;') } });
    } finally {
      await worker.terminate();
    }
  });

  it('flips the security fuses as electron-builder.yml sets them, leaving the others as Electron shipped them', async () => {
    const configured = config.electronFuses;
    expect(configured.runAsNode, 'the stdio MCP entry runs the app as Node').toBe(true);
    expect(await readFuses(join(appDir(), 'interlock'))).toEqual({ ...SHIPPED_FUSES, ...configured });
  });
});

describe('metadata each package target requires', () => {
  it('deb: homepage, maintainer with e-mail, description, desktop entry', () => {
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.author?.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(config.linux.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(config.linux.desktop?.entry).toMatchObject({ Name: 'Interlock', Categories: expect.stringMatching(/^Development;/) });
  });

  it('AppImage and deb: a category and a desktop file name; NSIS: app id and shortcut; dmg: a category', () => {
    expect(config.linux.category).toBe('Development');
    expect(manifest.desktopName).toBe('interlock.desktop');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(config.nsis.shortcutName).toBe(config.productName);
    expect(config.mac.category).toMatch(/^public\.app-category\./);
    expect(manifest.license).toBe('MIT');
  });
});
