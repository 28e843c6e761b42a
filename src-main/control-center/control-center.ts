// Composition root: one control center per data directory, shared by the headless host (`interlock serve`) and
// the Electron shell. It owns the core, the PLC domains, the MCP endpoint and the HTTP host.
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { createContractHandlers, type ContractHandlers } from '../api/index.ts';
import { AUDIT_FORWARD_FOLDER, AuditForwarder, showForwarding, type ForwardingStatus } from '../audit-forward/index.ts';
import { createCore, recoverUnfinishedCalls, type Core } from '../core/index.ts';
import { demoSettings, seedDemoWorkspace } from '../demo/index.ts';
import { FILE_EDIT_KIND, fileEditReverter, packageRoot, packageVersion, pathExists } from '../files/index.ts';
import { CommitRecords, GIT_COMMITS_FOLDER, GitCommits, GitDiagnostics, gitCli } from '../git-commits/index.ts';
import { BrowserAccess, loginLink } from '../host/browser-access.ts';
import { HttpHost, type RequestTimeouts } from '../host/http-host.ts';
import { LoginConsent } from '../host/login-consent.ts';
import { DevicePasswordFile } from '../instance/device-password.ts';
import { LocalToken } from '../instance/local-token.ts';
import { claimServerRecord, publishServerRecord, releaseServerRecord } from '../instance/server-record.ts';
import { makeOwnerOnlyDir } from '../instance/owner-only.ts';
import { copyConsoleWarningsTo, logAppEvents, logDirectory, openLogFile, type LogFile, type LogHealth } from '../logging/index.ts';
import { allSetupSnippets, interlockCommand } from '../mcp/client-setup.ts';
import { McpHttpEndpoint } from '../mcp/http-endpoint.ts';
import { mcpSocketPath, McpSocketEndpoint } from '../mcp/socket-endpoint.ts';
import { personCalls } from '../mcp/person-calls.ts';
import { platformTools } from '../mcp/platform-tools.ts';
import { ToolsetPolicy } from '../mcp/toolsets.ts';
import type { AnyToolDefinition } from '../mcp/tool-definition.ts';
import type { DomainFactory, DomainModule } from '../mcp/domain-module.ts';
import { DOMAIN_STATE_FOLDERS, DOMAINS } from './plc-domains.ts';

export interface ControlCenterOptions {
  dataDir: string;
  /** 0 picks a free port; undefined uses the port from Settings (default 3587). */
  port?: number;
  /** Seed and use the embedded demo workspace. */
  demo: boolean;
  /** Override the domain list (tests). */
  domains?: readonly DomainFactory[];
  /**
   * The tray app runs: a browser opening a login link must also be allowed by the person in the app ("A browser
   * wants to control Interlock"). Headless, the link alone lets a browser in.
   */
  browserLoginNeedsConsent?: boolean;
  /** Override how long clients may take to send a request (tests). */
  requestTimeouts?: RequestTimeouts;
  /** Override how often a waiting call sends progress (tests). */
  waitingProgressIntervalMs?: number;
  /** Override the git binary and its per-step timeout (tests: a git that is missing or hangs). */
  git?: { path?: string; timeoutMs?: number };
}

export interface ControlCenter {
  core: Core;
  /** The UI contract's handlers: the web host uses them, the Electron shell's IPC uses the same ones. */
  handlers: ContractHandlers;
  table: readonly AnyToolDefinition[];
  url: string;
  mcpUrl: string;
  token: LocalToken;
  /** Where the rotating log files are. */
  logDir: string;
  /** The MCP endpoint at /mcp (its sessions). */
  mcp: McpHttpEndpoint;
  /** The commits of approved changes in the projects' git (tests wait on `settled()`). */
  gitCommits: GitCommits;
  /** A fresh one-time login URL for a browser, for a step the person took in this app (no second consent). */
  loginUrl(): string;
  /** Settles when `interlock stop` asked (through the local socket, with the token) for a shutdown; the owner closes. */
  stopRequested: Promise<void>;
  close(): Promise<void>;
}

export async function startControlCenter(options: ControlCenterOptions): Promise<ControlCenter> {
  const { dataDir } = options;
  const version = packageVersion();
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((err: unknown) => console.error('[interlock] shutdown step failed:', err));
    cleanups.length = 0;
  };
  try {
    await makeOwnerOnlyDir(dataDir);
    const log = await openLogFile({ dir: logDirectory(dataDir) });
    cleanups.push(() => log.close());
    const stopCopyingConsole = copyConsoleWarningsTo(log.logger);
    cleanups.push(async () => stopCopyingConsole());
    log.logger.info({ version, dataDir, demo: options.demo, platform: process.platform }, 'control center starting');
    const token = new LocalToken(dataDir);
    await claimServerRecord(dataDir, { tokenPath: token.path, version, startedAt: new Date().toISOString() });
    cleanups.push(() => releaseServerRecord(dataDir));
    await token.load();

    if (options.demo) await seedDemoWorkspace(dataDir);
    const core = await createCore({
      dataDir,
      host: { version, startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
      baselineSettings: defaultSettings,
      stateFolders: [basename(log.dir), AUDIT_FORWARD_FOLDER, GIT_COMMITS_FOLDER, ...DOMAIN_STATE_FOLDERS],
      devicePassword: new DevicePasswordFile(dataDir),
    });
    // The demo's settings are written once, on first run, so later runs without --demo find the same workspace.
    if (options.demo && !(await pathExists(core.settings.path))) await core.settings.save(demoSettings(dataDir));
    cleanups.push(() => core.audit.close());
    cleanups.push(await forwardAudit(core, dataDir));
    const commits = await commitApprovedChanges(core, dataDir, options.git);
    cleanups.push(commits.stop);
    const gitCommits = commits.service;
    cleanups.push(showLogHealth(log, core));
    const stopLoggingEvents = logAppEvents(core.store, log.logger);
    cleanups.push(async () => {
      stopLoggingEvents();
      log.logger.info('control center stopped');
    });
    core.reverter.register(FILE_EDIT_KIND, fileEditReverter(core.roots));

    const domains: DomainModule[] = [];
    for (const factory of options.domains ?? DOMAINS) {
      const domain = await factory(core);
      domains.push(domain);
      cleanups.push(() => domain.dispose());
      for (const [kind, reverter] of Object.entries(domain.reverters ?? {})) core.reverter.register(kind, reverter);
    }
    await recoverUnfinishedCalls(core);
    const toolsets = new ToolsetPolicy(core.settings);
    const forgetEnabled = core.agents.onDisconnect((agent) => toolsets.forget(agent.id));
    cleanups.push(async () => forgetEnabled());
    const table: AnyToolDefinition[] = [];
    table.push(...platformTools(core, version, () => table, toolsets), ...domains.flatMap((d) => d.tools));
    assertUniqueNames(table);
    assertEveryRowInToolset(table);

    const catalog = {
      resources: domains.flatMap((d) => d.catalog?.resources ?? []),
      resourceTemplates: domains.flatMap((d) => d.catalog?.resourceTemplates ?? []),
      prompts: domains.flatMap((d) => d.catalog?.prompts ?? []),
    };
    const mcpDeps = { core, table, version, catalog, toolsets, ...(options.waitingProgressIntervalMs ? { waitingProgressIntervalMs: options.waitingProgressIntervalMs } : {}) };
    const mcp = new McpHttpEndpoint({
      ...mcpDeps,
      tokenFingerprint: () => token.fingerprint(),
      maxRequestBodyBytes: () => core.settings.current.mcp.maxRequestBodyBytes,
      legacySessionIdleMs: () => core.settings.current.mcp.legacySessionIdleMinutes * 60_000,
    });
    cleanups.push(() => mcp.close());
    let requestStop = () => {};
    const stopRequested = new Promise<void>((resolve) => (requestStop = resolve));
    const socket = new McpSocketEndpoint(mcpDeps, token, mcpSocketPath(dataDir), { onStopRequest: () => requestStop() });
    await socket.listen();
    cleanups.push(() => socket.close());
    const access = await BrowserAccess.open(dataDir);
    const consent = options.browserLoginNeedsConsent ? new LoginConsent(core.store) : null;
    if (consent) cleanups.push(async () => consent.dispose());
    let mcpUrl = '';
    const handlers = createContractHandlers({
      core,
      decideLogin: async (requestId, allow, ui) => consent?.decide(requestId, allow, ui) ?? false,
      uiSessions: { list: (ui) => host.uiSessions(ui), revoke: (sessionId) => access.revokeSession(sessionId) },
      online: domains.flatMap((d) => (d.online ? [d.online] : [])),
      startPersonCall: personCalls(core, table),
      unsavedChanges: domains.flatMap((d) => (d.unsavedChanges ? [d.unsavedChanges] : [])),
      commitsOf: (ids) => commits.records.of(ids),
      checkSettings: async (settings) => Object.assign({}, ...(await Promise.all(domains.map(async (d) => (await d.checkSettings?.(settings)) ?? {})))),
      setupSnippets: () =>
        allSetupSnippets({
          mcpUrl,
          dataDir,
          approvalTimeoutSeconds: core.settings.current.approvals.timeoutSeconds,
          platform: process.platform,
          ...interlockCommand(join(packageRoot(), 'bin', 'interlock.js')),
        }),
    });
    const host = new HttpHost({
      core,
      token,
      access,
      consent,
      mcp,
      version,
      handlers,
      rendererDir: join(packageRoot(), 'dist', 'renderer'),
      ...(options.requestTimeouts ? { timeouts: options.requestTimeouts } : {}),
    });
    await host.listen(options.port ?? core.settings.current.port);
    cleanups.push(() => host.close());
    mcpUrl = `${host.url}/mcp`;
    await publishServerRecord(dataDir, {
      pid: process.pid,
      port: host.port,
      url: host.url,
      socketPath: socket.path,
      tokenPath: token.path,
      version,
      startedAt: new Date(core.store.state.host.startedAt).toISOString(),
    });
    core.store.emit({ type: 'host.updated', patch: { httpUrl: host.url, mcpUrl } });
    core.gate.setOpenHint(`open Interlock (${host.url}, or run \`interlock open\` for a login link)`);

    const sweeper = setInterval(() => core.agents.sweepIdle(core.settings.current.mcp.agentIdleMinutes * 60_000), 60_000);
    sweeper.unref();
    cleanups.push(async () => clearInterval(sweeper));

    return {
      core,
      handlers,
      table,
      url: host.url,
      mcpUrl,
      token,
      logDir: log.dir,
      mcp,
      gitCommits,
      loginUrl: () => loginLink(host.url, access.mintAppLoginCode()),
      stopRequested,
      close: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

function assertEveryRowInToolset(table: readonly AnyToolDefinition[]): void {
  const loose = table.filter((tool) => tool.toolset === undefined).map((tool) => tool.name);
  if (loose.length > 0) throw new Error(`Tools without a toolset (a domain assembles its rows with inToolset): ${loose.join(', ')}`);
}

function assertUniqueNames(table: readonly AnyToolDefinition[]): void {
  const seen = new Set<string>();
  for (const tool of table) {
    if (seen.has(tool.name)) throw new Error(`Two tools are named ${tool.name}; every MCP tool name must be unique`);
    seen.add(tool.name);
  }
}

/** Sends every audit record to the person's syslog collector, and shows how that goes on the Diagnostics page. */
async function forwardAudit(core: Core, dataDir: string): Promise<() => Promise<void>> {
  const forwarder = await AuditForwarder.start(join(dataDir, AUDIT_FORWARD_FOLDER), core.settings.current.auditForwarding);
  const show = (status: ForwardingStatus) => {
    const set = showForwarding(status);
    if (set) core.store.emit({ type: 'diagnostics.updated', diagnostics: set });
  };
  show(forwarder.status);
  const stopShowing = forwarder.onStatus(show);
  const stopForwarding = core.audit.onWritten((lines) => void forwarder.add(lines));
  let current = core.settings.current.auditForwarding;
  const stopWatching = core.settings.onChange((settings) => {
    if (JSON.stringify(settings.auditForwarding) === JSON.stringify(current)) return;
    current = settings.auditForwarding;
    forwarder.configure(current);
  });
  return async () => {
    stopWatching();
    stopForwarding();
    stopShowing();
    await forwarder.close();
  };
}

/**
 * Commits each approved change to a project in a git work tree once it is written and audited, and shows on the
 * Diagnostics page which git runs (or that none does) and the changes that could not be committed.
 */
async function commitApprovedChanges(core: Core, dataDir: string, git: ControlCenterOptions['git']) {
  const folder = join(dataDir, GIT_COMMITS_FOLDER);
  const records = await CommitRecords.open(folder);
  // An empty folder stands in for the repositories' hooks: Interlock's commits run none (docs/change-management.md).
  const hooksDir = join(folder, 'no-hooks');
  await mkdir(hooksDir, { recursive: true });
  const cli = gitCli({ hooksDir, ...(git?.path ? { gitPath: git.path } : {}), ...(git?.timeoutMs ? { timeoutMs: git.timeoutMs } : {}) });
  const diagnostics = new GitDiagnostics();
  const show = () => core.store.emit({ type: 'diagnostics.updated', diagnostics: diagnostics.show() });
  diagnostics.gitFound(await cli.version());
  show();
  const service = new GitCommits({
    git: cli,
    records,
    settings: () => core.settings.current,
    findEntry: async (auditId) => {
      const found = await core.audit.find(auditId);
      return found ? { ...found.entry, edits: await Promise.all((found.entry.edits ?? []).map((e) => core.audit.loadRevertData(e))) } : undefined;
    },
    onOutcome: (_auditId, commit) => {
      diagnostics.outcome(_auditId, commit);
      show();
    },
  });
  const stop = core.audit.onDurable((record) => {
    if (record.type === 'plan') service.planned(record.id, record.edit);
    else void service.finished(record.entry);
  });
  return {
    service,
    records,
    stop: async () => {
      stop();
      await service.settled();
    },
  };
}

/**
 * A log the disk refuses to take (full, over quota, failing) is a notice in the UI for as long as it lasts; the
 * control center keeps running. Returns the cleanup step.
 */
function showLogHealth(log: LogFile, core: Core): () => Promise<void> {
  let shown: string | null = null;
  const show = (health: LogHealth) => {
    if (shown) core.store.emit({ type: 'notice.dismissed', noticeId: shown });
    shown = null;
    if (health.writing) return;
    shown = crypto.randomUUID();
    const message =
      `${health.reason.charAt(0).toUpperCase()}${health.reason.slice(1)}, writing ${log.dir}. Interlock keeps running and serving agents ` +
      '(should the audit log fail too, changes are refused until it can be written). Logging resumes by itself once the disk has room again.';
    core.store.emit({ type: 'notice.added', notice: { id: shown, level: 'error', source: 'logging', message, at: health.since } });
  };
  if (!log.health.writing) show(log.health);
  const stop = log.onHealthChange(show);
  return async () => stop();
}
