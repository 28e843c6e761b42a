// Every read-only tool of the whole table, driven on the stand-ins (an OpenPLC project, the CODESYS stand-in with
// its simulated PLC) through a real control center's HTTP endpoint by the v1 SDK client, which validates each
// result against the outputSchema it listed (as every SDK client does). Each must answer with a non-error,
// schema-valid result. A read-only tool missing from CASES fails the test: a new one gets its arguments here.
// The resource templates, the pending-approvals resource and the prompts are read on the same stand-ins.
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, type Settings } from '../../src-shared/settings-schema.ts';
import { TOOLSET_IDS } from '../../src-shared/toolsets.ts';
import { makeStandinWorld, PACKAGING_FIXTURE, testCodesysSettings, type StandinWorld } from '../codesys/test-support/standin.ts';
import { packageRoot } from '../files/index.ts';
import { startControlCenter, type ControlCenter } from './index.ts';

const OPENPLC = 'bottling-line';
const CODESYS = 'Packaging.project';

interface Paths {
  openplc: string;
  codesys: string;
}

/** The arguments of each read-only tool, and what must exist before it can answer (set up by approved calls). */
interface Case {
  args: (p: Paths) => Record<string, unknown>;
  /** Mutating calls (approved at once) that give the tool something to read. */
  setup?: Array<{ tool: string; args: (p: Paths) => Record<string, unknown> }>;
}

const openplc = (more: Record<string, unknown> = {}): Case => ({ args: (p) => ({ project_path: p.openplc, ...more }) });
const codesys = (more: Record<string, unknown> = {}, setup?: Case['setup']): Case => ({ args: (p) => ({ project_path: p.codesys, ...more }), ...(setup ? { setup } : {}) });
const LOGIN = [{ tool: 'codesys_online_login', args: (p: Paths) => ({ project_path: p.codesys }) }];

const CASES: Record<string, Case> = {
  get_interlock_status: { args: () => ({}) },
  describe_tools: { args: () => ({}) },
  get_project_structure: openplc(),
  list_pous: openplc(),
  list_datatypes: openplc(),
  get_execution_configuration: openplc(),
  get_io_configuration: openplc(),
  read_pou: openplc({ pou_name: 'main' }),
  list_variables: openplc({ pou_name: 'main' }),
  list_global_variables: openplc(),
  validate_project: openplc(),
  search_project: openplc({ pattern: 'TON' }),
  get_diagnostics: { args: (p) => ({ project_path: p.openplc }), setup: [{ tool: 'compile_project', args: (p) => ({ project_path: p.openplc }) }] },
  get_codesys_status: { args: () => ({}) },
  codesys_get_project_structure: codesys(),
  codesys_read_pou: codesys({ object_path: 'PLC_PRG' }),
  codesys_search_code: codesys({ pattern: 'fbConveyor' }),
  codesys_get_compile_messages: codesys({}, [{ tool: 'codesys_compile_project', args: (p) => ({ project_path: p.codesys }) }]),
  codesys_list_libraries: codesys(),
  codesys_list_library_repository: { args: () => ({}) },
  codesys_get_device_tree: codesys(),
  codesys_list_tasks: codesys(),
  codesys_read_device: codesys({ device_path: 'Device/EtherCAT_Master' }),
  codesys_list_device_repository: { args: () => ({ search: 'EL' }) },
  codesys_get_library_documentation: { args: () => ({ library: 'Standard', max_items: 3 }) },
  codesys_search_library_types: codesys({ name: 'TON' }),
  codesys_get_symbol_config: codesys({}, [{ tool: 'codesys_create_symbol_config', args: (p) => ({ project_path: p.codesys }) }]),
  codesys_list_symbol_signatures: codesys({ compile: true }),
  codesys_list_project_users: codesys(),
  codesys_read_text_list: codesys({ object_path: 'Application/Alarms' }, [
    { tool: 'codesys_create_text_list', args: (p) => ({ project_path: p.codesys, name: 'Alarms', languages: ['de'], rows: [{ id: 'A1', default_text: 'Motor fault', texts: { de: 'Motorstörung' } }] }) },
  ]),
  codesys_read_object_access: codesys({ object_path: 'Application' }),
  codesys_scan_network: codesys(),
  codesys_verify_device_reachable: codesys(),
  codesys_online_state: codesys({}, LOGIN),
  codesys_read_variables: codesys({ expressions: ['PLC_PRG.fbConveyor.bRun'] }),
  codesys_list_forced: codesys(),
  codesys_monitor_variables: codesys({ expressions: ['PLC_PRG.fbConveyor.bRun'], duration_ms: 400, interval_ms: 200 }),
  codesys_list_plc_files: codesys(),
  codesys_self_test: codesys(),
};

const READS_WITH_SIDE_EFFECTS = ['codesys_list_symbol_signatures', 'codesys_online_state', 'codesys_self_test'];

let world: StandinWorld;
let plcDir: string;
let cc: ControlCenter;
let client: Client;
let paths: Paths;
let holdCards = false;

beforeAll(async () => {
  world = await makeStandinWorld();
  plcDir = await mkdtemp(join(tmpdir(), 'interlock-plc-'));
  process.env.CODESYS_STANDIN_PLC_DIR = plcDir;
  paths = { openplc: join(world.workspace, OPENPLC), codesys: join(world.workspace, CODESYS) };
  await cp(join(packageRoot(), 'fixtures', 'openplc', OPENPLC), paths.openplc, { recursive: true });
  await copyFile(PACKAGING_FIXTURE, paths.codesys);
  const dataDir = join(world.root, 'data');
  const defaults = defaultSettings();
  const settings: Settings = {
    ...defaults,
    projectRoots: [world.workspace],
    openplc: { ...defaults.openplc, cliPath: join(packageRoot(), 'standins', 'openplc-cli', 'openplc-cli') },
    codesys: testCodesysSettings(world.executable),
    mcp: { ...defaults.mcp, toolsets: [...TOOLSET_IDS] },
  };
  await mkdir(dataDir);
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify(settings));
  cc = await startControlCenter({ dataDir, port: 0, demo: false });
  cc.core.gate.attachUi();
  client = new Client({ name: 'read-only-table', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(cc.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${cc.token.reveal()}` } } }));
  // Approves each card the setup calls raise, unless a test holds the cards to look at them.
  cc.core.store.subscribe((event) => {
    if (event.type === 'approval.requested' && !holdCards) void cc.core.gate.resolve(event.approval.id, 'approve-once');
  });
}, 120_000);

afterAll(async () => {
  await client?.close();
  await cc?.close();
  delete process.env.CODESYS_STANDIN_PLC_DIR;
  await world?.cleanup();
  await rm(plcDir, { recursive: true, force: true });
});

describe('every read-only tool on the stand-ins, through a client that validates output', () => {
  it('has an arguments entry for each read-only tool, and none for a tool that is not one', async () => {
    const { tools } = await client.listTools();
    // Reads with a side effect (a compile, a login only to read, a kept verdict) are not read-only; they run at once too.
    const readOnly = [...tools.filter((t) => t.annotations?.readOnlyHint).map((t) => t.name), ...READS_WITH_SIDE_EFFECTS];
    expect(readOnly.filter((name) => !(name in CASES)), 'read-only tools without a case').toEqual([]);
    expect(Object.keys(CASES).filter((name) => !readOnly.includes(name)), 'cases for tools that are not read-only').toEqual([]);
  });

  it('answers each with a schema-valid result', async () => {
    await client.listTools(); // the v1 client validates output only for tools it has listed
    await client.callTool({ name: 'codesys_open_project', arguments: { project_path: paths.codesys } });
    const failures: string[] = [];
    for (const [name, entry] of Object.entries(CASES)) {
      for (const step of entry.setup ?? []) {
        const done = await client.callTool({ name: step.tool, arguments: step.args(paths) }, undefined, { timeout: 120_000 });
        if (done.isError) failures.push(`${name}: setup ${step.tool} failed: ${JSON.stringify(done.content)}`);
      }
      try {
        const result = await client.callTool({ name, arguments: entry.args(paths) }, undefined, { timeout: 120_000 });
        if (result.isError) failures.push(`${name}: ${JSON.stringify(result.content)}`);
        else if (result.structuredContent === undefined) failures.push(`${name}: no structured result`);
      } catch (error) {
        // The client refuses a result that does not match the schema it listed.
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('resources and prompts on the stand-ins', () => {
  const text = async (uri: string) => ((await client.readResource({ uri })).contents[0] as { text: string }).text;

  it('reads a POU, a CODESYS object and both build reports through their read-only tools, inside the sandbox', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.name).sort()).toEqual(['codesys-messages', 'codesys-object', 'openplc-diagnostics', 'openplc-pou']);
    const pou = await client.callTool({ name: 'read_pou', arguments: { project_path: paths.openplc, pou_name: 'main' } });
    expect(await text(`openplc://${OPENPLC}/pous/main`)).toBe((pou.structuredContent as { content: string }).content);
    expect(cc.core.store.state.queue.at(-1)).toMatchObject({ tool: 'read_pou', status: 'succeeded' });
    await client.callTool({ name: 'compile_project', arguments: { project_path: paths.openplc } }, undefined, { timeout: 120_000 });
    expect(JSON.parse(await text(`openplc://${encodeURIComponent(paths.openplc)}/diagnostics`))).toMatchObject({ lines: expect.any(Array), diagnostics: expect.any(Array) });
    await client.callTool({ name: 'codesys_open_project', arguments: { project_path: paths.codesys } });
    expect(await text(`codesys://${CODESYS}/objects/${encodeURIComponent('Application/PLC_PRG')}`)).toMatch(/^PROGRAM PLC_PRG\b/);
    await client.callTool({ name: 'codesys_compile_project', arguments: { project_path: paths.codesys } }, undefined, { timeout: 120_000 });
    expect(JSON.parse(await text(`codesys://${CODESYS}/messages`))).toMatchObject({ messages: expect.any(Array) });
    await expect(client.readResource({ uri: `openplc://${encodeURIComponent('/etc')}/pous/passwd` })).rejects.toThrow(/outside the/);
    await expect(client.readResource({ uri: `codesys://${CODESYS}/objects/Nowhere` })).rejects.toThrow(/Nowhere/);
  }, 300_000);

  it('lists the calls waiting for the person, without their arguments, and tells subscribers when that changes', async () => {
    const updates: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updates.push(n.params.uri));
    await client.subscribeResource({ uri: 'interlock://approvals' });
    holdCards = true;
    try {
      const pending = client.callTool({ name: 'create_pou', arguments: { project_path: paths.openplc, name: 'Waiting', type: 'program', language: 'st', content: 'PROGRAM Waiting\nEND_PROGRAM\n' } });
      await expect.poll(() => updates.length).toBeGreaterThan(0);
      const listed = JSON.parse(await text('interlock://approvals')) as { approvals: Array<Record<string, unknown>> };
      expect(listed.approvals).toEqual([expect.objectContaining({ tool: 'create_pou', agent: 'read-only-table', changes_running_plc: false })]);
      expect(JSON.stringify(listed)).not.toContain('END_PROGRAM');
      await cc.core.gate.resolve(cc.core.store.state.approvals[0]!.id, 'deny');
      expect((await pending).isError).toBe(true);
      await expect.poll(async () => JSON.parse(await text('interlock://approvals'))).toEqual({ approvals: [] });
      await expect.poll(() => updates.length).toBeGreaterThan(1);
    } finally {
      holdCards = false;
    }
  });

  it('offers a CODESYS prompt beside the OpenPLC one', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(expect.arrayContaining(['safe_plc_edit', 'safe_codesys_edit']));
    const { messages } = await client.getPrompt({ name: 'safe_codesys_edit', arguments: { goal: 'Count cartons', project_path: CODESYS } });
    expect((messages[0]!.content as { text: string }).text).toMatch(/^Goal: Count cartons\nProject: Packaging.project\n\n.*codesys_patch_pou.*running PLC/s);
  });
});
