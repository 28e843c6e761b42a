import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { electronBinaryPath, launchElectronApp, MISSING_BINARY_MESSAGE } from './launch.ts';

describe('`interlock app` (launching the Electron shell from Node)', () => {
  let dir: string;
  let electronPackage: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-launch-'));
    electronPackage = join(dir, 'electron');
    await mkdir(join(electronPackage, 'dist'), { recursive: true });
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** Stands in for the Electron binary: Node running an "app folder" that records how it was started. */
  async function installFakeElectron(): Promise<{ appRoot: string; record: string }> {
    await symlink(process.execPath, join(electronPackage, 'dist', 'electron'));
    await writeFile(join(electronPackage, 'path.txt'), 'electron');
    const appRoot = join(dir, 'app');
    const record = join(dir, 'record.json');
    await mkdir(appRoot);
    await writeFile(join(appRoot, 'package.json'), JSON.stringify({ main: 'main.cjs' }));
    await writeFile(
      join(appRoot, 'main.cjs'),
      `require('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ argv: process.argv.slice(2), runAsNode: process.env.ELECTRON_RUN_AS_NODE ?? null })); process.exit(3);`,
    );
    return { appRoot, record };
  }

  it('says in one sentence, without a stack trace, that the binary is missing when it cannot be fetched', async () => {
    const lines: string[] = [];
    const installBinary = vi.fn(async () => false);
    const code = await launchElectronApp([], { electronPackageDir: electronPackage, installBinary, printError: (l) => lines.push(l), printProgress: () => undefined, env: {} });
    expect(code).toBe(1);
    expect(installBinary).toHaveBeenCalledWith(electronPackage);
    expect(lines).toEqual([MISSING_BINARY_MESSAGE]);
    expect(MISSING_BINARY_MESSAGE).toMatch(/npm start/);
  });

  it('does not try to download when ELECTRON_SKIP_BINARY_DOWNLOAD is set, nor when the electron package is absent', async () => {
    const installBinary = vi.fn(async () => true);
    const quiet = { installBinary, printError: () => undefined, printProgress: () => undefined };
    expect(await launchElectronApp([], { ...quiet, electronPackageDir: electronPackage, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } })).toBe(1);
    expect(await launchElectronApp([], { ...quiet, electronPackageDir: null, env: {} })).toBe(1);
    expect(installBinary).not.toHaveBeenCalled();
  });

  it('finds the binary through path.txt only when the file it names exists', async () => {
    expect(electronBinaryPath(electronPackage)).toBeNull();
    await writeFile(join(electronPackage, 'path.txt'), 'electron');
    expect(electronBinaryPath(electronPackage)).toBeNull();
    await symlink(process.execPath, join(electronPackage, 'dist', 'electron'));
    expect(electronBinaryPath(electronPackage)).toBe(join(electronPackage, 'dist', 'electron'));
  });

  it('starts Electron on the app folder with the arguments, without ELECTRON_RUN_AS_NODE, and returns its exit code', async () => {
    const { appRoot, record } = await installFakeElectron();
    const code = await launchElectronApp(['--data-dir', '/tmp/x', '--demo'], {
      appRoot,
      electronPackageDir: electronPackage,
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    });
    expect(code).toBe(3);
    expect(JSON.parse(await readFile(record, 'utf8'))).toEqual({ argv: ['--data-dir', '/tmp/x', '--demo'], runAsNode: null });
  });
});
