// A real control center with both domains on the stand-ins (an OpenPLC project, the CODESYS stand-in), reached by
// a real SDK client over its HTTP endpoint: what the attack tests of issue 27 run against. By default no window is
// attached, so a call that raises a card is denied at once ("no Interlock window is open"): a card is a denial, and a
// call a standing approval covers runs.
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll } from 'vitest';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
import { TOOLSET_IDS } from '../../../src-shared/toolsets.ts';
import { makeStandinWorld, PACKAGING_FIXTURE, testCodesysSettings, type StandinWorld } from '../../codesys/test-support/standin.ts';
import { packageRoot } from '../../files/index.ts';
import { startControlCenter, type ControlCenter } from '../index.ts';

export const OPENPLC_PROJECT = 'bottling-line';
export const CODESYS_PROJECT = 'Packaging.project';
/** What the agent hears when its call raised a card and nobody could answer it. */
export const NEEDS_PERSON = /needs the person's approval, but no Interlock window is open/;

export interface AttackCenter {
  cc: ControlCenter;
  world: StandinWorld;
  dataDir: string;
  openplc: string;
  codesys: string;
  /** Connects another SDK client (its own session) under `name`. */
  connect(name: string, options?: ConstructorParameters<typeof Client>[1]): Promise<Client>;
  /** Runs `step` with a window attached that approves every card once (the person setting up what the attack needs). */
  asPerson<T>(step: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startAttackCenter(settings: (defaults: Settings) => Settings = (s) => s): Promise<AttackCenter> {
  const world = await makeStandinWorld();
  // The stand-in's simulated PLC keeps its files here (read when CODESYS starts).
  const plcDir = await mkdtemp(join(tmpdir(), 'interlock-attack-plc-'));
  process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
  const openplc = join(world.workspace, OPENPLC_PROJECT);
  const codesys = join(world.workspace, CODESYS_PROJECT);
  await cp(join(packageRoot(), 'fixtures', 'openplc', OPENPLC_PROJECT), openplc, { recursive: true });
  await copyFile(PACKAGING_FIXTURE, codesys);
  const dataDir = join(world.root, 'data');
  const defaults = defaultSettings();
  await mkdir(dataDir);
  const base: Settings = {
    ...defaults,
    projectRoots: [world.workspace],
    openplc: { ...defaults.openplc, cliPath: join(packageRoot(), 'standins', 'openplc-cli', 'openplc-cli') },
    codesys: testCodesysSettings(world.executable),
    mcp: { ...defaults.mcp, toolsets: [...TOOLSET_IDS] },
  };
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify(settings(base)));
  const cc = await startControlCenter({ dataDir, port: 0, demo: false });
  const clients: Client[] = [];
  let approving = false;
  const unsubscribe = cc.core.store.subscribe((event) => {
    if (event.type === 'approval.requested' && approving) void cc.core.gate.resolve(event.approval.id, 'approve-once');
  });
  return {
    cc,
    world,
    dataDir,
    openplc,
    codesys,
    async connect(name, options) {
      const client = new Client({ name, version: '1.0.0' }, options);
      await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
      clients.push(client);
      return client;
    },
    async asPerson(step) {
      const detach = cc.core.gate.attachUi();
      approving = true;
      try {
        return await step();
      } finally {
        approving = false;
        detach();
      }
    },
    async close() {
      unsubscribe();
      for (const client of clients) await client.close().catch(() => undefined);
      await cc.close();
      delete process.env.CODESYS_STANDIN_PLC_DIR;
      await world.cleanup();
      await rm(plcDir, { recursive: true, force: true });
    },
  };
}

/** A test file's attack center and the agent on it, both there once the file's tests run. */
export interface SharedAttackCenter {
  center: AttackCenter;
  /** Connected as "attacker", with only the MCP token. */
  agent: Client;
}

/**
 * Before a test file's tests, an attack center whose settings hold an "always approve" rule for each of `tools`, and
 * the agent on it; after them, both closed.
 */
export function alwaysApprovingCenterPerFile(tools: readonly string[]): SharedAttackCenter {
  const shared = {} as SharedAttackCenter;
  beforeAll(async () => {
    shared.center = await startAttackCenter((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: tools.map((tool) => ({ tool })) } }));
    shared.agent = await shared.center.connect('attacker');
  }, 120_000);
  afterAll(async () => shared.center?.close());
  return shared;
}

/** What the person saw last in History: the audit's line for the last call of `tool`. */
export async function lastAudit(center: AttackCenter, tool: string) {
  const { entries } = await center.cc.core.audit.read();
  return entries.filter((e) => e.tool === tool).at(-1);
}

export interface ToolResult {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

export const resultText = (result: ToolResult): string => result.content.map((c) => c.text ?? '').join('\n');

/** The structured result of a call that must have succeeded. */
export function ok<T>(result: ToolResult): T {
  if (result.isError) throw new Error(`expected success, got: ${resultText(result)}`);
  return result.structuredContent as T;
}

/** Calls a tool with a timeout fit for the CODESYS stand-in on a busy machine. */
export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args }, { timeout: 120_000 })) as ToolResult;
}
