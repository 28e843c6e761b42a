// The PLC ledger on its own: durable lines, a restart that forgets nothing, reconciliation against the PLC's own
// forced list, a change cut off mid-way, a torn last line, and the bound on the file.
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseConsequence, type PlcLedgerRecord } from '../../../src-shared/plc-ledger.ts';
import { LEDGER_FILE, PlcLedger, type PlcRef } from './plc-ledger.ts';

const PLC: PlcRef = { key: 'gateway-1|0000.0001|application', project: '/p/Plant.project', device: { name: 'Device', gateway: 'Gateway-1', address: '0000.0001' }, application: 'Application' };
const by = (card: string, at = 1_000) => ({ agentId: 'a1', agent: 'claude', card, approver: 'you (in the Interlock window)', at });
const pump = { expression: 'GVL.pump', value: 'TRUE', address: '%QX0.0', safety: [] };
const estop = { expression: 'GVL.estop', value: 'TRUE', address: '%IX0.1', safety: ['E-stop (comment)'] };

describe('PLC ledger', () => {
  let dir: string;
  let warnings: string[];
  let published: PlcLedgerRecord[];
  let now: number;
  const open = (maxFileBytes?: number) =>
    new PlcLedger({ dataDir: dir, publish: (r) => published.push(structuredClone(r)), warn: (m) => warnings.push(m), now: () => now, ...(maxFileBytes ? { maxFileBytes } : {}) });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plc-ledger-'));
    warnings = [];
    published = [];
    now = 5_000;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function forcedLive(ledger: PlcLedger) {
    await ledger.observe(PLC, [], true);
    const id = await ledger.begin(PLC, 'force', by('card-1'), [pump, estop]);
    await ledger.end(id, 'done', [
      { expression: 'GVL.pump', value: 'TRUE' },
      { expression: 'GVL.estop', value: 'TRUE' },
    ]);
  }

  it('records a force with who, card, approver and address; keeps it across a restart as "state unknown"', async () => {
    const first = open();
    await forcedLive(first);
    expect(first.record(PLC.key)).toMatchObject({ live: true, forces: [{ expression: 'GVL.pump', status: 'confirmed', address: '%QX0.0', by: by('card-1') }, { expression: 'GVL.estop', safety: ['E-stop (comment)'] }] });
    // Each line is on disk as soon as the call returns (fsync'd), before anything else happens.
    expect((await readFile(join(dir, LEDGER_FILE), 'utf8')).trim().split('\n')).toHaveLength(3);

    now = 9_000;
    const second = open(); // Interlock restarted (no clean end of the session was recorded)
    await second.load();
    const record = second.record(PLC.key)!;
    expect(record.live).toBe(false);
    expect(record.unknownSince).toEqual({ at: 9_000, why: 'Interlock restarted' });
    expect(record.forces.map((f) => [f.expression, f.status, f.by?.card])).toEqual([
      ['GVL.pump', 'unknown', 'card-1'],
      ['GVL.estop', 'unknown', 'card-1'],
    ]);
    expect(published.at(-1)).toMatchObject({ key: PLC.key, live: false });
  });

  it('ends a session whose live read is still on its way to disk: the end is decided in turn, not before it', async () => {
    const ledger = open();
    await ledger.load();
    // A login's read (live) is asked for, and the IDE's end is noticed before that line is on disk.
    const read = ledger.observe(PLC, [{ expression: 'GVL.pump', value: 'TRUE' }], true);
    const ended = ledger.sessionEnded(null, 'the IDE ended');
    await Promise.all([read, ended]);
    expect(ledger.record(PLC.key)).toMatchObject({ live: false, unknownSince: { why: 'the IDE ended' } });
    expect((await readFile(join(dir, LEDGER_FILE), 'utf8')).trim().split('\n').map((l) => (JSON.parse(l) as { t: string }).t)).toEqual(['read', 'ended']);
  });

  it('reconciles on a fresh read: confirmed, released elsewhere, added by someone else', async () => {
    const ledger = open();
    await forcedLive(ledger);
    await ledger.sessionEnded(null, 'the IDE ended');
    expect(ledger.record(PLC.key)).toMatchObject({ live: false, unknownSince: { why: 'the IDE ended' } });

    now = 7_000;
    await ledger.observe(PLC, [
      { expression: 'GVL.pump', value: 'TRUE' },
      { expression: 'GVL.valve', value: 'FALSE' },
    ], true);
    const record = ledger.record(PLC.key)!;
    expect(record.reconciliation).toMatchObject({ at: 7_000, confirmed: ['GVL.pump'], releasedElsewhere: [{ expression: 'GVL.estop', by: { card: 'card-1' } }], addedElsewhere: ['GVL.valve'] });
    expect(record.forces.map((f) => [f.expression, f.status, f.by === null])).toEqual([
      ['GVL.pump', 'confirmed', false],
      ['GVL.valve', 'added-elsewhere', true],
    ]);
    // The same list read again while live changes nothing and writes nothing.
    const size = (await stat(join(dir, LEDGER_FILE))).size;
    await ledger.observe(PLC, [
      { expression: 'GVL.pump', value: 'TRUE' },
      { expression: 'GVL.valve', value: 'FALSE' },
    ], true);
    expect((await stat(join(dir, LEDGER_FILE))).size).toBe(size);
  });

  it("an unforce through Interlock leaves no 'released elsewhere'; a release in the IDE while live does", async () => {
    const ledger = open();
    await forcedLive(ledger);
    const id = await ledger.begin(PLC, 'unforce', by('card-2'), [{ expression: 'GVL.pump', value: null, address: null, safety: [] }]);
    await ledger.end(id, 'done', [{ expression: 'GVL.estop', value: 'TRUE' }], { released: ['GVL.pump'] });
    expect(ledger.record(PLC.key)!.reconciliation).toBeNull();
    expect(ledger.record(PLC.key)!.forces.map((f) => f.expression)).toEqual(['GVL.estop']);

    await ledger.observe(PLC, [], true); // someone released the E-stop's force in the IDE
    expect(ledger.record(PLC.key)!.reconciliation).toMatchObject({ releasedElsewhere: [{ expression: 'GVL.estop' }], addedElsewhere: [] });
    expect(ledger.record(PLC.key)!.forces).toEqual([]);
  });

  it('a download cut off by the end of the IDE is "outcome unknown" after a restart; a force cut off stays unknown', async () => {
    const first = open();
    await first.observe(PLC, [], true);
    await first.begin(PLC, 'download', by('card-3'));
    const second = open();
    await second.load();
    expect(second.record(PLC.key)!.lastDownload).toMatchObject({ action: 'download', outcome: 'unknown', by: { card: 'card-3' } });

    await second.begin(PLC, 'force', by('card-4'), [pump]);
    const third = open();
    await third.load();
    expect(third.record(PLC.key)!.forces).toMatchObject([{ expression: 'GVL.pump', status: 'unknown', by: { card: 'card-4' } }]);
    // A later read that does not find a force whose outcome was never heard drops it quietly (never "released elsewhere").
    await third.observe(PLC, [], true);
    expect(third.record(PLC.key)!.forces).toEqual([]);
    expect(third.record(PLC.key)!.reconciliation).toBeNull();
  });

  it('a read taken before a force that has not ended neither drops its forces nor calls them foreign', async () => {
    const ledger = open();
    await ledger.observe(PLC, [], true);
    const id = await ledger.begin(PLC, 'force', by('card-8'), [pump]);
    await ledger.observe(PLC, [], true); // the Online panel's poll, read just before the force ran
    await ledger.end(id, 'done', [{ expression: 'GVL.pump', value: 'TRUE' }]);
    expect(ledger.record(PLC.key)!.forces).toMatchObject([{ expression: 'GVL.pump', status: 'confirmed', by: { card: 'card-8' } }]);
    expect(ledger.record(PLC.key)!.reconciliation).toBeNull();
  });

  it('a login that downloaded nothing after all keeps the previous download as the last one', async () => {
    const ledger = open();
    await ledger.observe(PLC, [], true);
    const first = await ledger.begin(PLC, 'download', by('card-5', 100));
    await ledger.end(first, 'done', [], { happened: 'online-change' });
    const second = await ledger.begin(PLC, 'download', by('card-6', 200));
    await ledger.end(second, 'done', [], { happened: 'none' });
    expect(ledger.record(PLC.key)!.lastDownload).toMatchObject({ action: 'online-change', by: { card: 'card-5' }, outcome: 'done' });
  });

  it('skips a torn last line with a warning, and keeps the file bounded by compacting it', async () => {
    const first = open();
    await forcedLive(first);
    await appendFile(join(dir, LEDGER_FILE), '{"v":1,"t":"begin","id":"x","at":1,"pl');
    const second = open(8 * 1024);
    await second.load();
    expect(warnings).toEqual([expect.stringMatching(/1 unreadable line/)]);
    expect(second.record(PLC.key)!.forces).toHaveLength(2);

    // Many reads that change something: the file never grows past its bound, and what it says survives compaction.
    for (let i = 0; i < 120; i++) await second.observe(PLC, i % 2 ? [{ expression: 'GVL.pump', value: 'TRUE' }] : [{ expression: 'GVL.pump', value: 'TRUE' }, { expression: `GVL.other${i}`, value: '1' }], true);
    expect((await stat(join(dir, LEDGER_FILE))).size).toBeLessThanOrEqual(8 * 1024);
    const third = open();
    await third.load();
    expect(third.record(PLC.key)!.forces.find((f) => f.expression === 'GVL.pump')).toMatchObject({ by: { card: 'card-1' }, status: 'unknown' });
  });

  it('refuses to record a change once closed, so the change does not run unrecorded', async () => {
    const ledger = open();
    await ledger.close();
    await expect(ledger.begin(PLC, 'start', by('card-7'))).rejects.toThrow(/shutting down/);
  });
});

describe('what releasing a force does, by the variable\'s address (the unforce card)', () => {
  it('an input returns to its field value, an output keeps the forced value until the program writes', () => {
    expect(releaseConsequence('%IX0.1', false)).toMatch(/^input \(%IX0\.1\): returns to the value the field wires deliver .* E-stop/);
    expect(releaseConsequence('%QX0.0', false)).toMatch(/^output \(%QX0\.0\): keeps the forced value until the program writes its next value/);
    expect(releaseConsequence('%QX0.0', true)).toMatch(/^output \(%QX0\.0\): gets back the value it had before the force, then the program writes/);
    expect(releaseConsequence('%MW4', false)).toMatch(/^memory \(%MW4\): keeps the forced value until the program writes it/);
    expect(releaseConsequence(null, false)).toMatch(/^not located at an I\/O address: keeps the forced value until the program writes it/);
  });
});
