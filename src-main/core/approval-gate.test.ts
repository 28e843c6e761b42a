import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import { createCore, type Core } from './index.ts';

let core: Core;
let dir: string;

async function setup(): Promise<Core> {
  dir = await mkdtemp(join(tmpdir(), 'interlock-gate-'));
  core = await createCore({
    dataDir: dir,
    host: { version: 't', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
    baselineSettings: defaultSettings,
  });
  return core;
}
afterEach(async () => {
  vi.useRealTimers();
  await core.audit.flush();
  await rm(dir, { recursive: true, force: true });
});

function request(agentId: string, tool = 'update_pou', signal = new AbortController().signal) {
  return { entryId: 'e1', agentId, agentName: 'agent', tool, toolTitle: 'Update POU', target: 'openplc:/p', mutates: true, args: { content: 'x' }, signal };
}
const nextCard = () => expect.poll(() => core.store.state.approvals[0]).toBeTruthy().then(() => core.store.state.approvals[0]!);

describe('ApprovalGate', () => {
  it('lets read-only calls through without asking, even with no UI', async () => {
    await setup();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    expect(await core.gate.decide({ ...request(agent.id), mutates: false })).toEqual({ outcome: 'approved', by: 'read-only' });
  });

  it('denies a mutating call at once when no UI is attached, telling the agent to open Interlock', async () => {
    await setup();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const decision = await core.gate.decide(request(agent.id));
    expect(decision).toMatchObject({ outcome: 'denied', by: 'no-ui' });
    expect(decision.message).toMatch(/open Interlock/);
    expect(core.store.state.approvals).toEqual([]);
  });

  it('shows a card with the full arguments and waits for approve or deny', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide({ ...request(agent.id), preview: { kind: 'diff', title: 'main.st', diff: '-a\n+b' } });
    const card = await nextCard();
    expect(card).toMatchObject({ tool: 'update_pou', args: { content: 'x' }, preview: { kind: 'diff' } });
    expect(core.agents.get(agent.id)?.pendingApprovals).toBe(1);
    await core.gate.resolve(card.id, 'approve-once');
    expect(await pending).toEqual({ outcome: 'approved', by: 'person' });
    expect(core.agents.get(agent.id)?.pendingApprovals).toBe(0);

    const denied = core.gate.decide(request(agent.id));
    await core.gate.resolve((await nextCard()).id, 'deny');
    expect(await denied).toMatchObject({ outcome: 'denied', by: 'person' });
    expect(core.store.state.approvals).toEqual([]);
    await expect(core.gate.resolve(card.id, 'approve-once')).rejects.toThrow(/no longer pending/);
  });

  it('denies when nobody answers within the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide(request(agent.id));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(core.store.state.approvals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'timeout', message: expect.stringMatching(/Timed out.*120 s/) });
    expect(core.store.state.approvals).toEqual([]);
  });

  it('removes the card when the call is cancelled', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const abort = new AbortController();
    const pending = core.gate.decide(request(agent.id, 'update_pou', abort.signal));
    await nextCard();
    abort.abort();
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'cancelled' });
    expect(core.store.state.approvals).toEqual([]);
  });

  it('"approve for this session" covers later calls of that tool by that agent only, until it disconnects', async () => {
    await setup();
    core.gate.attachUi();
    const one = core.agents.connect({ clientName: 'one', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const two = core.agents.connect({ clientName: 'two', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const first = core.gate.decide(request(one.id));
    await core.gate.resolve((await nextCard()).id, 'approve-session');
    await first;
    expect(await core.gate.decide(request(one.id))).toEqual({ outcome: 'approved', by: 'policy:session' });
    // Another tool, or another agent, still asks.
    void core.gate.decide(request(one.id, 'create_pou'));
    expect((await nextCard()).tool).toBe('create_pou');
    await core.gate.resolve(core.store.state.approvals[0]!.id, 'deny');
    void core.gate.decide(request(two.id));
    expect((await nextCard()).agentId).toBe(two.id);
    await core.gate.resolve(core.store.state.approvals[0]!.id, 'deny');
    core.agents.disconnect(one.id, 'test');
    const again = core.agents.connect({ clientName: 'one', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    void core.gate.decide(request(again.id));
    expect((await nextCard()).agentId).toBe(again.id);
  });

  it('"always approve" persists in the settings file and survives a restart', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const first = core.gate.decide(request(agent.id, 'compile_project'));
    await core.gate.resolve((await nextCard()).id, 'approve-always');
    await first;
    const saved = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { approvals: { alwaysApproveTools: string[] } };
    expect(saved.approvals.alwaysApproveTools).toEqual(['compile_project']);
    expect(core.store.state.alwaysApprovedTools).toEqual(['compile_project']);

    const restarted = await createCore({
      dataDir: dir,
      host: { version: 't', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
      baselineSettings: defaultSettings,
    });
    const other = restarted.agents.connect({ clientName: 'b', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    expect(await restarted.gate.decide(request(other.id, 'compile_project'))).toEqual({ outcome: 'approved', by: 'policy:always' });
  });

  it('denies pending approvals when the last window closes and none comes back, but survives a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const detach = core.gate.attachUi();
    const pending = core.gate.decide(request(agent.id));
    await nextCard();
    detach(); // a reload: the page detaches ...
    await vi.advanceTimersByTimeAsync(3_000);
    const reattached = core.gate.attachUi(); // ... and attaches again
    await vi.advanceTimersByTimeAsync(20_000);
    expect(core.store.state.approvals).toHaveLength(1);
    reattached(); // the tab is closed for good
    await vi.advanceTimersByTimeAsync(10_500);
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'no-ui', message: expect.stringMatching(/window was closed before anyone answered/) });
    expect(core.store.state.approvals).toEqual([]);
  });
});

describe('a card whose target changed while it waited', () => {
  it('is marked stale at once, and a fresh preview replaces the diff and clears the mark', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    let onDisk = 'a';
    const preview = async () => ({ kind: 'diff' as const, title: 'main.st', diff: `-${onDisk}\n+b` });
    const pending = core.gate.decide({ ...request(agent.id), preview: await preview(), refreshPreview: preview });
    const card = await nextCard();
    expect(card.refreshable).toBe(true);
    core.gate.markStale('openplc:/other', 'not this one');
    expect(core.store.state.approvals[0]!.stale).toBeUndefined();

    onDisk = 'changed by the editor';
    core.gate.markStale('openplc:/p', 'main.st changed on disk while this request waited');
    expect(core.store.state.approvals[0]!.stale?.message).toBe('main.st changed on disk while this request waited');

    await core.gate.refreshPreview(card.id);
    expect(core.store.state.approvals[0]).toMatchObject({ id: card.id, preview: { diff: '-changed by the editor\n+b' } });
    expect(core.store.state.approvals[0]!.stale).toBeUndefined();
    await core.gate.resolve(card.id, 'deny');
    await pending;
  });

  it('keeps the card stale and says why when the edit no longer applies', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide({
      ...request(agent.id),
      refreshPreview: async () => {
        throw new Error('main.st no longer matches the content hash the agent read');
      },
    });
    const card = await nextCard();
    await core.gate.refreshPreview(card.id);
    expect(core.store.state.approvals[0]!.stale?.message).toBe('A fresh preview could not be made: main.st no longer matches the content hash the agent read');
    await core.gate.resolve(card.id, 'deny');
    await pending;
    await expect(core.gate.refreshPreview(card.id)).rejects.toThrow('no longer pending');
  });
});
