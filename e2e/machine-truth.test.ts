// Machine truth through the real endpoint: a real MCP SDK agent (Streamable HTTP, the control center's token) and
// the CODESYS stand-in, whose IDE is killed (kill -9, not a clean shutdown) at each point the issue names: after an
// approved edit, with forces active, during a download; then Interlock restarts with forces in its ledger, and a new
// login reads the PLC and reconciles. What the person and the agents are told is checked at every step.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UiActor } from '../src-shared/app-state.ts';
import type { LedgerFacts } from '../src-shared/plc-ledger.ts';
import type { ControlCenter } from '../src-main/control-center/index.ts';
import { isProcessAlive } from '../src-main/os-process/index.ts';
import { until } from './support/chromium.ts';
import { connectMcpAgent, structured, type CallOptions, type ToolResult } from './support/mcp-agent.ts';
import { startPlcControlCenter, writeLine2Project } from './support/ui-fixtures.ts';

const DECLARATION = 'PROGRAM PLC_PRG\nVAR\n    counter : INT := 5;\n    bPump AT %QX0.0 : BOOL;\n    bEStopOk AT %IX0.1 : BOOL; (* emergency stop chain *)\nEND_VAR\n';
const CALL: CallOptions = { timeout: 300_000 };
const WINDOW: UiActor = { kind: 'window' };

/** A control center with a window attached (cards wait for the person), a project and an agent on the endpoint. */
async function startWorld(name: string) {
  const plc = await startPlcControlCenter(name);
  let project: string;
  let detach: () => void;
  let agent: Client;
  try {
    project = await writeLine2Project(plc.workspace, DECLARATION);
    detach = plc.cc.core.gate.attachUi();
    agent = await connectMcpAgent(plc.cc, 'Claude Code', '2.1.3');
  } catch (err) {
    // No world for afterAll to close: the control center and its CODESYS end here.
    await plc.close();
    throw err;
  }
  const world = {
    plc,
    project,
    get cc(): ControlCenter {
      return plc.cc;
    },
    get agent(): Client {
      return agent;
    },
    call: (tool: string, args: Record<string, unknown> = {}) => agent.callTool({ name: tool, arguments: { project_path: project, ...args } }, CALL),
    /** The agent's call; its card answered by the person (approve once). Returns the card and the result. */
    approved: async (tool: string, args: Record<string, unknown> = {}) => {
      const result = world.call(tool, args);
      await until(() => plc.cc.core.gate.pending().length === 1, `the card of ${tool}`);
      const card = plc.cc.core.gate.pending()[0]!;
      await plc.cc.core.gate.resolve(card.id, 'approve-once');
      return { card, result: await result };
    },
    /** kill -9 of the CODESYS Interlock launched; resolves once Interlock noticed. */
    killIde: async () => {
      const { pid } = structured<{ pid: number }>(await agent.callTool({ name: 'get_codesys_status', arguments: {} }, CALL));
      process.kill(pid, 'SIGKILL');
      await until(() => !isProcessAlive(pid), 'CODESYS to die');
      await until(() => plc.cc.core.store.state.targets.codesys?.status === 'error', 'Interlock to notice CODESYS ended');
      return pid;
    },
    restart: async () => {
      await agent.close().catch(() => undefined);
      detach();
      await plc.restart();
      detach = plc.cc.core.gate.attachUi();
      agent = await connectMcpAgent(plc.cc, 'Claude Code', '2.1.3');
    },
    close: async () => {
      await agent.close().catch(() => undefined);
      detach();
      await plc.close();
    },
  };
  return world;
}

const ledgerOf = (status: ToolResult) => structured<{ plcs: LedgerFacts[] }>(status).plcs;

describe('kill -9 of CODESYS after an approved edit, through the endpoint', () => {
  let world: Awaited<ReturnType<typeof startWorld>>;
  beforeAll(async () => {
    world = await startWorld('truth-edit');
    structured(await world.call('codesys_open_project'));
  }, 120_000);
  afterAll(() => world?.close());

  const setPlcPrg = async (implementation: string) => {
    const read = structured<{ content_hash: string }>(await world.call('codesys_read_pou', { object_path: 'PLC_PRG' }));
    const { card, result } = await world.approved('codesys_set_pou_code', { object_path: 'PLC_PRG', implementation, expected_content_hash: read.content_hash });
    structured(result);
    return { card, result, auditId: card.entryId };
  };

  it('saved by default: the card says so, and the file holds the edit after the kill', async () => {
    const { card, result } = await setPlcPrg('counter := counter + 1; (* saved *)\n');
    expect(card.preview).toMatchObject({ projectFile: { project: world.project, then: 'save' } });
    expect((result.content as Array<{ text?: string }>).map((c) => c.text).join('\n')).toContain(`Saved to the project file ${world.project}.`);
    await world.killIde();
    expect(await readFile(world.project, 'utf8')).toContain('(* saved *)');
    expect(world.cc.core.store.state.unsavedChanges).toEqual([]);
  }, 120_000);

  it('left unsaved: lost with the IDE, named in a notice, and applied again from the audit record on a new card', async () => {
    await world.cc.core.settings.update((s) => ({ ...s, codesys: { ...s.codesys, afterChange: 'leave-unsaved' } }));
    structured(await world.call('codesys_open_project'));
    const { auditId } = await setPlcPrg('counter := 0; (* left unsaved *)\n');
    expect(world.cc.core.store.state.unsavedChanges).toEqual([expect.objectContaining({ auditId, state: 'unsaved', why: 'left-unsaved' })]);
    const pid = await world.killIde();
    await until(() => world.cc.core.store.state.unsavedChanges[0]?.state === 'lost', 'the change to be lost');
    expect(world.cc.core.store.state.unsavedChanges[0]).toMatchObject({ auditId, lostReason: `CODESYS (PID ${pid}) exited unexpectedly`, cannotReapply: null });
    await until(() => world.cc.core.store.state.notices.some((n) => /An approved change was lost: .*codesys_set_pou_code/.test(n.message)), 'the notice naming the lost change');
    expect(await readFile(world.project, 'utf8')).not.toContain('(* left unsaved *)');

    // Apply again: the person's own call of the same tool and arguments, on a card (never silently).
    const { entryId } = await world.cc.handlers['audit:reapply']({ auditId }, WINDOW);
    expect(entryId).toEqual(expect.any(String));
    await until(() => world.cc.core.gate.pending().some((a) => a.entryId === entryId), 'the card of the re-applied change');
    const card = world.cc.core.gate.pending().find((a) => a.entryId === entryId)!;
    expect(card).toMatchObject({ tool: 'codesys_set_pou_code', fromPerson: true, preview: expect.objectContaining({ projectFile: { project: world.project, then: 'leave-unsaved' } }) });
    await world.cc.core.gate.resolve(card.id, 'approve-once');
    await until(() => world.cc.core.store.state.queue.find((e) => e.id === entryId)?.status === 'succeeded', 'the re-applied change to run');
    await until(() => world.cc.core.store.state.unsavedChanges.length === 1 && world.cc.core.store.state.unsavedChanges[0]!.auditId === entryId, 'the lost change to leave the list');
    const { result } = await world.approved('codesys_save_project');
    structured(result);
    expect(await readFile(world.project, 'utf8')).toContain('(* left unsaved *)');
    expect(world.cc.core.store.state.unsavedChanges).toEqual([]);
  }, 180_000);
});

describe('kill -9 of CODESYS with forces active and during a download, a restart of Interlock, and a login that reconciles, through the endpoint', () => {
  let world: Awaited<ReturnType<typeof startWorld>>;
  let forceCard: string;
  beforeAll(async () => {
    world = await startWorld('truth-plc');
    structured(await world.call('codesys_open_project'));
  }, 120_000);
  afterEach(() => {
    delete process.env.CODESYS_STANDIN_DOWNLOAD_MS;
  });
  afterAll(() => world?.close());

  it('with forces active: after the kill the status tools still name each force, forced by Interlock, state unknown', async () => {
    structured((await world.approved('codesys_online_login')).result);
    const { card, result } = await world.approved('codesys_force_variables', {
      values: [
        { expression: 'PLC_PRG.bPump', value: 'TRUE' },
        { expression: 'PLC_PRG.bEStopOk', value: 'TRUE' },
      ],
    });
    structured(result);
    forceCard = card.entryId;
    await until(() => Object.values(world.cc.core.store.state.plcLedger)[0]?.forces.every((f) => f.status === 'confirmed') === true, 'both forces confirmed');

    await world.killIde();
    await until(() => Object.values(world.cc.core.store.state.plcLedger)[0]?.unknownSince?.why === 'the IDE ended', 'the ledger to say the IDE ended');
    const [plc] = ledgerOf(await world.agent.callTool({ name: 'get_interlock_status', arguments: {} }, CALL));
    expect(plc).toMatchObject({
      read_live: false,
      unknown_since: { why: 'the IDE ended' },
      forces: [
        { expression: 'PLC_PRG.bPump', address: '%QX0.0', status: 'unknown', forced_by: { card: forceCard, agent: 'Claude Code', approver: 'you (in the Interlock window)' } },
        { expression: 'PLC_PRG.bEStopOk', address: '%IX0.1', status: 'unknown', safety: [expect.stringMatching(/stop/i)] },
      ],
    });
    expect(structured(await world.call('codesys_list_forced'))).toMatchObject({ read_from_plc: false, forced: [], ledger: { read_live: false, forces: [{ status: 'unknown' }, { status: 'unknown' }] } });
  }, 180_000);

  it('after a restart of Interlock: the forces are still in view, state unknown, to the agent as to the person', async () => {
    await world.restart();
    await until(() => Object.values(world.cc.core.store.state.plcLedger)[0]?.forces.length === 2, 'the ledger read at start');
    const [plc] = ledgerOf(await world.agent.callTool({ name: 'get_interlock_status', arguments: {} }, CALL));
    expect(plc).toMatchObject({ read_live: false, unknown_since: { why: 'the IDE ended' }, forces: [{ expression: 'PLC_PRG.bPump', status: 'unknown', forced_by: { card: forceCard } }, { expression: 'PLC_PRG.bEStopOk', status: 'unknown' }] });
  }, 180_000);

  it('a login again reads the PLC and reconciles: confirmed, released elsewhere, added by someone else', async () => {
    // Meanwhile, on the PLC itself: the E-stop's force released, the counter forced, by someone else.
    const plcFile = join(process.env.CODESYS_STANDIN_PLC_DIR!, 'plc-0000_0001.json');
    const state = JSON.parse(await readFile(plcFile, 'utf8')) as { applications: Record<string, { forced: Record<string, unknown> }> };
    const app = Object.values(state.applications)[0]!;
    delete app.forced['PLC_PRG.BESTOPOK'];
    app.forced['PLC_PRG.COUNTER'] = 42;
    await writeFile(plcFile, JSON.stringify(state));

    structured(await world.call('codesys_open_project'));
    const { card, result } = await world.approved('codesys_online_login', { change: 'none' });
    structured(result);
    expect((card.preview as { plcHolds?: string[] }).plcHolds?.find((l) => l.startsWith('Forces (2)'))).toMatch(/state on the PLC unknown since the IDE ended/);
    const listed = structured<{ read_from_plc: boolean; ledger: LedgerFacts }>(await world.call('codesys_list_forced'));
    expect(listed.read_from_plc).toBe(true);
    expect(listed.ledger).toMatchObject({
      read_live: true,
      reconciliation: { confirmed: ['PLC_PRG.bPump'], released_elsewhere: [{ expression: 'PLC_PRG.bEStopOk', forced_by: { card: forceCard } }], added_elsewhere: ['PLC_PRG.counter'] },
    });
    expect(listed.ledger.forces.map((f) => [f.expression, f.status])).toEqual([
      ['PLC_PRG.bPump', 'confirmed'],
      ['PLC_PRG.counter', 'added-elsewhere'],
    ]);
  }, 180_000);

  it('during a download: begun in the ledger, outcome unknown after the kill, no other CODESYS started to finish it', async () => {
    // The stand-in's download takes a minute (the CODESYS launched for this download inherits it).
    await world.killIde();
    process.env.CODESYS_STANDIN_DOWNLOAD_MS = '60000';
    structured(await world.call('codesys_open_project'));
    structured((await world.approved('codesys_online_login', { change: 'none' })).result);
    // New code, so the download has something to transfer.
    const read = structured<{ content_hash: string }>(await world.call('codesys_read_pou', { object_path: 'PLC_PRG' }));
    structured((await world.approved('codesys_set_pou_code', { object_path: 'PLC_PRG', implementation: 'counter := counter + 2;\n', expected_content_hash: read.content_hash })).result);
    const pending = world.call('codesys_download', { kind: 'download' });
    await until(() => world.cc.core.gate.pending().length === 1, 'the card of codesys_download');
    const card = world.cc.core.gate.pending()[0]!;
    await world.cc.core.gate.resolve(card.id, 'approve-once');
    await until(() => Object.values(world.cc.core.store.state.plcLedger)[0]?.lastDeed?.by.card === card.entryId, 'the download begun in the ledger');
    await until(() => world.cc.core.store.state.targets.codesys?.status === 'busy', 'CODESYS to run the download');
    await world.killIde();
    expect((await pending).isError).toBe(true);
    const [plc] = ledgerOf(await world.agent.callTool({ name: 'get_interlock_status', arguments: {} }, CALL));
    expect(plc).toMatchObject({ read_live: false, unknown_since: { why: 'the IDE ended' }, last_download: { action: 'download', outcome: 'unknown', by: { card: card.entryId } } });
    expect(world.cc.core.store.state.targets.codesys?.status).toBe('error');
  }, 240_000);
});
