// State a UI test starts from: two targets, a build with findings and a running PLC, as the CODESYS and OpenPLC
// domains report them; or a control center with a CODESYS stand-in project whose simulated PLC the test logs in to.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { endStandins, STANDIN_EXECUTABLE } from '../../src-main/codesys/test-support/standin.ts';
import { startControlCenter, type ControlCenter } from '../../src-main/control-center/index.ts';
import type { Core } from '../../src-main/core/index.ts';
import { packageRoot } from '../../src-main/files/index.ts';
import { offlineState } from '../../src-shared/online-state.ts';
import { TOOLSET_IDS } from '../../src-shared/toolsets.ts';

/** Two targets, a CODESYS build with one error and two warnings, a clean OpenPLC check, and CODESYS logged in. */
export function seedTargets(core: Core): void {
  const now = Date.now();
  core.store.emit({ type: 'target.updated', target: { id: 'codesys', kind: 'codesys', label: 'CODESYS · Line 2', status: 'ready', detail: 'CODESYS V3.5 SP21 · Demo.project open', updatedAt: now } });
  core.store.emit({ type: 'target.updated', target: { id: 'openplc', kind: 'openplc', label: 'OpenPLC · Conveyor', status: 'watching', updatedAt: now } });
  core.store.emit({
    type: 'diagnostics.updated',
    diagnostics: {
      target: 'codesys',
      source: 'Build',
      updatedAt: now,
      summary: 'Build: 1 error(s), 2 warning(s)',
      items: [
        { severity: 'warning', message: "Variable 'tmp' is declared but never used", objectPath: 'Application/PLC_PRG', line: 4, column: 3 },
        { severity: 'error', message: "Identifier 'speed_sp' is not defined", objectPath: 'Application/FB_Motor', line: 17, column: 12 },
        { severity: 'warning', message: 'Implicit conversion from DINT to INT', objectPath: 'Application/FB_Motor', line: 22, column: 5 },
      ],
    },
  });
  core.store.emit({
    type: 'diagnostics.updated',
    diagnostics: { target: 'openplc', source: 'openplc-cli check', updatedAt: now, summary: 'No findings', items: [] },
  });
  core.store.emit({
    type: 'online.updated',
    online: {
      ...offlineState('codesys', now),
      connection: 'logged-in',
      project: 'Demo.project',
      device: { name: 'Device', gateway: 'Gateway-1', address: '0000.0001' },
      application: 'Application',
      runState: 'run',
      operatingFlags: ['program_loaded', 'force_active'],
      onlineChangePossible: true,
      lastDownload: { at: now - 120_000, kind: 'download', version: '4' },
      forced: [{ expression: 'GVL.pump_on', value: 'TRUE' }],
      watch: [
        { expression: 'PLC_PRG.counter', source: 'person', value: '1234', type: 'INT', error: null, readAt: now, forced: false },
        { expression: 'GVL.pump_on', source: 'person', value: 'TRUE', type: 'BOOL', error: null, readAt: now, forced: true },
        { expression: 'FB_Motor.speed_sp', source: 'agent', value: null, type: null, error: "Unknown variable 'FB_Motor.speed_sp'", readAt: now, forced: false },
        { expression: 'GVL.recipe_name_with_a_rather_long_identifier_for_layout', source: 'agent', value: "'Sparkling water 0.5 l, 24 bottles per crate'", type: 'STRING(80)', error: null, readAt: now, forced: false },
      ],
    },
  });
}

/** Names the simulated PLC's folder; the stand-in CODESYS inherits it when Interlock launches it. */
const PLC_DIR_ENV = 'CODESYS_STANDIN_PLC_DIR';

export interface PlcControlCenter {
  /** The control center running now (another one after `restart`). */
  readonly cc: ControlCenter;
  /** The demo workspace, a project root. */
  workspace: string;
  /** A restart of Interlock: stops the control center and starts another on the same data; the PLC keeps its state. */
  restart(): Promise<ControlCenter>;
  /** Stops the control center and removes its data, the simulated PLC's state included. */
  close(): Promise<void>;
}

/**
 * A demo control center in a fresh data folder, whose CODESYS is an install of its own and whose simulated PLC keeps
 * its state in that folder.
 */
export async function startPlcControlCenter(name: string): Promise<PlcControlCenter> {
  const dataDir = await mkdtemp(join(tmpdir(), `interlock-${name}-`));
  process.env[PLC_DIR_ENV] = join(dataDir, 'plc');
  const executable = join(dataDir, 'CODESYS 3.5.21.50', 'CODESYS', 'Common', 'CODESYS');
  const removeData = async () => {
    delete process.env[PLC_DIR_ENV];
    // A CODESYS left open with unsaved changes (Interlock does not close it) would outlive the test file.
    await endStandins(executable);
    await rm(dataDir, { recursive: true, force: true });
  };
  let cc: ControlCenter | undefined;
  try {
    cc = await startControlCenter({ dataDir, port: 0, demo: true });
    await useOwnCodesysInstall(cc.core, executable);
    // These tests drive the running PLC: the person allows every toolset, the online ones included.
    await cc.core.settings.update((s) => ({ ...s, mcp: { ...s.mcp, toolsets: [...TOOLSET_IDS] } }));
  } catch (err) {
    await cc?.close();
    await removeData();
    throw err;
  }
  let current = cc;
  return {
    get cc() {
      return current;
    },
    workspace: join(dataDir, 'demo-workspace'),
    restart: async () => {
      await current.close();
      current = await startControlCenter({ dataDir, port: 0, demo: true });
      return current;
    },
    close: async () => {
      try {
        await current.close();
      } finally {
        await removeData();
      }
    },
  };
}

/** Writes line-2/Line2.project in `workspace` from the stand-in's Standard template, its PLC_PRG declared as given. */
export async function writeLine2Project(workspace: string, declaration: string): Promise<string> {
  const template = JSON.parse(await readFile(join(packageRoot(), 'standins', 'codesys', 'Templates', 'Standard.project'), 'utf8'));
  const application = template.objects[0].children[0].children[0];
  application.children.find((c: { name: string }) => c.name === 'PLC_PRG').declaration = declaration;
  await mkdir(join(workspace, 'line-2'), { recursive: true });
  const project = join(workspace, 'line-2', 'Line2.project');
  await writeFile(project, JSON.stringify(template));
  return project;
}

/**
 * Points the control center at a CODESYS install of its own: `executable`, a link to the stand-in inside its data
 * folder laid out like a real one. The demo's install is the package's stand-in: two browser tests running side by side would each see the
 * other's CODESYS as "already running" (Interlock starts one instance per install) and refuse to open the project.
 */
async function useOwnCodesysInstall(core: Core, executable: string): Promise<void> {
  await mkdir(dirname(executable), { recursive: true });
  await symlink(STANDIN_EXECUTABLE, executable);
  await core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, executablePath: executable } }));
}

/**
 * After one pass of a browser test on a shared control center: denies what still waits (nothing carries over into
 * the next pass) and closes every browser context but the anchor window, which keeps a UI attached.
 */
export async function endPass(cc: ControlCenter | undefined, contexts: readonly { close(): Promise<void> }[], anchor: unknown): Promise<void> {
  for (const approval of cc?.core.gate.pending() ?? []) await cc!.core.gate.resolve(approval.id, 'deny');
  for (const context of contexts) if (context !== anchor) await context.close();
}
