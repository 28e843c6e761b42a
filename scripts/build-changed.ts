// `npm start` and `npm run app` build only what changed: each part of dist/ (main, renderer, preload) is rebuilt when
// the content of its inputs differs from what it was last built from, recorded in dist/.build-inputs.json after a
// successful build. Content hashes, not times: a checkout, a `git stash` or a copied tree must never leave a stale
// build in place. `npm run build` (tests, CI, packaging) builds every part whatever the record says (`--all`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RECORD = join(root, 'dist', '.build-inputs.json');
const SHARED_INPUTS = ['src-shared', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];

export interface BuildPart {
  name: string;
  /** The npm script that builds it. */
  script: string;
  /** Files and folders (from the root) whose content it is built from. */
  inputs: string[];
  /** A file the build leaves, so a removed dist/ is rebuilt whatever the record says. */
  output: string;
}

export const PARTS: BuildPart[] = [
  { name: 'main', script: 'build:main', inputs: ['src-main', 'standins', 'tsconfig.build.json', ...SHARED_INPUTS], output: 'dist/src-main/cli.js' },
  { name: 'renderer', script: 'build:renderer', inputs: ['src-renderer', ...SHARED_INPUTS], output: 'dist/renderer/index.html' },
  { name: 'preload', script: 'build:preload', inputs: ['src-preload', ...SHARED_INPUTS], output: 'dist/preload/preload.cjs' },
];

/** One hash over the paths and contents of every file under the inputs (tests and Python caches left out). */
export function inputsHash(inputs: readonly string[], base = root): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(base, input))).sort();
  for (const file of files) {
    hash.update(relative(base, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!readdirSyncSafe(path)) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('__pycache__') && !entry.name.endsWith('.pyc'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function readdirSyncSafe(path: string): boolean {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
}

function readRecord(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Builds the parts whose inputs changed; returns the names of those it built. */
export function buildChanged({ all = false, log = console.log }: { all?: boolean; log?: (line: string) => void } = {}): string[] {
  const record = readRecord();
  const built: string[] = [];
  for (const part of PARTS) {
    const hash = inputsHash(part.inputs);
    if (!all && record[part.name] === hash && existsSync(join(root, part.output))) {
      log(`build: ${part.name} is up to date`);
      continue;
    }
    if (!all) log(`build: ${part.name} changed, building`);
    const result = spawnSync('npm', ['run', '-s', part.script], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) {
      delete record[part.name];
      writeRecord(record);
      throw new Error(`build: npm run ${part.script} failed (exit ${result.status ?? result.signal})`);
    }
    record[part.name] = hash;
    writeRecord(record);
    built.push(part.name);
  }
  return built;
}

function writeRecord(record: Record<string, string>): void {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildChanged({ all: process.argv.includes('--all') });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
