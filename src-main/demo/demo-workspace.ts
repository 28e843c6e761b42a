// `--demo` (what `npm start` runs): a workspace with a real OpenPLC project in the data directory, and settings
// that point at the project's own stand-ins for openplc-cli and CODESYS, so the whole control center can be
// tried on a machine with neither installed. Seeded once; the person's edits to it are never overwritten.
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultSettings, type Settings } from '../../src-shared/settings-schema.ts';
import { packageRoot, pathExists } from '../files/index.ts';

export const DEMO_PROJECTS = [{ fixture: 'fixtures/openplc/bottling-line', name: 'bottling-line' }] as const;

export function demoWorkspaceDir(dataDir: string): string {
  return join(dataDir, 'demo-workspace');
}

/** Copies the demo projects into the data directory on first run; returns the workspace folder. */
export async function seedDemoWorkspace(dataDir: string): Promise<string> {
  const workspace = demoWorkspaceDir(dataDir);
  await mkdir(workspace, { recursive: true });
  for (const project of DEMO_PROJECTS) {
    const target = join(workspace, project.name);
    if (await pathExists(target)) continue;
    const source = join(packageRoot(), project.fixture);
    if (!(await pathExists(source))) {
      throw new Error('--demo needs a source checkout of Interlock: the installed app does not ship the demo projects and stand-ins (fixtures/, standins/).');
    }
    await cp(source, target, { recursive: true, errorOnExist: true, force: false });
  }
  return workspace;
}

/**
 * Defaults plus the demo workspace as a project root and the stand-ins as the external programs. Agents see the default
 * toolsets, as on a fresh install (Settings → Agents (MCP) allows more): a first agent pays for 44 tools, not 111.
 */
export function demoSettings(dataDir: string): Settings {
  const settings = defaultSettings();
  const root = packageRoot();
  settings.projectRoots = [demoWorkspaceDir(dataDir)];
  // Windows starts the stand-in through its .cmd launcher, as it starts the real CLI.
  settings.openplc.cliPath = join(root, 'standins', 'openplc-cli', process.platform === 'win32' ? 'openplc-cli.cmd' : 'openplc-cli');
  settings.codesys.executablePath = join(root, 'standins', 'codesys', 'CODESYS');
  settings.codesys.profile = 'CODESYS V3.5 SP21 (stand-in)';
  return settings;
}
