// Drives tools through the real MCP SDK client and the real core (queue, gate, audit) in one process, over the
// SDK's in-memory transport. Domain tests use it to exercise their tools exactly as an agent would.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import type { PendingApproval } from '../../../src-shared/app-state.ts';
import type { ApprovalDecision, InvokeResult } from '../../../src-shared/contract.ts';
import { createContractHandlers, dispatchInvoke } from '../../api/index.ts';
import { defaultSettings, type Settings } from '../../../src-shared/settings-schema.ts';
import { createCore, recoverUnfinishedCalls, type Core, type OnlineWatchControl, type UnsavedChangesControl } from '../../core/index.ts';
import { FILE_EDIT_KIND, fileEditReverter } from '../../files/index.ts';
import { DevicePasswordFile } from '../../instance/device-password.ts';
import { createInterlockMcpServer } from '../mcp-server.ts';
import { personCalls } from '../person-calls.ts';
import { platformTools } from '../platform-tools.ts';
import type { AnyToolDefinition } from '../tool-definition.ts';

export interface ToolHarness {
  core: Core;
  client: Client;
  dataDir: string;
  agentId: () => string;
  /** Calls a tool and returns the SDK's result (isError for tool errors). */
  call(name: string, args?: Record<string, unknown>, options?: { signal?: AbortSignal; onprogress?: (p: { progress: number; message?: string }) => void }): Promise<CallResult>;
  /** Attaches a UI (so mutating calls wait instead of being denied at once); returns the detach function. */
  attachUi(): () => void;
  /** Waits for the next approval card and answers it. Returns the card as the person saw it. */
  answerNextApproval(decision: ApprovalDecision): Promise<PendingApproval>;
  nextApproval(): Promise<PendingApproval>;
  /** Sends a request over the UI contract (zod-checked like a window's), as the person's window. */
  invokeUi(channel: string, request: unknown): Promise<InvokeResult<never>>;
  close(): Promise<void>;
}

export interface CallResult {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

export interface HarnessOptions {
  tools: (core: Core) => AnyToolDefinition[] | Promise<AnyToolDefinition[]>;
  settings?: (defaults: Settings, dataDir: string) => Settings;
  clientName?: string;
  /** A data directory that outlives the harness (a restart of Interlock); by default a temp one removed on close. */
  dataDir?: string;
  /** The domain's online control the UI contract reaches (watch lists, releasing a force); read once the tools exist. */
  online?: () => OnlineWatchControl | undefined;
  /** The domain's list of changes not in their project file (dismissing a lost one); read once the tools exist. */
  unsavedChanges?: () => UnsavedChangesControl | undefined;
}

export async function startToolHarness(options: HarnessOptions): Promise<ToolHarness> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'interlock-harness-')));
  const settings = options.settings ? options.settings(defaultSettings(), dataDir) : defaultSettings();
  const core = await createCore({
    dataDir,
    host: { version: 'test', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
    baselineSettings: () => structuredClone(settings),
    devicePassword: new DevicePasswordFile(dataDir),
  });
  core.reverter.register(FILE_EDIT_KIND, fileEditReverter(core.roots));
  const domainTools = await options.tools(core);
  await recoverUnfinishedCalls(core);
  const table: AnyToolDefinition[] = [];
  table.push(...platformTools(core, 'test', () => table), ...domainTools);

  let agentId = '';
  const server = createInterlockMcpServer({ core, table, version: 'test' }, () => {
    if (!agentId || !core.agents.get(agentId)) {
      const info = server.getClientVersion();
      agentId = core.agents.connect({
        clientName: info?.name ?? 'unknown',
        clientVersion: info?.version ?? '?',
        transport: 'stdio',
        protocolVersion: 'in-memory',
      }).id;
    }
    return agentId;
  });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: options.clientName ?? 'harness', version: '1.0.0' });
  await client.connect(clientTransport);

  const nextApproval = () =>
    new Promise<PendingApproval>((resolve) => {
      const existing = core.store.state.approvals[0];
      if (existing) return resolve(existing);
      const off = core.store.subscribe((event) => {
        if (event.type === 'approval.requested') {
          off();
          resolve(event.approval);
        }
      });
    });

  const online = options.online?.();
  const unsavedChanges = options.unsavedChanges?.();
  const uiHandlers = createContractHandlers({
    core,
    setupSnippets: () => [],
    online: online ? [online] : [],
    startPersonCall: personCalls(core, table),
    unsavedChanges: unsavedChanges ? [unsavedChanges] : [],
  });

  return {
    core,
    client,
    dataDir,
    agentId: () => agentId,
    call: async (name, args = {}, callOptions = {}) =>
      (await client.callTool(
        { name, arguments: args },
        {
          ...(callOptions.signal ? { signal: callOptions.signal } : {}),
          ...(callOptions.onprogress ? { onprogress: callOptions.onprogress, resetTimeoutOnProgress: true } : {}),
        },
      )) as CallResult,
    attachUi: () => core.gate.attachUi(),
    nextApproval,
    answerNextApproval: async (decision) => {
      const approval = await nextApproval();
      await core.gate.resolve(approval.id, decision);
      return approval;
    },
    invokeUi: (channel, request) => dispatchInvoke(uiHandlers, channel, request, { kind: 'window' }) as Promise<InvokeResult<never>>,
    close: async () => {
      await client.close();
      await server.close();
      await core.audit.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
