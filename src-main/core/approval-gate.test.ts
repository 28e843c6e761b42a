import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../src-shared/settings-schema.ts';
import type { CallScope } from '../../src-shared/app-state.ts';
import { LEFT_CARD_TTL_MS, MAX_LEFT_CARDS, TOKEN_WINDOW_MINUTES } from './approval-gate.ts';
import { createCore, ToolCancelledError, type Core } from './index.ts';
import { devicePasswordInMemory } from './settings-store.ts';

let core: Core;
let dir: string;

async function setup(): Promise<Core> {
  dir = await mkdtemp(join(tmpdir(), 'interlock-gate-'));
  core = await createCore({
    dataDir: dir,
    host: { version: 't', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
    baselineSettings: defaultSettings,
    devicePassword: devicePasswordInMemory(),
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
const LINE1 = join(tmpdir(), 'plc', 'line1');
const LINE2 = join(tmpdir(), 'plc', 'line2');
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
    const pending = core.gate.decide({ ...request(agent.id), targetName: 'bottling-line › main', preview: async () => ({ kind: 'diff', title: 'main.st', diff: '-a\n+b' }) });
    const card = await nextCard();
    expect(card).toMatchObject({ tool: 'update_pou', targetName: 'bottling-line › main', args: { content: 'x' }, preview: { kind: 'diff' } });
    expect(card.changesRunningPlc).toBeUndefined();
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

  it('passes the reason the person typed with a deny on to the agent', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const withReason = core.gate.decide(request(agent.id));
    await core.gate.resolve((await nextCard()).id, 'deny', undefined, '  Keep T#3s: the valve needs it. ');
    const decision = await withReason;
    expect(decision).toMatchObject({ outcome: 'denied', by: 'person', reason: 'Keep T#3s: the valve needs it.' });
    expect(decision.message).toMatch(/^Denied by the person in Interlock: Keep T#3s: the valve needs it\.\n.*update_pou was not run/);

    // A blank reason is no reason: the agent gets the plain deny.
    const blank = core.gate.decide(request(agent.id));
    await core.gate.resolve((await nextCard()).id, 'deny', undefined, '   ');
    const plain = await blank;
    expect(plain.reason).toBeUndefined();
    expect(plain.message).toMatch(/^Denied by the person in Interlock: update_pou was not run/);
  });

  it('denies every listed waiting card of one agent with the same reason, and leaves other agents\' cards', async () => {
    await setup();
    core.gate.attachUi();
    const connect = () => core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const [busy, other] = [connect(), connect()];
    const first = core.gate.decide(request(busy.id));
    const second = core.gate.decide(request(busy.id, 'delete_pou'));
    const theirs = core.gate.decide(request(other.id));
    await expect.poll(() => core.store.state.approvals.length).toBe(3);
    const ids = core.store.state.approvals.map((a) => a.id);

    expect(core.gate.denyWaitingFrom(busy.id, ids, { kind: 'window' }, 'Stop: the line is running.')).toBe(2);
    for (const decision of [await first, await second]) {
      expect(decision).toMatchObject({ outcome: 'denied', by: 'person', ui: { kind: 'window' }, reason: 'Stop: the line is running.' });
      expect(decision.message).toMatch(/^Denied by the person in Interlock: Stop: the line is running\./);
    }
    expect(core.store.state.approvals.map((a) => a.agentId)).toEqual([other.id]);
    expect(core.agents.get(busy.id)?.pendingApprovals).toBe(0);
    // Already answered: nothing more to deny.
    expect(core.gate.denyWaitingFrom(busy.id, ids)).toBe(0);
    await core.gate.resolve(core.store.state.approvals[0]!.id, 'approve-once');
    expect(await theirs).toMatchObject({ outcome: 'approved' });
  });

  it('denies when nobody answers within the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide(request(agent.id));
    await vi.advanceTimersByTimeAsync(54_000);
    expect(core.store.state.approvals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'timeout', message: expect.stringMatching(/Timed out.*55 s/) });
    expect(core.store.state.approvals).toEqual([]);
  });

  it("counts the person's time from the call's arrival, so time spent queued behind other calls is not added on top", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const arrivedAt = Date.now();
    await vi.advanceTimersByTimeAsync(40_000);
    const pending = core.gate.decide({ ...request(agent.id), arrivedAt });
    const card = await nextCard();
    expect(card.expiresAt).toBe(arrivedAt + 55_000);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(core.store.state.approvals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'timeout', message: expect.stringMatching(/within 55 s of the call/) });
  });

  it('a call queued behind a slow call on its target gets a card that ends when the time counted from its arrival ends', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const target = { target: { key: 'openplc:/p' } };
    let releaseSlow!: () => void;
    const slow = core.runner.run({
      agentId: agent.id,
      tool: { name: 'compile_project', title: 'Compile', mutates: false },
      args: {},
      prepare: () => target,
      execute: () => new Promise<void>((resolve) => (releaseSlow = resolve)),
    });
    const sentAt = Date.now();
    const edit = core.runner.run({
      agentId: agent.id,
      tool: { name: 'update_pou', title: 'Update POU', mutates: true },
      args: {},
      prepare: () => target,
      execute: async () => 'edited',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(core.store.state.approvals).toEqual([]);
    releaseSlow();
    await slow;
    const card = await nextCard();
    expect(card.expiresAt).toBeGreaterThanOrEqual(sentAt + 55_000);
    expect(card.expiresAt).toBeLessThan(card.requestedAt + 55_000 - 250);
    await core.gate.resolve(card.id, 'deny');
    expect(await edit).toMatchObject({ status: 'denied' });
  });

  it('denies without a card a call that spent its whole approval time waiting for its turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const arrivedAt = Date.now();
    await vi.advanceTimersByTimeAsync(56_000);
    const waited = vi.fn();
    const decision = await core.gate.decide({ ...request(agent.id), arrivedAt, onWaitForPerson: waited });
    expect(decision).toMatchObject({ outcome: 'denied', by: 'timeout' });
    expect(waited).not.toHaveBeenCalled();
    expect(core.store.state.approvals).toEqual([]);
    expect(core.agents.get(agent.id)?.pendingApprovals).toBe(0);
  });

  it('removes the card when the person cancels the call from the queue', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const abort = new AbortController();
    const pending = core.gate.decide(request(agent.id, 'update_pou', abort.signal));
    await nextCard();
    abort.abort(new ToolCancelledError('Cancelled from Interlock', 'person'));
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'cancelled' });
    expect(core.store.state.approvals).toEqual([]);
  });

  it('ends the call at once when the agent leaves, keeps the card as "the agent left", and a decision on it runs nothing', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const abort = new AbortController();
    const pending = core.gate.decide(request(agent.id, 'update_pou', abort.signal));
    const card = await nextCard();
    abort.abort(new ToolCancelledError("the agent's connection closed"));
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'cancelled' });
    expect(core.store.state.approvals).toEqual([expect.objectContaining({ id: card.id, state: 'agent-left', leftReason: "the agent's connection closed" })]);
    expect(core.gate.pending()).toEqual([]);
    expect(core.agents.get(agent.id)?.pendingApprovals).toBe(0);

    // Approving the left card only dismisses it: no policy is recorded, nothing is waiting to run.
    expect(await core.gate.resolve(card.id, 'approve-session')).toBe('agent-left');
    expect(core.store.state.approvals).toEqual([]);
    void core.gate.decide(request(agent.id));
    expect((await nextCard()).state).toBe('waiting');
  });

  it('marks the cards of an agent that leaves the registry as "the agent left"', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'http-modern', protocolVersion: 'x' });
    const pending = core.gate.decide(request(agent.id));
    await nextCard();
    core.agents.disconnect(agent.id, 'disconnected from Interlock');
    expect(await pending).toMatchObject({ outcome: 'denied', by: 'cancelled' });
    expect(core.store.state.approvals[0]).toMatchObject({ state: 'agent-left', leftReason: expect.stringMatching(/disconnected from Interlock/) });
  });

  it('keeps at most MAX_LEFT_CARDS cards of agents that left, dropping the oldest, and drops each after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const ids: string[] = [];
    for (let i = 0; i < MAX_LEFT_CARDS + 3; i++) {
      const abort = new AbortController();
      const pending = core.gate.decide(request(agent.id, 'update_pou', abort.signal));
      while (core.gate.pending().length === 0) await Promise.resolve();
      ids.push(core.gate.pending()[0]!.id);
      abort.abort();
      await pending;
    }
    expect(core.store.state.approvals.map((a) => a.id)).toEqual(ids.slice(3));
    await vi.advanceTimersByTimeAsync(LEFT_CARD_TTL_MS + 1);
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

  it('offers a stateless agent "approve for this session" only as this tool for 10 minutes for its token, and says so on the card', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const hello = { clientName: 'codex', clientVersion: '1', transport: 'http-modern', protocolVersion: '2026-07-28', sharedApprovalKey: 'token-a' } as const;
    const agent = core.agents.connect({ ...hello, key: 'token-a|codex|1' });
    const first = core.gate.decide(request(agent.id));
    const card = await nextCard();
    expect(card.sessionApproval).toEqual({ kind: 'token-window', minutes: TOKEN_WINDOW_MINUTES });
    await core.gate.resolve(card.id, 'approve-session');
    await first;
    // Anyone with the same token gets it, but named as what it is, and only for the window.
    const copycat = core.agents.connect({ ...hello, clientName: 'other', key: 'token-a|other|1' });
    expect(await core.gate.decide(request(copycat.id))).toEqual({ outcome: 'approved', by: 'policy:token-window' });
    const otherToken = core.agents.connect({ ...hello, sharedApprovalKey: 'token-b', key: 'token-b|codex|1' });
    void core.gate.decide(request(otherToken.id));
    await core.gate.resolve((await nextCard()).id, 'deny');
    await vi.advanceTimersByTimeAsync(TOKEN_WINDOW_MINUTES * 60_000 + 1);
    void core.gate.decide(request(agent.id));
    expect((await nextCard()).agentId).toBe(agent.id);
  });

  it('gives a sessionful agent "approve for this session" for its own session, which the card names', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'http-legacy', protocolVersion: 'x' });
    void core.gate.decide(request(agent.id));
    expect((await nextCard()).sessionApproval).toEqual({ kind: 'agent-session' });
  });

  it('"always approve" persists as a rule for the project of the card and survives a restart', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const first = core.gate.decide({ ...request(agent.id, 'compile_project'), where: { project: LINE1 } });
    const card = await nextCard();
    expect(card.where).toEqual({ project: LINE1 });
    expect(await core.gate.resolve(card.id, 'approve-always')).toEqual({ applied: { tool: 'compile_project', project: LINE1 } });
    await first;
    const saved = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as { approvals: { alwaysApproveTools: unknown[] } };
    expect(saved.approvals.alwaysApproveTools).toEqual([{ tool: 'compile_project', project: LINE1 }]);
    expect(core.store.state.alwaysApproved).toEqual([{ tool: 'compile_project', project: LINE1 }]);

    const restarted = await createCore({
      dataDir: dir,
      host: { version: 't', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
      baselineSettings: defaultSettings,
      devicePassword: devicePasswordInMemory(),
    });
    const other = restarted.agents.connect({ clientName: 'b', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    expect(await restarted.gate.decide({ ...request(other.id, 'compile_project'), where: { project: LINE1 } })).toEqual({ outcome: 'approved', by: 'policy:always', rule: { tool: 'compile_project', project: LINE1 } });
    // No UI is attached to the restarted core: a call the rule does not cover is denied at once instead of asking.
    expect(await restarted.gate.decide({ ...request(other.id, 'compile_project'), where: { project: LINE2 } })).toMatchObject({ outcome: 'denied', by: 'no-ui' });
  });

  it('an "always" for this agent only covers that client name, and every call it lets through goes on the feed with its rule', async () => {
    await setup();
    core.gate.attachUi();
    const cursor = core.agents.connect({ clientName: 'cursor', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const claude = core.agents.connect({ clientName: 'claude-code', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const first = core.gate.decide({ ...request(cursor.id, 'compile_project'), agentName: 'cursor', where: { project: LINE1 } });
    const card = await nextCard();
    expect(await core.gate.resolve(card.id, 'approve-always', undefined, undefined, { scope: 'project', agent: 'this' })).toEqual({
      applied: { tool: 'compile_project', project: LINE1, agent: 'cursor' },
    });
    await first;
    // Nothing was approved by a rule yet: the person answered that card.
    expect(core.store.state.autoApproved).toEqual([]);
    const rule = { tool: 'compile_project', project: LINE1, agent: 'cursor' };
    const byRule = await core.gate.decide({ ...request(cursor.id, 'compile_project'), agentName: 'cursor', entryId: 'entry-7', targetName: 'line1', where: { project: LINE1 } });
    expect(byRule).toEqual({ outcome: 'approved', by: 'policy:always', rule });
    expect(core.store.state.autoApproved).toEqual([{ entryId: 'entry-7', at: expect.any(Number), agentName: 'cursor', tool: 'compile_project', target: request(cursor.id).target, targetName: 'line1', rule }]);
    expect(core.store.state.autoApprovedUnseen).toBe(1);
    // Another agent's call of the same tool in the same project gets a card.
    const other = core.gate.decide({ ...request(claude.id, 'compile_project'), agentName: 'claude-code', where: { project: LINE1 } });
    const asked = await nextCard();
    expect(asked.agentName).toBe('claude-code');
    await core.gate.resolve(asked.id, 'deny');
    expect(await other).toMatchObject({ outcome: 'denied', by: 'person' });
    expect(core.store.state.autoApproved).toHaveLength(1);
  });

  it('puts the impact\'s first line on the feed, and a safety-relevant change under a rule still asks', async () => {
    await setup();
    core.gate.attachUi();
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'update_pou' }] } }));
    const agent = core.agents.connect({ clientName: 'cursor', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const item = (text: string, safety: string[] = []) => ({ kind: 'write' as const, change: 'value-changed', subject: 'X', text, safety, at: [] });
    const impact = (items: ReturnType<typeof item>[]) => ({ status: 'complete' as const, items, safetySignals: items.flatMap((i) => i.safety.map((s) => `${s}: X`)) });
    const harmless = impact([item('StackLightGreen (%QX0.4) is now written TRUE', []), item('Counter counts by 2')]);
    const decided = await core.gate.decide({ ...request(agent.id), preview: async () => ({ kind: 'diff', title: 't', diff: '', impact: harmless }) });
    expect(decided).toMatchObject({ outcome: 'approved', by: 'policy:always', rule: { tool: 'update_pou' } });
    expect(core.store.state.autoApproved[0]?.impactLine).toBe('StackLightGreen (%QX0.4) is now written TRUE (+1 more)');
    const safety = core.gate.decide({ ...request(agent.id), preview: async () => ({ kind: 'diff', title: 't', diff: '', impact: impact([item('EStop no longer read', ['estop'])]) }) });
    const card = await nextCard();
    expect(card.onceOnly).toMatch(/safety-relevant/);
    await core.gate.resolve(card.id, 'deny');
    await safety;
    expect(core.store.state.autoApproved).toHaveLength(1);
  });

  it('reads a bare tool name from an older settings file as that tool in every project', async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-gate-'));
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, approvals: { alwaysApproveTools: ['update_pou'] } }));
    core = await createCore({
      dataDir: dir,
      host: { version: 't', startedAt: Date.now(), httpUrl: null, mcpUrl: null, pid: process.pid },
      baselineSettings: defaultSettings,
      devicePassword: devicePasswordInMemory(),
    });
    expect(core.settings.error).toBeNull();
    expect(core.store.state.alwaysApproved).toEqual([{ tool: 'update_pou' }]);
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    for (const where of [{ project: LINE1 }, { project: LINE2, paths: ['pous/programs/main.st'] }, undefined]) {
      expect(await core.gate.decide({ ...request(agent.id), ...(where ? { where } : {}) })).toEqual({ outcome: 'approved', by: 'policy:always', rule: { tool: 'update_pou' } });
    }
    expect(await core.gate.decide(request(agent.id, 'patch_pou'))).toMatchObject({ outcome: 'denied', by: 'no-ui' });
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

describe('calls that change a running PLC', () => {
  const plc = (agentId: string) => ({ ...request(agentId, 'codesys_write_variables'), changesRunningPlc: true });

  it('always ask: neither "always" nor the session approval of that tool lets them through, and the card offers only once', async () => {
    await setup();
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_write_variables' }] } }));
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    // The same tool without the flag would run at once by the "always" policy.
    expect(await core.gate.decide(request(agent.id, 'codesys_write_variables'))).toEqual({ outcome: 'approved', by: 'policy:always', rule: { tool: 'codesys_write_variables' } });

    const first = core.gate.decide(plc(agent.id));
    const card = await nextCard();
    expect(card.onceOnly).toMatch(/changes a running PLC/);
    expect(card.changesRunningPlc).toBe(true);
    await expect(core.gate.resolve(card.id, 'approve-session')).rejects.toThrow(/can only be approved once/);
    await expect(core.gate.resolve(card.id, 'approve-always')).rejects.toThrow(/can only be approved once/);
    await core.gate.resolve(card.id, 'approve-once');
    expect(await first).toEqual({ outcome: 'approved', by: 'person' });

    const second = core.gate.decide(plc(agent.id));
    const again = await nextCard();
    expect(again.id).not.toBe(card.id);
    await core.gate.resolve(again.id, 'deny');
    expect(await second).toMatchObject({ outcome: 'denied', by: 'person' });
  });

  it('are denied with no UI, saying a running PLC is at stake', async () => {
    await setup();
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_write_variables' }] } }));
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const decision = await core.gate.decide(plc(agent.id));
    expect(decision).toMatchObject({ outcome: 'denied', by: 'no-ui', message: expect.stringMatching(/changes a running PLC/) });
  });

  it('follow standing approvals only once the person turned that setting on', async () => {
    await setup();
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'codesys_write_variables' }], standingApprovalsOnRunningPlc: true } }));
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    expect(await core.gate.decide(plc(agent.id))).toEqual({ outcome: 'approved', by: 'policy:always', rule: { tool: 'codesys_write_variables' } });
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [] } }));
    core.gate.attachUi();
    const pending = core.gate.decide(plc(agent.id));
    const card = await nextCard();
    expect(card.onceOnly).toBeUndefined();
    await core.gate.resolve(card.id, 'approve-session');
    expect(await pending).toMatchObject({ outcome: 'approved', by: 'person' });
    expect(await core.gate.decide(plc(agent.id))).toEqual({ outcome: 'approved', by: 'policy:session' });
  });
});

describe('a card whose target changed while it waited', () => {
  it('is marked stale at once when its part of the target changed, and a review on the new content replaces the diff and clears the mark', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    let onDisk = 'a';
    let adopted = 0;
    const preview = async () => ({ kind: 'diff' as const, title: 'main.st', diff: `-${onDisk}\n+b` });
    const where = { project: '/p', paths: ['pous/main.st'] };
    const pending = core.gate.decide({ ...request(agent.id), where, preview, rebase: async () => ({ preview: await preview(), adopt: () => adopted++ }) });
    const card = await nextCard();
    expect(card.refreshable).toBe(true);
    core.gate.markStale('openplc:/other', 'not this one');
    core.gate.markStale('openplc:/p', 'another file', { where: { project: '/p', paths: ['pous/other.st'] } });
    expect(core.store.state.approvals[0]!.stale).toBeUndefined();

    onDisk = 'changed by the editor';
    core.gate.markStale('openplc:/p', 'pous/main.st changed on disk', { where: { project: '/p', paths: ['pous'] }, cause: 'outside' });
    expect(core.store.state.approvals[0]!.stale).toMatchObject({ message: 'pous/main.st changed on disk', cause: 'outside' });
    await expect(core.gate.resolve(card.id, 'approve-once')).rejects.toThrow(/cannot be approved as it is/);

    await core.gate.refreshPreview(card.id);
    expect(core.store.state.approvals[0]).toMatchObject({ id: card.id, preview: { diff: '-changed by the editor\n+b' }, rebasedAt: expect.any(Number) });
    expect(core.store.state.approvals[0]!.stale).toBeNull();
    expect(adopted).toBe(1);
    await core.gate.resolve(card.id, 'approve-once');
    expect(await pending).toMatchObject({ outcome: 'approved' });
  });

  it('keeps the card stale and says why when the edit no longer applies, and its deny tells the agent to read again', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide({
      ...request(agent.id),
      preview: async () => ({ kind: 'diff', title: 'main.st', diff: '-a\n+b' }),
      rebase: async () => {
        throw new Error('edits[0].old occurs 0 time(s) in main.st');
      },
    });
    const card = await nextCard();
    core.gate.markStale('openplc:/p', "main.st was changed by your approval of cursor's patch_pou", { cause: 'approval' });
    await core.gate.refreshPreview(card.id);
    expect(core.store.state.approvals[0]!.stale).toMatchObject({ cause: 'approval', notApplicable: 'edits[0].old occurs 0 time(s) in main.st' });
    await core.gate.resolve(card.id, 'deny');
    expect((await pending).message).toBe(
      "Denied: main.st was changed by your approval of cursor's patch_pou while your call waited, and your edit no longer applies to it (edits[0].old occurs 0 time(s) in main.st). update_pou was not run and nothing changed. Re-read it (its content hash changed) and make your edit on the new content.",
    );
    await expect(core.gate.refreshPreview(card.id)).rejects.toThrow('no longer pending');
  });

  it('offers no review for a call that cannot be made again on changed content', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide({ ...request(agent.id), preview: async () => ({ kind: 'diff', title: 'main.st', diff: '-a\n+b' }) });
    const card = await nextCard();
    expect(card.refreshable).toBeUndefined();
    await expect(core.gate.refreshPreview(card.id)).rejects.toThrow(/cannot be made again on changed content/);
    await core.gate.resolve(card.id, 'deny');
    await pending;
  });
});

describe('"always approve" for a project or a part of it', () => {
  /** Stores `rule` as the person would (through a card), then asks the gate about a call working at `where`, with no UI attached. */
  async function ruled(rule: { scope: 'project' } | { scope: 'within'; within: string } | { scope: 'everywhere' }, cardWhere: CallScope | undefined) {
    await setup();
    const detach = core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const first = core.gate.decide({ ...request(agent.id), ...(cardWhere ? { where: cardWhere } : {}) });
    await core.gate.resolve((await nextCard()).id, 'approve-always', undefined, undefined, rule);
    expect(await first).toMatchObject({ outcome: 'approved', by: 'person' });
    detach();
    // Without a UI, a call the rule does not cover is denied at once: no waiting in these tests.
    return async (where: CallScope | undefined, tool = 'update_pou') => (await core.gate.decide({ ...request(agent.id, tool), ...(where ? { where } : {}) })).by;
  }

  it('covers the project of the card by default, and not another project or a call on no project', async () => {
    const ask = await ruled({ scope: 'project' }, { project: LINE1, paths: ['pous/programs/main.st'] });
    expect(core.store.state.alwaysApproved).toEqual([{ tool: 'update_pou', project: LINE1 }]);
    expect(await ask({ project: LINE1, paths: ['pous/function-blocks/valve.st'] })).toBe('policy:always');
    expect(await ask({ project: LINE1 })).toBe('policy:always');
    expect(await ask({ project: LINE2, paths: ['pous/programs/main.st'] })).toBe('no-ui');
    expect(await ask({ project: join(LINE1, 'sub') })).toBe('no-ui');
    expect(await ask(undefined)).toBe('no-ui');
    expect(await ask({ project: LINE1 }, 'create_pou')).toBe('no-ui');
  });

  it('narrowed to a path, covers only calls whose every path lies inside it', async () => {
    const ask = await ruled({ scope: 'within', within: 'pous/programs' }, { project: LINE1, paths: ['pous/programs/main.st'] });
    expect(core.store.state.alwaysApproved).toEqual([{ tool: 'update_pou', project: LINE1, within: 'pous/programs' }]);
    expect(await ask({ project: LINE1, paths: ['pous/programs/main.st'] })).toBe('policy:always');
    expect(await ask({ project: LINE1, paths: ['pous/programs/sub/other.st'] })).toBe('policy:always');
    // A sibling whose name only starts the same, a path outside, one that steps out, or the project as a whole: asked.
    expect(await ask({ project: LINE1, paths: ['pous/programs-old/main.st'] })).toBe('no-ui');
    expect(await ask({ project: LINE1, paths: ['pous/function-blocks/valve.st'] })).toBe('no-ui');
    expect(await ask({ project: LINE1, paths: ['pous/programs/../function-blocks/valve.st'] })).toBe('no-ui');
    expect(await ask({ project: LINE1, paths: ['pous/programs/main.st', 'pous/functions/f.st'] })).toBe('no-ui');
    expect(await ask({ project: LINE1 })).toBe('no-ui');
    expect(await ask({ project: LINE2, paths: ['pous/programs/main.st'] })).toBe('no-ui');
  });

  it('refuses a path the card did not offer, and a project rule for a call on no project; the call keeps waiting', async () => {
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'a', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const pending = core.gate.decide({ ...request(agent.id), where: { project: LINE1, paths: ['pous/programs/main.st'] } });
    const card = await nextCard();
    await expect(core.gate.resolve(card.id, 'approve-always', undefined, undefined, { scope: 'within', within: 'pous' + '/other' })).rejects.toThrow(/not a part of/);
    await expect(core.gate.resolve(card.id, 'approve-always', undefined, undefined, { scope: 'within', within: '..' })).rejects.toThrow(/not a part of/);
    expect(core.store.state.alwaysApproved).toEqual([]);
    await core.gate.resolve(card.id, 'approve-always', undefined, undefined, { scope: 'within', within: 'pous' });
    expect(await pending).toMatchObject({ outcome: 'approved', by: 'person' });
    expect(core.store.state.alwaysApproved).toEqual([{ tool: 'update_pou', project: LINE1, within: 'pous' }]);

    const nowhere = core.gate.decide(request(agent.id, 'codesys_install_library'));
    const other = await nextCard();
    expect(other.where).toBeUndefined();
    await expect(core.gate.resolve(other.id, 'approve-always')).rejects.toThrow(/can only cover every project/);
    await core.gate.resolve(other.id, 'approve-always', undefined, undefined, { scope: 'everywhere' });
    expect(await nowhere).toMatchObject({ outcome: 'approved', by: 'person' });
    expect(core.store.state.alwaysApproved).toContainEqual({ tool: 'codesys_install_library' });
  });

  it('for every project, covers the tool wherever it works', async () => {
    const ask = await ruled({ scope: 'everywhere' }, { project: LINE1 });
    expect(await ask({ project: LINE2, paths: ['x.st'] })).toBe('policy:always');
    expect(await ask(undefined)).toBe('policy:always');
  });
});

describe('fail closed: what the analysis could not read fully never passes on a standing approval', () => {
  const notAnalysed = { status: 'not-analysed', reason: 'the new text could not be read as Structured Text (line 3: unexpected "#")', items: [], safetySignals: [] } as const;
  const tooLarge = { status: 'too-large', reason: 'the texts have too many statements to compare on a card', items: [], safetySignals: [] } as const;
  const unresolved = { status: 'complete', items: [], safetySignals: [], unresolved: 'The variables of the global variable list GVL_IO (over the size limit) were not resolved.' } as const;
  const complete = { status: 'complete', items: [], safetySignals: [] } as const;
  const withPreview = (agentId: string, impact: object | undefined, more: { changesCode?: boolean } = {}) => ({
    ...request(agentId),
    ...more,
    preview: async () => ({ kind: 'diff' as const, title: 't', diff: '', ...(impact ? { impact: impact as never } : {}) }),
  });

  it('asks on its own card under a session approval, a token window and an always rule, with the reason', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await setup();
    core.gate.attachUi();
    const agent = core.agents.connect({ clientName: 'one', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    const stateless = core.agents.connect({ clientName: 'codex', clientVersion: '1', transport: 'http-modern', protocolVersion: '2026-07-28', sharedApprovalKey: 'token-a', key: 'token-a|codex|1' });
    for (const id of [agent.id, stateless.id]) {
      const first = core.gate.decide(withPreview(id, complete));
      await core.gate.resolve((await nextCard()).id, 'approve-session');
      await first;
      expect(await core.gate.decide(withPreview(id, complete))).toMatchObject({ outcome: 'approved' });
      for (const impact of [notAnalysed, tooLarge, unresolved]) {
        void core.gate.decide(withPreview(id, impact));
        const card = await nextCard();
        expect(card.onceOnly).toMatch(/could not analyse this change fully/);
        expect(card.onceOnly).toContain(impact.status === 'complete' ? 'GVL_IO' : impact.reason);
        await core.gate.resolve(card.id, 'deny');
      }
    }
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'update_pou' }] } }));
    void core.gate.decide(withPreview(agent.id, notAnalysed));
    await core.gate.resolve((await nextCard()).id, 'deny');
    expect(await core.gate.decide(withPreview(agent.id, complete))).toMatchObject({ outcome: 'approved', by: 'policy:always' });
  });

  it('treats a code-changing call with no analysis on its card as not analysed, and leaves other calls to the rule', async () => {
    await setup();
    core.gate.attachUi();
    await core.settings.update((s) => ({ ...s, approvals: { ...s.approvals, alwaysApproveTools: [{ tool: 'update_pou' }] } }));
    const agent = core.agents.connect({ clientName: 'one', clientVersion: '1', transport: 'stdio', protocolVersion: 'x' });
    void core.gate.decide(withPreview(agent.id, undefined, { changesCode: true }));
    const card = await nextCard();
    expect(card.onceOnly).toMatch(/changes code the project builds \(its POUs, libraries, tasks or I\/O configuration\), and Interlock has no analysis/);
    await core.gate.resolve(card.id, 'deny');
    expect(await core.gate.decide(withPreview(agent.id, undefined))).toMatchObject({ outcome: 'approved', by: 'policy:always' });
  });
});
