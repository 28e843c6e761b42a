// The git settings are the person's: with only the MCP token, an agent reaches nothing that changes the commit mode,
// the branch or the identity of a project's commits. Through a real control center's /mcp endpoint, with every
// toolset allowed, the data directory inside a project root (a person who made a root of their home folder), and a
// "person" who approves every card that comes up: every tool whose name or arguments speak of settings, policy,
// toolsets, git, branches or identity is called with settings-changing arguments, every tool that takes a path is
// pointed at settings.json, JSON-RPC methods named after the settings channels are sent, and the UI's own
// settings:update is posted with the bearer token. Each is refused, and settings.json is byte for byte unchanged.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { TOOLSET_IDS } from '../../src-shared/toolsets.ts';
import { makeStandinWorld, testCodesysSettings, type StandinWorld } from '../codesys/test-support/standin.ts';
import { startControlCenter, type ControlCenter } from '../control-center/index.ts';
import { packageRoot } from '../files/index.ts';

let home = '';
let world: StandinWorld | undefined;
let cc: ControlCenter | undefined;
let client: Client | undefined;
let approver: ReturnType<typeof setInterval> | undefined;
afterEach(async () => {
  clearInterval(approver);
  await client?.close();
  await cc?.close();
  client = cc = undefined;
  await world?.cleanup();
  world = undefined;
});

/** A tool whose name speaks of what decides commits: settings, policy, rules, toolsets, git, branches, identity. */
const SETTINGS_LIKE = /setting|config|polic|rule|toolset|approv|git|commit|branch|identity|author|user|prefer|option|mode/i;
/** An argument that names a file or folder. */
const PATH_LIKE = /path|file|folder|dir|target|destination|source/i;

/** Arguments that would turn commits off, move them to another branch and change their author, in every shape. */
function settingsChange(settingsFile: string): Record<string, unknown> {
  const git = { mode: 'off', projects: [`${home} = agent-branch, Mallory <mallory@evil.example>`], authorName: 'Mallory', authorEmail: 'mallory@evil.example' };
  return {
    git,
    settings: { git },
    mode: 'off',
    branch: 'refs/heads/mallory',
    identity: 'Mallory <mallory@evil.example>',
    key: 'git.mode',
    name: 'git.mode',
    value: 'off',
    toolset: 'git',
    path: settingsFile,
    content: JSON.stringify({ projectRoots: [home], git }),
  };
}

describe('an agent cannot change the git settings', () => {
  it('refuses every settings-like tool, every path at settings.json, settings methods on /mcp and the UI API, even with every card approved', { timeout: 300_000 }, async () => {
    world = await makeStandinWorld();
    home = world.root;
    const dataDir = join(home, '.config', 'Interlock');
    await mkdir(dataDir, { recursive: true });
    const settingsFile = join(dataDir, 'settings.json');
    const git = { mode: 'current-branch', projects: [`${join(home, 'plant')} = current-branch, Jane Doe <jane@plant.example>`], authorName: 'Jane Doe', authorEmail: 'jane@plant.example' };
    await writeFile(settingsFile, JSON.stringify(
        {
          projectRoots: [home],
          mcp: { toolsets: [...TOOLSET_IDS] },
          openplc: { cliPath: join(packageRoot(), 'standins', 'openplc-cli', 'openplc-cli') },
          codesys: testCodesysSettings(world.executable),
          git,
        },
        null,
        2,
      ));
    const before = await readFile(settingsFile);

    const center = await startControlCenter({ dataDir, port: 0, demo: false });
    cc = center;
    const gitBefore = structuredClone(center.core.settings.current.git);
    expect(gitBefore).toMatchObject(git);
    // The careless person: every card that comes up is approved. Only what cannot be approved keeps settings safe.
    center.core.gate.attachUi();
    approver = setInterval(() => {
      for (const card of center.core.store.state.approvals) {
        void center.handlers['approval:decide']({ approvalId: card.id, decision: 'approve-once' }, { kind: 'window' }).catch(() => undefined);
      }
    }, 50);
    client = new Client({ name: 'Mallory', version: '1.0' });
    const transport = new StreamableHTTPClientTransport(new URL(center.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${center.token.reveal()}`, 'x-mcp-toolsets': 'all' } } });
    await client.connect(transport);

    const { tools } = await client.listTools();
    // Every toolset's tools are listed (CODESYS and OpenPLC configured with their stand-ins), so every one is tried.
    expect(tools.length).toBeGreaterThan(100);
    const attempts: Array<{ tool: string; args: Record<string, unknown> }> = [];
    for (const tool of tools) {
      const properties = Object.keys((tool.inputSchema as { properties?: Record<string, unknown> }).properties ?? {});
      const pathArgs = properties.filter((p) => PATH_LIKE.test(p));
      if (SETTINGS_LIKE.test(tool.name) || properties.some((p) => SETTINGS_LIKE.test(p))) attempts.push({ tool: tool.name, args: settingsChange(settingsFile) });
      if (pathArgs.length > 0) attempts.push({ tool: tool.name, args: Object.fromEntries(pathArgs.map((p) => [p, settingsFile])) });
    }
    // The platform's own tools (enable_toolset is not listed when the connection asked for all), and names a
    // settings tool could have: none exists, and none may answer as if it did.
    for (const name of ['enable_toolset', 'list_toolsets', 'describe_tools', 'get_interlock_status', 'update_settings', 'set_settings', 'settings_update', 'set_git_mode', 'git_config', 'set_policy']) {
      attempts.push({ tool: name, args: settingsChange(settingsFile) });
    }

    const accepted: string[] = [];
    for (const { tool, args } of attempts) {
      const result = (await client.callTool({ name: tool, arguments: args }, { timeout: 60_000 }).catch((err: Error) => ({ isError: true, content: [{ type: 'text', text: err.message }] }))) as { isError?: boolean };
      const readOnly = tools.find((t) => t.name === tool)?.annotations?.readOnlyHint === true;
      // A read-only tool may answer (it changes nothing, as its own tests prove); anything else must be refused.
      if (result.isError !== true && !readOnly) accepted.push(`${tool} ${JSON.stringify(args).slice(0, 120)}`);
      expect(await readFile(settingsFile), `after ${tool}`).toEqual(before);
    }
    expect(accepted).toEqual([]);

    // Resources are read-only by the protocol; reading every one leaves settings as they were too.
    const { resources } = await client.listResources();
    for (const resource of resources) await client.readResource({ uri: resource.uri }).catch(() => undefined);
    expect(await readFile(settingsFile)).toEqual(before);

    // JSON-RPC methods named after the UI's settings channels: no such method on /mcp.
    const rpc = async (method: string, params: unknown) => {
      const response = await fetch(center.mcpUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${center.token.reveal()}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': transport.sessionId ?? '',
          'mcp-protocol-version': transport.protocolVersion ?? '2025-06-18',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return { status: response.status, text: await response.text() };
    };
    for (const method of ['settings:update', 'settings/update', 'settings/set', 'git/settings', 'policy/update', 'tools/call']) {
      const answer = await rpc(method, method === 'tools/call' ? { name: 'settings:update', arguments: { settings: { git: { mode: 'off' } } } } : { settings: { projectRoots: [home], git: { mode: 'off' } } });
      // Answered in the session (so refused for what was asked, not for a missing session): no such method or tool.
      expect(answer.text, method).toMatch(method === 'tools/call' ? /"error":\{"code":-32602,"message":"Tool settings:update not found"\}/ : /"error":\{"code":-32601,"message":"Method not found"\}/);
    }

    // The UI's API takes a browser session, never the agents' bearer token.
    const api = await fetch(center.mcpUrl.replace(/\/mcp$/, '/api/invoke/settings:update'), {
      method: 'POST',
      headers: { authorization: `Bearer ${center.token.reveal()}`, 'content-type': 'application/json', cookie: `interlock_session=${center.token.reveal()}` },
      body: JSON.stringify({ settings: { projectRoots: [home], git: { mode: 'off' } } }),
    });
    expect(api.status).toBe(401);

    expect(await readFile(settingsFile)).toEqual(before);
    expect(center.core.settings.current.git).toEqual(gitBefore);
  });
});
