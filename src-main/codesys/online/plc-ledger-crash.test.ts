// What Interlock did to a PLC stays in view when CODESYS goes away: forces set through Interlock, then a kill -9 of
// the IDE (the stand-in's simulated PLC keeps running with them, as a real one does), a restart of Interlock, and a
// new login that reads the PLC's own forced list and reconciles the ledger with it. Through the MCP client and core.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlcChangePreview } from '../../../src-shared/app-state.ts';
import type { LedgerFacts } from '../../../src-shared/plc-ledger.ts';
import { isProcessAlive } from '../../os-process/index.ts';
import { makePlcProject, startCodesysHarness, structured, type CodesysHarness, type StandinWorld } from '../test-support/standin.ts';

const DECLARATION = `PROGRAM PLC_PRG
VAR
    counter : INT := 5;
    bPump AT %QX0.0 : BOOL;
    bEStopOk AT %IX0.1 : BOOL; (* emergency stop chain, NC contact *)
END_VAR
`;

interface Listed {
  read_from_plc: boolean;
  forced: Array<{ expression: string }>;
  ledger: LedgerFacts | null;
}

describe('the PLC ledger across a kill -9 of the IDE and a restart of Interlock', () => {
  let world: StandinWorld;
  let project: string;
  let plcDir: string;
  let dataDir: string;
  let cleanupPlc: () => Promise<void>;
  let h: CodesysHarness | undefined;

  beforeEach(async () => {
    ({ world, project, plcDir, cleanup: cleanupPlc } = await makePlcProject('Plant', (app) => {
      const prg = app.children.find((c) => c.name === 'PLC_PRG')!;
      prg.declaration = DECLARATION;
      prg.implementation = 'counter := counter + 1;\n';
    }));
    dataDir = await mkdtemp(join(tmpdir(), 'interlock-ledger-data-'));
  });
  afterEach(async () => {
    delete process.env.CODESYS_STANDIN_DOWNLOAD_MS;
    await h?.close();
    h = undefined;
    await cleanupPlc();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => (h = await startCodesysHarness(world, {}, { dataDir }));
  const ledgerOf = () => Object.values(h!.harness.core.store.state.plcLedger)[0];
  const listForced = async () => structured<Listed>(await h!.harness.call('codesys_list_forced', { project_path: project }));
  async function killIde(): Promise<void> {
    const { pid } = structured<{ pid: number }>(await h!.harness.call('get_codesys_status'));
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isProcessAlive(pid), { timeout: 20_000 }).toBe(false);
  }

  it('keeps forces in view as "state unknown" after the IDE and Interlock end, then reconciles at the next login', async () => {
    await start();
    structured(await h!.harness.call('codesys_open_project', { project_path: project }));
    structured((await h!.approve('codesys_online_login', { project_path: project })).result);
    structured(
      (
        await h!.approve('codesys_force_variables', {
          project_path: project,
          values: [
            { expression: 'PLC_PRG.bPump', value: 'TRUE' },
            { expression: 'PLC_PRG.bEStopOk', value: 'TRUE' },
          ],
        })
      ).result,
    );
    await expect.poll(() => ledgerOf()?.forces.map((f) => [f.expression, f.status]), { timeout: 10_000, message: JSON.stringify(h!.harness.core.store.state.plcLedger) }).toEqual([
      ['PLC_PRG.bPump', 'confirmed'],
      ['PLC_PRG.bEStopOk', 'confirmed'],
    ]);
    const forceCard = h!.harness.core.store.state.queue.findLast((e) => e.tool === 'codesys_force_variables')!.id;
    expect(ledgerOf()!.forces[0]).toMatchObject({ address: '%QX0.0', by: { card: forceCard, approver: 'you (in the Interlock window)', agent: expect.any(String) } });
    expect(ledgerOf()!.forces[1]).toMatchObject({ address: '%IX0.1', safety: [expect.stringMatching(/stop/i)] });

    // kill -9 of the IDE: Online says not logged in, but the forces stay in view, their state on the PLC unknown.
    await killIde();
    await expect.poll(() => ledgerOf()?.unknownSince?.why, { timeout: 20_000 }).toBe('the IDE ended');
    expect(ledgerOf()!.live).toBe(false);
    expect(ledgerOf()!.forces.map((f) => f.status)).toEqual(['unknown', 'unknown']);
    const status = structured<{ plcs: LedgerFacts[] }>(await h!.harness.call('get_interlock_status'));
    expect(status.plcs).toEqual([
      expect.objectContaining({ read_live: false, unknown_since: expect.objectContaining({ why: 'the IDE ended' }), forces: [expect.objectContaining({ expression: 'PLC_PRG.bPump', status: 'unknown', forced_by: expect.objectContaining({ card: forceCard }) }), expect.anything()] }),
    ]);

    // Interlock restarts; meanwhile someone releases the E-stop's force and forces the counter on the PLC directly.
    await h!.close();
    h = undefined;
    const plcFile = join(plcDir, 'plc-0000_0001.json');
    const plc = JSON.parse(await readFile(plcFile, 'utf8')) as { applications: Record<string, { forced: Record<string, unknown> }> };
    const app = Object.values(plc.applications)[0]!;
    expect(Object.keys(app.forced).sort()).toEqual(['PLC_PRG.BESTOPOK', 'PLC_PRG.BPUMP']);
    delete app.forced['PLC_PRG.BESTOPOK'];
    app.forced['PLC_PRG.COUNTER'] = 42;
    await writeFile(plcFile, JSON.stringify(plc));

    await start();
    await expect.poll(() => ledgerOf()?.forces.length, { timeout: 10_000 }).toBe(2);
    expect(ledgerOf()).toMatchObject({ live: false, unknownSince: { why: 'the IDE ended' } });
    // Not logged in: the agent still hears what Interlock forced, and that it was not read from the PLC.
    const offline = await listForced();
    expect(offline).toMatchObject({ read_from_plc: false, forced: [], ledger: { read_live: false, forces: [{ expression: 'PLC_PRG.bPump', status: 'unknown' }, { expression: 'PLC_PRG.bEStopOk', status: 'unknown' }] } });

    // The login card says what the PLC holds as far as Interlock knows, forces from the ledger included.
    structured(await h!.harness.call('codesys_open_project', { project_path: project }));
    const login = await h!.approve('codesys_online_login', { project_path: project, change: 'none' });
    structured(login.result);
    const holds = (login.preview as PlcChangePreview).plcHolds!;
    expect(holds.find((l) => l.startsWith('Forces (2)'))).toMatch(/PLC_PRG\.bPump = TRUE, forced by Interlock .*state on the PLC unknown since the IDE ended/);
    expect(holds.find((l) => l.startsWith('Last download by Interlock'))).toMatch(/by /);

    // The login read the PLC's own list: confirmed, released elsewhere, added by someone else.
    await expect.poll(() => ledgerOf()?.reconciliation, { timeout: 10_000 }).toMatchObject({
      confirmed: ['PLC_PRG.bPump'],
      releasedElsewhere: [{ expression: 'PLC_PRG.bEStopOk', by: { card: forceCard } }],
      addedElsewhere: ['PLC_PRG.counter'],
    });
    await expect.poll(() => ledgerOf()?.live, { timeout: 10_000 }).toBe(true);
    const online = await listForced();
    expect(online.read_from_plc).toBe(true);
    expect(online.ledger!.forces.map((f) => [f.expression, f.status, f.forced_by?.card ?? null])).toEqual([
      ['PLC_PRG.bPump', 'confirmed', forceCard],
      ['PLC_PRG.counter', 'added-elsewhere', null],
    ]);
    expect(online.ledger!.reconciliation).toMatchObject({ released_elsewhere: [{ expression: 'PLC_PRG.bEStopOk' }], added_elsewhere: ['PLC_PRG.counter'] });
  });

  /** The PLC file's application (the stand-in's simulated PLC outlives the IDE; no file: it never held one). */
  async function plcApplication(): Promise<{ version: number } | undefined> {
    const text = await readFile(join(plcDir, 'plc-0000_0001.json'), 'utf8').catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
    return text === null ? undefined : Object.values((JSON.parse(text) as { applications: Record<string, { version: number }> }).applications)[0];
  }

  /** Logged in without a download (the PLC holds no application yet); the downloads below take a minute to transfer. */
  async function loggedInWithSlowDownloads(): Promise<void> {
    process.env.CODESYS_STANDIN_DOWNLOAD_MS = '60000';
    await start();
    structured(await h!.harness.call('codesys_open_project', { project_path: project }));
    structured((await h!.approve('codesys_online_login', { project_path: project, change: 'none' })).result);
    await expect.poll(() => ledgerOf()?.live, { timeout: 10_000 }).toBe(true);
  }

  it('a download cut off by a kill -9 of the IDE is recorded as begun, with its outcome unknown, also after a restart', async () => {
    await loggedInWithSlowDownloads();
    const pending = h!.harness.call('codesys_download', { project_path: project, kind: 'download' });
    const card = await h!.harness.answerNextApproval('approve-once');
    // The ledger has this download on disk before CODESYS is asked; the kill comes while CODESYS runs it.
    await expect.poll(() => ledgerOf()?.lastDeed?.by.card, { timeout: 20_000 }).toBe(card.entryId);
    await expect.poll(() => h!.harness.core.store.state.targets.codesys?.status, { timeout: 20_000 }).toBe('busy');
    await killIde();
    const result = await pending;
    expect(result.isError).toBe(true);
    await expect.poll(() => ledgerOf()?.unknownSince?.why, { timeout: 20_000 }).toBe('the IDE ended');
    expect(ledgerOf(), await readFile(join(dataDir, 'plc-ledger.jsonl'), 'utf8')).toMatchObject({ live: false, lastDownload: { action: 'download', outcome: 'unknown', by: { card: card.entryId } } });
    // No other CODESYS was started to finish it.
    expect(h!.harness.core.store.state.targets.codesys?.status).toBe('error');

    await h!.close();
    h = undefined;
    delete process.env.CODESYS_STANDIN_DOWNLOAD_MS;
    await start();
    await expect.poll(() => ledgerOf()?.lastDownload?.outcome, { timeout: 10_000 }).toBe('unknown');
    expect(ledgerOf()!.lastDownload).toMatchObject({ action: 'download', by: { card: card.entryId, approver: 'you (in the Interlock window)' } });
    expect(ledgerOf()!.unknownSince?.why).toBe('the IDE ended');
  }, 150_000);

  it('a download approved after the IDE ended is not made in a new CODESYS: nothing is done to the PLC, and the ledger says so', async () => {
    await loggedInWithSlowDownloads();
    const pending = h!.harness.call('codesys_download', { project_path: project, kind: 'download' });
    const card = await h!.harness.nextApproval();
    // The IDE ends while the card waits; the person approves what the card showed, a session that is gone.
    await killIde();
    await expect.poll(() => ledgerOf()?.unknownSince?.why, { timeout: 20_000 }).toBe('the IDE ended');
    await h!.harness.core.gate.resolve(card.id, 'approve-once');
    const result = await pending;
    expect(result.isError).toBe(true);
    expect(result.content.map((c) => (c as { text?: string }).text ?? '').join('\n')).toMatch(/Nothing was done to the PLC: CODESYS is not running .*Log in again/);
    // Neither begun in the ledger nor made on the PLC, and no CODESYS was started for it.
    expect(ledgerOf()!.lastDeed?.by.card).not.toBe(card.entryId);
    expect(await plcApplication()).toBeUndefined();
    expect(h!.harness.core.store.state.targets.codesys?.status).toBe('error');
  }, 150_000);
});
