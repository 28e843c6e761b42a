import { describe, expect, it } from 'vitest';
import { applyAppEvent, type AppEvent } from '../../src-shared/app-events.ts';
import { AgentRegistry } from './agent-registry.ts';
import { AppStateStore } from './app-state-store.ts';
import { CommandQueue } from './command-queue.ts';

const host = { version: 't', startedAt: 0, dataDir: '/tmp', httpUrl: null, mcpUrl: null, pid: 1 };

describe('AppStateStore', () => {
  it('stamps every event with the next seq', () => {
    const store = new AppStateStore(host);
    const seqs: number[] = [];
    store.subscribe((e) => seqs.push(e.seq));
    store.emit({ type: 'ui.clients', count: 1 });
    store.emit({ type: 'ui.clients', count: 2 });
    expect(seqs).toEqual([1, 2]);
    expect(store.snapshot().seq).toBe(2);
  });

  it('a snapshot plus the events after it gives exactly the live state', async () => {
    const store = new AppStateStore(host);
    const agents = new AgentRegistry(store);
    const queue = new CommandQueue(store);
    const events: AppEvent[] = [];
    store.subscribe((e) => events.push(e));

    const agent = agents.connect({ clientName: 'Cursor', clientVersion: '1', transport: 'http-modern', protocolVersion: '2026-07-28' });
    await queue.run({ agentId: agent.id, agentName: 'Cursor', tool: 'read_pou', target: 't', mutates: false, argsSummary: '{}' }, async (slot) => {
      slot.setStatus('running');
      slot.output(['line 1', 'line 2']);
      return { outcome: { status: 'succeeded', resultSummary: 'ok' }, value: 1 };
    });
    const mid = store.snapshot();
    const seenBeforeMid = events.length;
    store.emit({ type: 'target.updated', target: { id: 'codesys', kind: 'codesys', label: 'CODESYS', status: 'ready', updatedAt: 1 } });
    agents.beginCall(agent.id)();
    store.emit({ type: 'notice.added', notice: { id: 'n', level: 'warning', source: 'openplc', message: 'changed outside', at: 2 } });
    agents.disconnect(agent.id, 'bye');

    const replayed = events.slice(seenBeforeMid).reduce((state, event) => applyAppEvent(state, event), mid.state);
    expect(replayed).toEqual(store.state);
    // And replaying everything from the empty state gives the same too.
    const fromScratch = events.reduce((state, event) => applyAppEvent(state, event), new AppStateStore(host).state);
    expect(fromScratch).toEqual(store.state);
  });

  it('keeps a failing listener from blocking state changes', () => {
    const store = new AppStateStore(host);
    store.subscribe(() => {
      throw new Error('broken UI');
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      store.emit({ type: 'ui.clients', count: 3 });
    } finally {
      console.error = original;
    }
    expect(store.state.uiClients).toBe(3);
  });

  it('lets idle agents leave the registry, but not one waiting for an approval', () => {
    let now = 1_000;
    const store = new AppStateStore(host, () => now);
    const agents = new AgentRegistry(store, () => now);
    agents.connect({ clientName: 'idle', clientVersion: '1', transport: 'http-modern', protocolVersion: 'x' });
    const waiting = agents.connect({ clientName: 'waiting', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    agents.adjustPendingApprovals(waiting.id, 1);
    const gone: string[] = [];
    agents.onDisconnect((agent, reason) => gone.push(`${agent.clientName}:${reason}`));
    now += 30 * 60_000;
    expect(agents.sweepIdle(60 * 60_000)).toBe(0);
    now += 31 * 60_000;
    expect(agents.sweepIdle(60 * 60_000)).toBe(1);
    expect(gone).toEqual(['idle:idle']);
    expect(agents.list().map((a) => a.clientName)).toEqual(['waiting']);
  });

  it('finds a stateless agent again by its key instead of registering it twice', () => {
    const store = new AppStateStore(host);
    const agents = new AgentRegistry(store);
    const first = agents.connect({ key: 'k', clientName: 'Codex', clientVersion: '0.146', transport: 'http-modern', protocolVersion: '2026-07-28' });
    const again = agents.connect({ key: 'k', clientName: 'Codex', clientVersion: '0.146', transport: 'http-modern', protocolVersion: '2026-07-28' });
    expect(again.id).toBe(first.id);
    expect(agents.list()).toHaveLength(1);
  });
});
