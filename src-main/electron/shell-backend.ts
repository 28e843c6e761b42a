// What the shell's window, tray and notifications talk to: the control center this app started, or the one an
// agent's `interlock mcp` had already started for the same data directory (see attached-control-center.ts).
import type { AppEvent } from '../../src-shared/app-events.ts';
import type { AppState } from '../../src-shared/app-state.ts';
import type { InvokeChannel, InvokeResult } from '../../src-shared/contract.ts';
import { dispatchInvoke } from '../api/index.ts';
import type { ControlCenter } from '../control-center/index.ts';
import { logDirectory } from '../logging/index.ts';
import type { AttachedControlCenter } from './attached-control-center.ts';

export interface ShellBackend {
  readonly store: { readonly state: AppState; subscribe(listener: (event: AppEvent) => void): () => void };
  /** Called when the state was read afresh and events in between were not seen (the window reloads then). */
  onResync(listener: () => void): () => void;
  /** A contract call from the window (already checked to come from it). */
  invoke(channel: unknown, request: unknown): Promise<InvokeResult<InvokeChannel>>;
  /** Counts the window as an attached UI while it exists, so approvals wait for the person. */
  attachUi(): () => void;
  browserLoginUrl(): Promise<string>;
  logDir: string;
  /** One line for the tray menu about whose control center this is. */
  description: string;
  /** Resolves if the control center goes away under the app (only when attached). */
  lost: Promise<void> | null;
  /** Resolves when `interlock stop` asks the app's own control center to stop (never when attached). */
  stopRequested: Promise<void> | null;
  /** Ends what this app owns: its own control center, or only its attachment. */
  close(): Promise<void>;
}

export function ownBackend(cc: ControlCenter): ShellBackend {
  return {
    store: cc.core.store,
    onResync: () => () => undefined,
    invoke: (channel, request) => dispatchInvoke(cc.handlers, channel, request, { kind: 'window' }),
    attachUi: () => cc.core.gate.attachUi(),
    browserLoginUrl: async () => cc.loginUrl(),
    logDir: cc.logDir,
    description: `Control center: ${cc.url}`,
    lost: null,
    stopRequested: cc.stopRequested,
    close: () => cc.close(),
  };
}

export function attachedBackend(attached: AttachedControlCenter, dataDir: string): ShellBackend {
  return {
    store: attached.store,
    onResync: (listener) => attached.onResync(listener),
    invoke: (channel, request) =>
      typeof channel === 'string' ? attached.invoke(channel, request) : Promise.resolve({ ok: false, error: `Unknown channel ${String(channel)}` }),
    // The attachment's own event stream already counts as an attached UI in the control center.
    attachUi: () => () => undefined,
    browserLoginUrl: () => attached.browserLoginUrl(),
    logDir: logDirectory(dataDir),
    description: `Attached to the control center an agent started (pid ${attached.pid})`,
    lost: attached.lost,
    stopRequested: null,
    close: async () => attached.detach(),
  };
}
