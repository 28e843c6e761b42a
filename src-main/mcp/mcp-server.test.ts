import { InMemoryTransport } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../core/index.ts';
import { createInterlockMcpServer } from './mcp-server.ts';
import { counterTools as makeCounterTools, type Counter } from './test-support/counter-domain.ts';
import { takeResultMismatches } from './test-support/strict-results.ts';
import { startToolHarness, type ToolHarness } from './test-support/tool-harness.ts';

function counterTools() {
  const counter: Counter = { value: 0 };
  return { counter, tools: makeCounterTools(counter) };
}

describe('MCP server over the core', () => {
  let harness: ToolHarness;
  afterEach(async () => harness?.close());

  it('lists every tool with a description and both schemas', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    const listed = await harness.client.listTools();
    const names = listed.tools.map((t) => t.name);
    expect(names).toEqual(['get_interlock_status', 'describe_tools', 'peek', 'bump', 'slow_peek']);
    for (const tool of listed.tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.openWorldHint).toBe(false);
    }
    // A hint whose protocol default is false is listed only when true; destructiveHint (default true) always. The
    // title is Tool.title, not repeated in the annotations for a client that knows Tool.title.
    const byName = Object.fromEntries(listed.tools.map((t) => [t.name, t]));
    expect(byName.peek!.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    expect(byName.bump!.annotations).toEqual({ destructiveHint: false, openWorldHint: false });
    expect(byName.bump!.title).toBe('Bump');
  });

  it('repeats the title in the annotations for a client older than Tool.title (2025-03-26)', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    const server = createInterlockMcpServer({ core: harness.core, table: tools, version: 'test' }, () => harness.agentId());
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const answers: Array<{ id?: number; result?: { tools?: Array<{ name: string; title?: string; annotations?: { title?: string } }> } }> = [];
    clientSide.onmessage = (message) => void answers.push(message as (typeof answers)[number]);
    await server.connect(serverSide);
    await clientSide.start();
    try {
      await clientSide.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'old', version: '1' } } });
      await clientSide.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      await clientSide.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
      await vi.waitFor(() => expect(answers.some((a) => a.id === 2)).toBe(true), { timeout: 10_000 });
      const bump = answers.find((a) => a.id === 2)!.result!.tools!.find((t) => t.name === 'bump')!;
      expect(bump.annotations).toEqual({ title: 'Bump', destructiveHint: false, openWorldHint: false });
    } finally {
      await server.close();
    }
  });

  it('runs read-only calls without asking and returns structured and text content', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    const result = await harness.call('peek');
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ value: 0 });
    expect(JSON.parse(result.content[0]!.text!)).toEqual({ value: 0 });
    expect(harness.core.store.state.queue.at(-1)).toMatchObject({ tool: 'peek', status: 'succeeded', decision: { by: 'read-only' } });
  });

  it('reports in get_interlock_status the calls not yet finished, a waiting card included, and none once it is answered', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    for (let i = 0; i < 3; i++) await harness.call('peek');
    const status = async () => (await harness.call('get_interlock_status')).structuredContent as { queue_depth: number; pending_approvals: number };
    // The status call itself is one unfinished call while it runs.
    expect(await status()).toMatchObject({ queue_depth: 1, pending_approvals: 0 });
    const pending = harness.call('bump', { by: 1 });
    await harness.nextApproval();
    expect(await status()).toMatchObject({ queue_depth: 2, pending_approvals: 1 });
    await harness.answerNextApproval('deny');
    await pending;
    expect(await status()).toMatchObject({ queue_depth: 1, pending_approvals: 0 });
  });

  it('denies a mutating call at once when no UI is attached, and changes nothing', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    const result = await harness.call('bump', { by: 2 });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/no Interlock window is open/);
    expect(counter.value).toBe(0);
    expect(harness.core.store.state.queue.at(-1)).toMatchObject({ status: 'denied', decision: { by: 'no-ui' } });
  });

  it('prepares each call exactly once and hands the same plan to the preview and the handler', async () => {
    const { tools } = counterTools();
    const bump = tools.find((t) => t.name === 'bump')!;
    const plans: { prepared: unknown[]; previewed: unknown[]; handled: unknown[] } = { prepared: [], previewed: [], handled: [] };
    const prepare = bump.prepare.bind(bump);
    const preview = bump.preview!.bind(bump);
    const handler = bump.handler.bind(bump);
    const counted = {
      ...bump,
      prepare: async (args: Record<string, unknown>, context: Parameters<typeof bump.prepare>[1]) => {
        const plan = await prepare(args, context);
        plans.prepared.push(plan);
        return plan;
      },
      preview: async (plan: Parameters<typeof preview>[0], execution: Parameters<typeof preview>[1]) => (plans.previewed.push(plan), preview(plan, execution)),
      handler: async (plan: Parameters<typeof handler>[0], execution: Parameters<typeof handler>[1]) => (plans.handled.push(plan), handler(plan, execution)),
    };
    harness = await startToolHarness({ tools: () => tools.map((t) => (t === bump ? counted : t)) });
    harness.attachUi();
    const pending = harness.call('bump', { by: 3 });
    const card = await harness.answerNextApproval('approve-once');
    expect((await pending).structuredContent).toEqual({ value: 3 });
    expect(card.preview).toMatchObject({ kind: 'text', text: '0 → 3' });
    expect(plans.prepared).toHaveLength(1);
    expect(plans.previewed).toEqual([plans.prepared[0]]);
    expect(plans.handled).toEqual([plans.prepared[0]]);
    expect(plans.handled[0]).toBe(plans.prepared[0]);
  });

  it('fails a call whose preparation throws without queueing it behind its target, and audits it', async () => {
    const { tools } = counterTools();
    const peek = tools.find((t) => t.name === 'peek')!;
    const refusing = { ...peek, prepare: async () => Promise.reject(new ToolError('project_path lies outside the project roots')) };
    harness = await startToolHarness({ tools: () => tools.map((t) => (t === peek ? refusing : t)) });
    const result = await harness.call('peek');
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toBe('project_path lies outside the project roots');
    expect(harness.core.store.state.queue.at(-1)).toMatchObject({ tool: 'peek', status: 'failed', target: 'unresolved' });
  });

  it('waits for the person: approve runs the tool, deny returns an error result', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const approved = harness.call('bump', { by: 2 });
    const card = await harness.answerNextApproval('approve-once');
    expect(card).toMatchObject({ tool: 'bump', args: { by: 2 }, preview: { kind: 'text', text: '0 → 2' } });
    expect((await approved).structuredContent).toEqual({ value: 2 });

    const denied = harness.call('bump', { by: 5 });
    await harness.answerNextApproval('deny');
    const result = await denied;
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/Denied by the person/);
    expect(counter.value).toBe(2);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    expect(entries.map((e) => [e.tool, e.outcome, e.decision.by])).toEqual([
      ['bump', 'succeeded', 'person'],
      ['bump', 'denied', 'person'],
    ]);
  });

  it('a deny with the person\'s reason, given over the UI contract, reaches the agent in its error result and the audit log', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const denied = harness.call('bump', { by: 5 });
    const card = await harness.nextApproval();
    const tooLong = await harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'deny', message: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({ ok: false, error: expect.stringMatching(/message/) });
    const notADeny = await harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'approve-once', message: 'fine' });
    expect(notADeny).toMatchObject({ ok: false, error: expect.stringMatching(/only go with a deny/) });
    expect(harness.core.store.state.approvals).toHaveLength(1);

    expect(await harness.invokeUi('approval:decide', { approvalId: card.id, decision: 'deny', message: 'Bump by 1 only, the line is running.' })).toEqual({
      ok: true,
      value: { resolved: true },
    });
    const result = await denied;
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^Denied by the person in Interlock: Bump by 1 only, the line is running\./);
    expect(counter.value).toBe(0);

    await harness.core.audit.flush();
    const { entries } = await harness.core.audit.read();
    expect(entries.map((e) => [e.tool, e.outcome, e.decision])).toEqual([
      ['bump', 'denied', { outcome: 'denied', by: 'person', ui: { kind: 'window' }, reason: 'Bump by 1 only, the line is running.' }],
    ]);
  });

  it('"deny all waiting from this agent" over the UI contract answers each of its calls with the reason', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const calls = [harness.call('bump', { by: 1 }), harness.call('bump', { by: 2 })];
    await vi.waitFor(() => expect(harness.core.store.state.approvals).toHaveLength(2), { timeout: 10_000 });
    const approvalIds = harness.core.store.state.approvals.map((a) => a.id);
    expect(await harness.invokeUi('approval:deny-agent', { agentId: harness.agentId(), approvalIds, message: 'No bumps today.' })).toEqual({ ok: true, value: { denied: 2 } });
    for (const result of await Promise.all(calls)) {
      expect(result.isError).toBe(true);
      expect(result.content[0]!.text).toMatch(/^Denied by the person in Interlock: No bumps today\./);
    }
    expect(counter.value).toBe(0);
  });

  it('checks every result against its output schema: a mutating call that ran says so and gives its result as text, the mismatch is reported', async () => {
    const { tools, counter } = counterTools();
    const bump = tools.find((t) => t.name === 'bump')!;
    const peek = tools.find((t) => t.name === 'peek')!;
    // A key the schema does not name: zod alone would strip it, the listed JSON Schema (additionalProperties: false) refuses it.
    const leaky = { ...bump, handler: async (plan: Parameters<typeof bump.handler>[0], execution: Parameters<typeof bump.handler>[1]) => ({ ...(await bump.handler(plan, execution)), extra: 1 }) };
    const wrongType = { ...peek, handler: async () => ({ value: 'zero' }) };
    harness = await startToolHarness({ tools: () => [leaky, wrongType] });
    harness.attachUi();
    const pending = harness.call('bump', { by: 3 });
    await harness.answerNextApproval('approve-once');
    const result = await pending;
    expect(counter.value).toBe(3);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0]!.text).toBe(
      'bump ran and succeeded: the change was made, do not repeat it. Its result does not match the tool\'s output schema (an Interlock bug, logged: extra: not in the output schema), so it comes as text only: {"value":3,"extra":1}',
    );
    const read = await harness.call('peek');
    expect(read).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/^peek ran and succeeded\. .*value: Invalid input: expected number, received string/) }] });
    expect(takeResultMismatches()).toEqual([
      { tool: 'bump', issues: ['extra: not in the output schema'] },
      { tool: 'peek', issues: ['value: Invalid input: expected number, received string'] },
    ]);
  });

  it('reports a tool error as an isError result with the tool\'s message', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const pending = harness.call('bump', { by: 0 });
    await harness.answerNextApproval('approve-once');
    const result = await pending;
    expect(result).toMatchObject({ isError: true, content: [{ text: 'by must not be 0' }] });
  });

  it('sends progress while a call waits for approval', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const messages: string[] = [];
    const pending = harness.call('bump', { by: 1 }, { onprogress: (p) => messages.push(p.message ?? '') });
    await harness.nextApproval();
    await new Promise((r) => setTimeout(r, 20));
    await harness.answerNextApproval('approve-once');
    await pending;
    expect(messages.some((m) => /Waiting for the person to approve bump/.test(m))).toBe(true);
  });

  it('cancelling a waiting call removes its approval card and marks it cancelled', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    const abort = new AbortController();
    const pending = harness.call('bump', { by: 1 }, { signal: abort.signal });
    await harness.nextApproval();
    abort.abort('agent gave up');
    await expect(pending).rejects.toThrow();
    await expect.poll(() => harness.core.store.state.approvals[0]?.state).toBe('agent-left');
    expect(harness.core.store.state.approvals[0]?.leftReason).toMatch(/the agent cancelled the call \(agent gave up\)/);
    await expect.poll(() => harness.core.store.state.queue.at(-1)?.status).toBe('cancelled');
    expect(counter.value).toBe(0);
  });

  it('returns a timed-out error result when nobody answers, and runs nothing', async () => {
    const { tools, counter } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    harness.attachUi();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      // The default timeout answers before the SDK client's own 60 s request timeout; progress every few seconds
      // keeps clients that reset on progress informed meanwhile.
      let progressCount = 0;
      const pending = harness.call('bump', { by: 1 }, { onprogress: () => progressCount++ });
      await vi.waitFor(() => expect(harness.core.store.state.approvals).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(56_000);
      const result = await pending;
      expect(result.isError).toBe(true);
      expect(result.content[0]!.text).toMatch(/^Timed out: nobody approved bump in Interlock within 55 s/);
      expect(harness.core.store.state.queue.at(-1)).toMatchObject({ status: 'timed-out', decision: { outcome: 'denied', by: 'timeout' } });
      expect(counter.value).toBe(0);
      expect(progressCount).toBeGreaterThanOrEqual(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports progress from long tools and lets the agent cancel them mid-run', async () => {
    const { tools } = counterTools();
    harness = await startToolHarness({ tools: () => tools });
    const seen: number[] = [];
    const done = await harness.call('slow_peek', { steps: 3, step_ms: 5 }, { onprogress: (p) => seen.push(p.progress) });
    expect(done.structuredContent).toEqual({ value: 0 });
    expect(seen).toEqual([1, 2, 3]);

    const abort = new AbortController();
    const running = harness.call('slow_peek', { steps: 100, step_ms: 20 }, { signal: abort.signal, onprogress: () => abort.abort() });
    await expect(running).rejects.toThrow();
    await expect.poll(() => harness.core.store.state.queue.at(-1)?.status).toBe('cancelled');
  });
});
