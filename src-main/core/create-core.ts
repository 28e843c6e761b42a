// Builds the core services for one data directory: Electron-free, shared by the headless host and the Electron shell.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostInfo } from '../../src-shared/app-state.ts';
import type { Settings } from '../../src-shared/settings-schema.ts';
import { ProjectRoots } from '../files/index.ts';
import { AgentRegistry } from './agent-registry.ts';
import { sameRule } from './always-approve.ts';
import { ApprovalGate } from './approval-gate.ts';
import { AppStateStore } from './app-state-store.ts';
import { AuditLog } from './audit-log.ts';
import { CommandQueue } from './command-queue.ts';
import { EditReverter } from './edit-reverter.ts';
import { SettingsStore, type DevicePasswordStore } from './settings-store.ts';
import { ToolRunner } from './tool-runner.ts';

export interface Core {
  dataDir: string;
  store: AppStateStore;
  settings: SettingsStore;
  agents: AgentRegistry;
  queue: CommandQueue;
  gate: ApprovalGate;
  audit: AuditLog;
  runner: ToolRunner;
  reverter: EditReverter;
  roots: ProjectRoots;
}

export interface CoreOptions {
  dataDir: string;
  host: Omit<HostInfo, 'dataDir'>;
  /** Settings in effect when there is no valid settings file. */
  baselineSettings: () => Settings;
  now?: () => number;
  /**
   * Folders in the data directory that hold Interlock's state (the audit's segments and blobs, the logs): with
   * the files directly in it, never inside a project root, even when a root holds the data directory.
   */
  stateFolders?: readonly string[];
  /** Where the PLC device password is kept (the owner-only file in the data directory: instance/device-password.ts). */
  devicePassword: DevicePasswordStore;
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const now = options.now ?? Date.now;
  const store = new AppStateStore({ ...options.host, dataDir }, now);
  const settings = new SettingsStore(join(dataDir, 'settings.json'), options.baselineSettings, options.devicePassword);
  await settings.load();
  const agents = new AgentRegistry(store, now);
  const queue = new CommandQueue(store, now);
  const gate = new ApprovalGate(
    store,
    agents,
    {
      timeoutMs: () => settings.current.approvals.timeoutSeconds * 1000,
      alwaysApproved: () => settings.current.approvals.alwaysApproveTools,
      standingApprovalsOnRunningPlc: () => settings.current.approvals.standingApprovalsOnRunningPlc,
      addAlwaysApproved: (rule) =>
        settings.update((s) => ({
          ...s,
          approvals: { ...s.approvals, alwaysApproveTools: [...s.approvals.alwaysApproveTools.filter((kept) => !sameRule(kept, rule)), rule] },
        })),
    },
    now,
  );
  const audit = new AuditLog(join(dataDir, 'audit.jsonl'));
  const runner = new ToolRunner({
    queue,
    gate,
    audit,
    agents,
    now,
    onAuditError: (err) =>
      store.emit({
        type: 'notice.added',
        notice: { id: crypto.randomUUID(), level: 'error', source: 'audit', message: `Could not write the audit log: ${String(err)}`, at: now() },
      }),
  });
  const roots = new ProjectRoots(() => settings.current.projectRoots, {
    protectedState: () => ({ dataDir, stateFolders: ['audit', ...(options.stateFolders ?? [])] }),
  });
  // Edit kinds (files, CODESYS objects) are registered by whoever composes the domains.
  const reverter = new EditReverter(audit);

  const publishPolicy = () =>
    store.emit({ type: 'policy.updated', alwaysApproved: [...settings.current.approvals.alwaysApproveTools] });
  publishPolicy();
  settings.onChange(publishPolicy);
  if (settings.error) {
    store.emit({ type: 'notice.added', notice: { id: crypto.randomUUID(), level: 'error', source: 'settings', message: settings.error, at: now() } });
  }
  return { dataDir, store, settings, agents, queue, gate, audit, runner, reverter, roots };
}
