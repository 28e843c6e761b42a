// `interlock app`: starts the Electron shell from plain Node. It never loads the `electron` package's entry
// (that downloads the binary synchronously and throws a stack trace without internet); it reads where the binary
// lives, runs Electron's own installer once if the binary is missing, and otherwise says in one sentence why not.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../files/index.ts';

export const MISSING_BINARY_MESSAGE =
  "Electron's binary is not installed (it downloads on first launch with internet access); run the headless control center with `npm start` instead.";

export interface LaunchOptions {
  /** The folder whose package.json names the Electron main (Interlock's install folder). */
  appRoot?: string;
  /** The `electron` npm package's folder; null when the package is not installed at all. */
  electronPackageDir?: string | null;
  /** Fetches the binary (Electron's installer); resolves true when it is there afterwards. */
  installBinary?: (electronPackageDir: string) => Promise<boolean>;
  printError?: (line: string) => void;
  /** Progress for a person watching; by default only on an interactive terminal, so scripts see one line. */
  printProgress?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export function locateElectronPackage(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** The Electron executable the `electron` package installed, or null when it has not been downloaded. */
export function electronBinaryPath(electronPackageDir: string | null): string | null {
  if (!electronPackageDir) return null;
  let relative: string;
  try {
    relative = readFileSync(join(electronPackageDir, 'path.txt'), 'utf8').trim();
  } catch {
    return null;
  }
  const binary = join(electronPackageDir, 'dist', relative);
  return relative && existsSync(binary) ? binary : null;
}

export async function launchElectronApp(argv: string[], options: LaunchOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const printError = options.printError ?? ((line: string) => console.error(line));
  const printProgress = options.printProgress ?? ((line: string) => process.stderr.isTTY && console.error(line));
  const packageDir = options.electronPackageDir === undefined ? locateElectronPackage() : options.electronPackageDir;
  let binary = electronBinaryPath(packageDir);
  if (!binary && packageDir && !isTruthy(env.ELECTRON_SKIP_BINARY_DOWNLOAD)) {
    printProgress("Downloading Electron's binary (first launch only)…");
    const installed = await (options.installBinary ?? runElectronInstaller)(packageDir);
    if (installed) binary = electronBinaryPath(packageDir);
  }
  if (!binary) {
    printError(MISSING_BINARY_MESSAGE);
    return 1;
  }
  // Inherited ELECTRON_RUN_AS_NODE (set for the stdio MCP entry) would make Electron a plain Node and skip the app.
  const childEnv = { ...env };
  delete childEnv.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, [options.appRoot ?? packageRoot(), ...argv], { stdio: 'inherit', env: childEnv });
  return new Promise((resolve) => {
    child.on('error', (err) => {
      printError(`Could not start Electron (${binary}): ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the `electron` package's own installer quietly; its output only matters when it worked. */
function runElectronInstaller(electronPackageDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(electronPackageDir, 'install.js')], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
