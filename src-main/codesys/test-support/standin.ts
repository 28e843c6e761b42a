// Test support: the CODESYS stand-in installed the way a real install is laid out, and a tool harness with the
// CODESYS domain. Every test gets its own install path, so test files running side by side never see each other's
// CODESYS as "another instance of the same install".
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
import { startToolHarness, type ToolHarness } from '../../mcp/test-support/tool-harness.ts';
import { packageRoot } from '../../files/index.ts';
import { createCodesysDomain } from '../index.ts';
import type { CodesysSettings } from '../bridge/launcher.ts';
import { isInstanceOf, runningInstances, terminate } from '../bridge/process-control.ts';
import { isProcessAlive } from '../../os-process/index.ts';
import { OWNER_FILE } from '../bridge/session-dirs.ts';
import type { DomainModule } from '../../mcp/domain-module.ts';

export const STANDIN_EXECUTABLE = join(packageRoot(), 'standins', 'codesys', 'CODESYS');

export interface StandinWorld {
  root: string;
  /** A project root for the tools. */
  workspace: string;
  /** `<root>/CODESYS 3.5.21.50/CODESYS/Common/CODESYS`, a link to the stand-in (spaces and all, like a real install). */
  executable: string;
  /** Session folders of this test only. */
  sessionBase: string;
  cleanup(): Promise<void>;
}

export async function makeStandinWorld(): Promise<StandinWorld> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'interlock-codesys-test-')));
  const common = join(root, 'CODESYS 3.5.21.50', 'CODESYS', 'Common');
  const workspace = join(root, 'workspace');
  await mkdir(common, { recursive: true });
  await mkdir(workspace);
  const executable = join(common, 'CODESYS');
  await symlink(STANDIN_EXECUTABLE, executable);
  const cleanup = async () => {
    await endStandins(executable);
    await rm(root, { recursive: true, force: true });
  };
  return { root, workspace, executable, sessionBase: join(root, 'sessions'), cleanup };
}

/**
 * Ends every stand-in CODESYS still running from `executable`, each with its process group, and waits (bounded) for
 * each to go. Interlock leaves a CODESYS with unsaved changes open when it quits, on purpose, and a test that failed
 * midway may leave one busy: without this, such a stand-in outlives its test file and writes into its removed folder.
 * Only processes of this install: every test's install path is its own, so another test file's CODESYS is never hit.
 */
export async function endStandins(executable: string): Promise<void> {
  for (const { pid, commandLine } of await runningInstances(executable)) {
    if (process.platform === 'win32' || !killGroup(pid)) await terminate(pid, true);
    const deadline = Date.now() + 15_000;
    while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await removeOwnSession(commandLine);
  }
}

/**
 * The session folder of an IDE Interlock let go of stays (a later Interlock removes it once its owner has gone, and
 * the owner here is this test process): removed when the command line names it and it is this process's.
 */
async function removeOwnSession(commandLine: string): Promise<void> {
  const watcher = /--runscript=(.*watcher\.py)(?: |$)/.exec(commandLine)?.[1];
  if (!watcher) return;
  const session = dirname(watcher);
  const owner = await readFile(join(session, OWNER_FILE), 'utf8').then((text) => (JSON.parse(text) as { interlockPid?: unknown }).interlockPid, () => undefined);
  if (owner === process.pid) await rm(session, { recursive: true, force: true });
}

/** SIGKILL to the process group `pid` leads (Interlock starts CODESYS so); false when it leads none (started by a wrapper). */
function killGroup(pid: number): boolean {
  try {
    process.kill(-pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** An object of a stand-in project file, as far as tests edit one. */
export interface StandinObject {
  name: string;
  type: string;
  guid: string;
  declaration?: string | null;
  implementation?: string | null;
  children: StandinObject[];
}

export interface PlcProject {
  world: StandinWorld;
  project: string;
  /** The simulated PLC's folder (CODESYS_STANDIN_PLC_DIR until cleanup). */
  plcDir: string;
  cleanup(): Promise<void>;
}

/**
 * A stand-in world with a project made from the Standard template, its application edited by `edit`, and a
 * simulated PLC of its own: CODESYS_STANDIN_PLC_DIR names a fresh folder until `cleanup`.
 */
export async function makePlcProject(name: string, edit: (application: StandinObject) => void): Promise<PlcProject> {
  const world = await makeStandinWorld();
  const plcDir = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
  process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
  const project = join(world.workspace, `${name}.project`);
  const template = JSON.parse(await readFile(join(packageRoot(), 'standins', 'codesys', 'Templates', 'Standard.project'), 'utf8'));
  edit(template.objects[0].children[0].children[0]);
  await writeFile(project, JSON.stringify(template));
  return {
    world,
    project,
    plcDir,
    cleanup: async () => {
      delete process.env.CODESYS_STANDIN_PLC_DIR;
      await world.cleanup();
      await rm(plcDir, { recursive: true, force: true });
    },
  };
}

export function testCodesysSettings(executable: string, overrides: Partial<CodesysSettings> = {}): CodesysSettings {
  return {
    ...defaultSettings().codesys,
    executablePath: executable,
    profile: 'CODESYS V3.5 SP21 Patch 5',
    healthIntervalMs: 100,
    heartbeatStaleSeconds: 2,
    commandTimeoutSeconds: 10,
    compileTimeoutSeconds: 20,
    launchTimeoutSeconds: 10,
    shutdownTimeoutSeconds: 2,
    // The stand-in answers a poll in milliseconds; a real IDE's default would only slow the tests down.
    onlinePollIntervalMs: 300,
    ...overrides,
  };
}

export interface CodesysHarness {
  harness: ToolHarness;
  domain: DomainModule;
  world: StandinWorld;
  /** Calls a tool and answers its approval card (mutating tools) with approve-once; returns the result and the card. */
  approve(name: string, args: Record<string, unknown>): Promise<{ result: Awaited<ReturnType<ToolHarness['call']>>; preview: unknown }>;
  /** Closes the UI the harness opened: mutating calls are then denied at once. */
  detachUi(): void;
  close(): Promise<void>;
}

export async function startCodesysHarness(world: StandinWorld, overrides: Partial<CodesysSettings> = {}, options: { dataDir?: string } = {}): Promise<CodesysHarness> {
  let domain: DomainModule | undefined;
  const harness = await startToolHarness({
    tools: async (core) => {
      domain = await createCodesysDomain(core);
      for (const [kind, reverter] of Object.entries(domain.reverters ?? {})) core.reverter.register(kind, reverter);
      return domain.tools;
    },
    settings: (defaults: Settings) => ({ ...defaults, projectRoots: [world.workspace], codesys: testCodesysSettings(world.executable, overrides) }),
    online: () => domain?.online,
    unsavedChanges: () => domain?.unsavedChanges,
    ...options,
  });
  const detachUi = harness.attachUi();
  const pids = new Set<number>();
  let closing: Promise<void> | undefined;
  const off = harness.core.store.subscribe((event) => {
    const match = event.type === 'target.updated' ? /PID (\d+)/.exec(event.target.detail ?? '') : null;
    if (match) pids.add(Number(match[1]));
  });
  return {
    harness,
    domain: domain!,
    world,
    detachUi,
    approve: async (name, args) => {
      const pending = harness.call(name, args);
      const raced = await Promise.race([pending.then(() => null), harness.nextApproval()]);
      if (raced === null) return { result: await pending, preview: undefined };
      const card = await harness.answerNextApproval('approve-once');
      return { result: await pending, preview: card.preview };
    },
    // Once: a test may close its harness itself (a restart of Interlock) before the file's clean-up closes it again.
    close: () =>
      (closing ??= (async () => {
        off();
        await domain!.dispose();
        // Safety net: no stand-in outlives its test, whatever the test did to it. Only a PID that is still this world's
        // CODESYS: a PID whose stand-in ended is reused, and killing it blindly once took down another test file's
        // stand-in run (standin-objects.test.ts: "Command failed: ...CODESYS --noUI --runscript=..." and nothing else,
        // the mark of a SIGKILL).
        for (const pid of pids) if (await isInstanceOf(pid, world.executable)) process.kill(pid, 'SIGKILL');
        await harness.close();
      })()),
  };
}

/** What each test of a file that uses `standinWorldPerTest` gets: a stand-in world of its own, and harnesses on it. */
export interface StandinTestContext {
  world: StandinWorld;
  /** Starts a harness on this test's world; each one started is closed after the test. */
  start(overrides?: Partial<CodesysSettings>, options?: { dataDir?: string }): Promise<CodesysHarness>;
}

/** Before each test, a fresh stand-in world; after it, every harness the test started closed and the world removed. */
export function standinWorldPerTest(): StandinTestContext {
  const harnesses: CodesysHarness[] = [];
  const context = {
    start: async (overrides = {}, options = {}) => {
      const h = await startCodesysHarness(context.world, overrides, options);
      harnesses.push(h);
      return h;
    },
  } as StandinTestContext;
  beforeEach(async () => {
    context.world = await makeStandinWorld();
  });
  afterEach(async () => {
    for (const h of harnesses.splice(0)) await h.close();
    await context.world.cleanup();
  });
  return context;
}

/** The structured result of a successful call, typed for the test. */
export function structured<T>(result: { isError?: boolean; content: Array<{ text?: string }>; structuredContent?: Record<string, unknown> }): T {
  if (result.isError) throw new Error(`The call failed: ${result.content[0]?.text}`);
  return result.structuredContent as T;
}

export function errorText(result: { isError?: boolean; content: Array<{ text?: string }> }): string {
  if (!result.isError) throw new Error(`Expected an error result, got ${result.content[0]?.text}`);
  return result.content[0]?.text ?? '';
}

/** A task as codesys_list_tasks returns it. */
export interface ListedTask {
  name: string;
  path: string;
  kind: string;
  priority: string;
  interval: string;
  event: string;
  pou_calls: string[];
}
export interface ListedTasks {
  tasks: ListedTask[];
  content_hash: string;
}

/** A project with an EtherCAT device tree, two tasks, a GVL, a function block and two programs. */
export const PACKAGING_FIXTURE = join(packageRoot(), 'fixtures', 'codesys', 'Packaging.project');

/** An object of the Packaging fixture by name (the first in tree order), with the stand-in's stored device data. */
export type FindPackagingObject = (name: string) => StandinObject & { props?: Record<string, unknown> };

/** Writes a copy of the Packaging fixture to `projectPath`, changed by `edit` (declarations, IO mappings in `props.io`). */
export async function writePackagingProject(projectPath: string, edit: (find: FindPackagingObject) => void): Promise<void> {
  const data = JSON.parse(await readFile(PACKAGING_FIXTURE, 'utf8')) as { objects: StandinObject[] };
  const search = (node: StandinObject, name: string): StandinObject | undefined => (node.name === name ? node : node.children.map((c) => search(c, name)).find(Boolean));
  edit((name) => {
    const found = data.objects.map((o) => search(o, name)).find(Boolean);
    if (!found) throw new Error(`The Packaging fixture has no object named ${name}`);
    return found;
  });
  await writeFile(projectPath, JSON.stringify(data));
}

/** What each test of a file that uses `packagingProjectPerTest` gets: its own world, project copy and harness. */
export interface PackagingTestContext {
  world: StandinWorld;
  project: string;
  h: CodesysHarness;
}

/**
 * Before each test: a fresh stand-in world, the Packaging fixture copied into its workspace (then `prepare`d), and a
 * harness with a UI attached; after it, everything closed and removed.
 */
export function packagingProjectPerTest(prepare?: (project: string) => Promise<void>, overrides: Partial<CodesysSettings> = {}): PackagingTestContext {
  const context = {} as PackagingTestContext;
  beforeEach(async () => {
    context.world = await makeStandinWorld();
    context.project = join(context.world.workspace, 'Packaging.project');
    await copyFile(PACKAGING_FIXTURE, context.project);
    await prepare?.(context.project);
    context.h = await startCodesysHarness(context.world, overrides);
  });
  afterEach(async () => {
    await context.h.close();
    await context.world.cleanup();
  });
  return context;
}
