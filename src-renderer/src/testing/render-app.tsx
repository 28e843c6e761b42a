// Renders views against a scripted main: a fake bridge that answers invokes from a table and lets the test push
// state events, driving the same projection store the real UI uses.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AppEventBody } from '../../../src-shared/app-events.ts';
import { emptyAppState, type AgentSession, type AppState, type PendingApproval, type QueueEntry } from '../../../src-shared/app-state.ts';
import type { InvokeChannel, InvokeRequest, InvokeResponse, PushedEvent } from '../../../src-shared/contract.ts';
import type { ProjectionBridge } from '../bridge/projection-bridge.ts';
import { InterlockProvider, useProjection } from '../store/interlock-context.tsx';
import { createProjection } from '../store/projection.ts';

type Handlers = { [C in InvokeChannel]?: (request: InvokeRequest<C>) => InvokeResponse<C> | Promise<InvokeResponse<C>> };

export interface RenderedApp extends RenderResult {
  bridge: ProjectionBridge & { invoke: ReturnType<typeof vi.fn> };
  /** Applies an event as main would stream it. */
  push(event: AppEventBody): void;
}

/** Test data is relative to the real clock, so countdowns and "minutes ago" read as they would live. */
export const NOW = Date.now();

export function appState(patch: Partial<AppState> = {}): AppState {
  return {
    ...emptyAppState({ version: '0.1.0', startedAt: NOW - 3_600_000, dataDir: '/data', httpUrl: 'http://127.0.0.1:4210', mcpUrl: 'http://127.0.0.1:4210/mcp', pid: 42 }),
    ...patch,
  };
}

export function agent(patch: Partial<AgentSession> = {}): AgentSession {
  return {
    id: '7f3c9a12-0000-4000-8000-000000000001',
    clientName: 'claude-code',
    clientVersion: '2.1.0',
    transport: 'http-legacy',
    protocolVersion: '2025-06-18',
    connectedAt: NOW - 600_000,
    lastActivityAt: NOW - 5_000,
    callCount: 3,
    pendingApprovals: 0,
    ...patch,
  };
}

export function entry(patch: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 'e1',
    agentId: agent().id,
    agentName: 'claude-code',
    tool: 'update_pou',
    target: 'bottling-line',
    mutates: true,
    argsSummary: 'name="PLC_PRG"',
    status: 'succeeded',
    createdAt: NOW - 20_000,
    output: [],
    ...patch,
  };
}

export function approval(patch: Partial<PendingApproval> = {}): PendingApproval {
  return {
    id: 'a1',
    entryId: 'e1',
    agentId: agent().id,
    agentName: 'claude-code',
    tool: 'update_pou',
    toolTitle: 'Update POU',
    target: 'bottling-line',
    args: { name: 'PLC_PRG', body: 'counter := counter + 2;' },
    preview: { kind: 'diff', title: 'PLC_PRG', diff: '--- PLC_PRG\n+++ PLC_PRG\n@@ -1,1 +1,1 @@\n-counter := counter + 1;\n+counter := counter + 2;\n' },
    requestedAt: NOW - 10_000,
    expiresAt: NOW + 110_000,
    state: 'waiting',
    sessionApproval: { kind: 'agent-session' },
    ...patch,
  };
}

/** Renders `ui` inside the provider; the first snapshot is `state` unless `snapshot` says otherwise. */
export function renderWithState(ui: ReactNode, state: AppState | null, handlers: Handlers = {}): RenderedApp {
  const listeners = new Set<(event: PushedEvent) => void>();
  let seq = 1;
  const invoke = vi.fn(async (channel: InvokeChannel, request: unknown) => {
    if (channel === 'state:snapshot') {
      if (state === null) return new Promise(() => undefined); // Never arrives: the "connecting" state.
      return { seq, state };
    }
    const handler = handlers[channel] as ((r: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`No answer scripted for ${channel}`);
    return handler(request);
  });
  const bridge = {
    invoke,
    subscribe(listener: (event: PushedEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RenderedApp['bridge'];
  const projection = createProjection(bridge);
  const result = render(
    <InterlockProvider bridge={bridge} projection={projection}>
      <WhenReady>{ui}</WhenReady>
    </InterlockProvider>,
  );
  return {
    ...result,
    bridge,
    push(event) {
      seq++;
      for (const listener of listeners) listener({ ...event, seq, at: NOW } as PushedEvent);
    },
  };
}

/** Views render only once the first snapshot arrived, as inside the App shell. */
function WhenReady({ children }: { children: ReactNode }) {
  const ready = useProjection((state) => state.app !== null);
  return ready ? children : <p>Connecting…</p>;
}
