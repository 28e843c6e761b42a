// The ledger of what Interlock did to each PLC: an append-only file in the data directory, each line fsync'd before
// the step it describes (a force, download or reset is recorded as begun before CODESYS is asked, and as ended with
// what the PLC reported after it), so a kill of the IDE or of Interlock in between leaves "outcome unknown", never
// nothing. Reads of the PLC's own forced list reconcile it: forces found, released elsewhere, added by someone else.
// The file stays bounded: past MAX_FILE_BYTES it is rewritten (atomically) as one snapshot line per PLC.
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DecisionRecord } from '../../../src-shared/app-state.ts';
import {
  MAX_LEDGER_FORCES,
  MAX_LEDGER_PLCS,
  type LedgerForce,
  type PlcLedgerAction,
  type PlcLedgerActor,
  type PlcLedgerDeed,
  type PlcLedgerRecord,
} from '../../../src-shared/plc-ledger.ts';
import { writeFileAtomic } from '../../files/index.ts';

export const LEDGER_FILE = 'plc-ledger.jsonl';
/** Past this size the file is compacted to one snapshot line per PLC. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** Which PLC and application a line is about. */
export interface PlcRef {
  key: string;
  project: string;
  device: PlcLedgerRecord['device'];
  application: string;
}

export interface LedgerValue {
  expression: string;
  value: string | null;
  address: string | null;
  safety: string[];
}

type ForcedRead = Array<{ expression: string; value: string | null }>;

/** One line of the file. */
type LedgerLine =
  | { v: 1; t: 'begin'; id: string; at: number; plc: PlcRef; action: PlcLedgerAction; by: PlcLedgerActor; values?: LedgerValue[] }
  | { v: 1; t: 'end'; id: string; at: number; key: string; outcome: 'done' | 'failed' | 'unknown'; forced?: ForcedRead; released?: string[]; happened?: 'none' | 'download' | 'online-change' }
  | { v: 1; t: 'read'; at: number; plc: PlcRef; forced: ForcedRead; live: boolean }
  | { v: 1; t: 'ended'; at: number; key: string | null; why: string }
  | { v: 1; t: 'snapshot'; record: PlcLedgerRecord };

/** A force Interlock asked for and whose outcome it never heard: dropped quietly if the PLC does not hold it. */
interface Tracked extends LedgerForce {
  uncertain?: boolean;
  /** The ledger id of the force call that set it, while that call has not ended. */
  deed?: string;
}

export interface PlcLedgerOptions {
  dataDir: string;
  publish: (record: PlcLedgerRecord) => void;
  warn: (message: string) => void;
  now?: () => number;
  /** The file's bound (default MAX_FILE_BYTES). */
  maxFileBytes?: number;
}

export class PlcLedger {
  readonly #path: string;
  readonly #options: PlcLedgerOptions;
  readonly #now: () => number;
  readonly #records = new Map<string, PlcLedgerRecord>();
  /** The deed each begun call is, by its ledger id, until its end line. */
  readonly #open = new Map<string, { key: string; deed: PlcLedgerDeed; previousDownload: PlcLedgerDeed | null }>();
  #writes: Promise<void> = Promise.resolve();
  #bytes = 0;
  #loaded: Promise<void> | null = null;
  #closed = false;

  constructor(options: PlcLedgerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#path = join(options.dataDir, LEDGER_FILE);
  }

  get path(): string {
    return this.#path;
  }

  /** Every PLC the ledger knows, most recently touched first. */
  get records(): PlcLedgerRecord[] {
    return [...this.#records.values()].sort((a, b) => touched(b) - touched(a));
  }

  record(key: string): PlcLedgerRecord | undefined {
    return this.#records.get(key);
  }

  /**
   * Reads the file once: every PLC comes back as not read since Interlock stopped (whatever held then may have
   * changed); a call begun and never ended is "outcome unknown". A torn or foreign line is skipped and reported.
   */
  load(): Promise<void> {
    this.#loaded ??= this.#load();
    return this.#loaded;
  }

  async #load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.#options.warn(`The PLC ledger ${this.#path} could not be read (${String(err)}); what Interlock did to PLCs before is not shown.`);
      return;
    }
    this.#bytes = Buffer.byteLength(text);
    let skipped = 0;
    for (const raw of text.split('\n')) {
      if (raw.trim() === '') continue;
      try {
        const line = JSON.parse(raw) as LedgerLine;
        if (line?.v !== 1) throw new Error('unknown version');
        this.#apply(line);
      } catch {
        skipped++;
      }
    }
    // Calls whose end never came: the IDE or Interlock ended while they ran.
    for (const { deed } of this.#open.values()) deed.outcome = 'unknown';
    this.#open.clear();
    const at = this.#now();
    for (const record of this.#records.values()) {
      if (record.live || record.unknownSince === null) this.#endSession(record, { at, why: 'Interlock restarted' });
    }
    if (skipped > 0) this.#options.warn(`The PLC ledger ${this.#path} had ${skipped} unreadable line(s) (a write cut off by a crash?); they were skipped.`);
    for (const record of this.#records.values()) this.#options.publish(record);
  }

  /** Before a change to the PLC: on disk first (throws if it cannot be, so the change does not run). Returns its id. */
  async begin(plc: PlcRef, action: PlcLedgerAction, by: PlcLedgerActor, values?: LedgerValue[]): Promise<string> {
    await this.load();
    const id = `${by.card}:${action}`;
    await this.#write({ v: 1, t: 'begin', id, at: by.at, plc, action, by, ...(values ? { values } : {}) });
    return id;
  }

  /** After the change: its outcome and the PLC's forced list as the command reported it (null when not read). */
  async end(id: string, outcome: 'done' | 'failed' | 'unknown', forced: ForcedRead | null, extra: { released?: string[]; happened?: 'none' | 'download' | 'online-change' } = {}): Promise<void> {
    const open = this.#open.get(id);
    if (!open) return;
    await this.#write({ v: 1, t: 'end', id, at: this.#now(), key: open.key, outcome, ...(forced ? { forced } : {}), ...extra }).catch((err: unknown) =>
      this.#options.warn(`The PLC ledger could not record how ${open.deed.action} ended (${String(err)}).`),
    );
  }

  /** The PLC's forced list, as read just now; `live` while Interlock stays logged in. Written only when it changes something. */
  async observe(plc: PlcRef, forced: ForcedRead, live: boolean): Promise<void> {
    await this.load();
    const at = this.#now();
    // Decided in turn, after the lines asked for before it are applied (not on the state before they were).
    await this.#writeIf(() => {
      const record = this.#records.get(plc.key);
      if (record && record.live === live && sameForces(record, forced) && record.project === plc.project) return null;
      if (!record && forced.length === 0 && !live) return null;
      return { v: 1, t: 'read', at, plc, forced, live };
    }).catch((err: unknown) => this.#options.warn(`The PLC ledger could not record a read of the PLC (${String(err)}).`));
  }

  /**
   * Interlock stopped reading these PLCs (null: every live one): what they hold is known from the ledger only.
   * Whether a PLC is live is decided in turn: a read asked for just before (live, not yet on disk) is ended too.
   */
  async sessionEnded(key: string | null, why: string): Promise<void> {
    await this.load();
    const at = this.#now();
    await this.#writeIf(() => ([...this.#records.values()].some((r) => r.live && (key === null || r.key === key)) ? { v: 1, t: 'ended', at, key, why } : null)).catch(
      (err: unknown) => this.#options.warn(`The PLC ledger could not record that the session ended (${String(err)}).`),
    );
  }

  /** Resolves when every line asked for is on disk. */
  flush(): Promise<void> {
    return this.#writes;
  }

  /** Interlock shuts down: lines asked for from now on are not written (the next start marks every PLC unread anyway). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#writes;
  }

  /** Appends the line (fsync'd), then applies it; one write at a time, in order. */
  #write(line: LedgerLine): Promise<void> {
    if (this.#closed && line.t === 'begin') return Promise.reject(new Error('Interlock is shutting down'));
    return this.#writeIf(() => line);
  }

  /** Like #write, with the line made when its turn comes (after every line asked for before it): null writes nothing. */
  #writeIf(make: () => LedgerLine | null): Promise<void> {
    if (this.#closed) return Promise.resolve();
    const run = this.#writes.then(async () => {
      const line = make();
      if (line === null) return;
      const text = `${JSON.stringify(line)}\n`;
      if (this.#bytes + text.length > (this.#options.maxFileBytes ?? MAX_FILE_BYTES)) await this.#compact();
      const handle = await open(this.#path, 'a', 0o600);
      try {
        await handle.write(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.#bytes += Buffer.byteLength(text);
      this.#apply(line);
      this.#publishAffected(line);
    });
    this.#writes = run.catch(() => undefined);
    return run;
  }

  /** Rewrites the file as one snapshot line per PLC (atomically: a crash leaves the old file or the new one). */
  async #compact(): Promise<void> {
    this.#bound();
    const text = this.records.map((record) => `${JSON.stringify({ v: 1, t: 'snapshot', record } satisfies LedgerLine)}\n`).join('');
    await writeFileAtomic(this.#path, text, { mode: 0o600 });
    this.#bytes = Buffer.byteLength(text);
  }

  /** At most MAX_LEDGER_PLCS PLCs: those with no forces and touched longest ago go first. */
  #bound(): void {
    const surplus = this.#records.size - MAX_LEDGER_PLCS;
    if (surplus <= 0) return;
    const order = [...this.#records.values()].sort((a, b) => Number(a.forces.length > 0) - Number(b.forces.length > 0) || touched(a) - touched(b));
    for (const record of order.slice(0, surplus)) this.#records.delete(record.key);
  }

  #publishAffected(line: LedgerLine): void {
    const key = line.t === 'begin' || line.t === 'read' ? line.plc.key : line.t === 'end' || line.t === 'ended' ? line.key : line.record.key;
    for (const record of this.#records.values()) if (key === null || record.key === key) this.#options.publish(record);
  }

  #recordFor(plc: PlcRef): PlcLedgerRecord {
    let record = this.#records.get(plc.key);
    if (!record) {
      record = { key: plc.key, project: plc.project, device: plc.device, application: plc.application, forces: [], readAt: null, live: false, unknownSince: null, lastDownload: null, lastDeed: null, reconciliation: null };
      this.#records.set(plc.key, record);
    }
    record.project = plc.project;
    if (plc.device.name !== null || plc.device.gateway !== null) record.device = plc.device;
    return record;
  }

  #apply(line: LedgerLine): void {
    switch (line.t) {
      case 'snapshot':
        this.#records.set(line.record.key, line.record);
        return;
      case 'begin': {
        const record = this.#recordFor(line.plc);
        const deed: PlcLedgerDeed = { action: line.action, by: line.by, outcome: 'pending', ...(line.values ? { expressions: line.values.map((v) => v.expression) } : {}) };
        const previousDownload = record.lastDownload;
        record.lastDeed = deed;
        if (line.action === 'download' || line.action === 'online-change') record.lastDownload = deed;
        this.#open.set(line.id, { key: line.plc.key, deed, previousDownload });
        if (line.action === 'force') {
          for (const v of line.values ?? []) {
            const force: Tracked = { expression: v.expression, value: v.value, address: v.address, safety: v.safety, status: 'unknown', by: line.by, uncertain: true, deed: line.id };
            const i = record.forces.findIndex((f) => sameExpression(f.expression, v.expression));
            if (i >= 0) record.forces[i] = force;
            else record.forces.push(force);
          }
          record.forces = record.forces.slice(-MAX_LEDGER_FORCES);
        }
        return;
      }
      case 'end': {
        const open = this.#open.get(line.id);
        this.#open.delete(line.id);
        if (open) open.deed.outcome = line.outcome;
        const record = this.#records.get(line.key);
        if (!record) return;
        // A login that downloaded nothing after all: the last download is still the one before.
        if (open && line.happened === 'none' && record.lastDownload === open.deed) record.lastDownload = open.previousDownload;
        if (open && line.happened && line.happened !== 'none') open.deed.action = line.happened;
        // The PLC's list as the change reported it; not once the session ended meanwhile (the IDE's end came first):
        // then the next login's read tells.
        if (line.forced && record.live) this.#reconcile(record, line.forced, line.at, true, new Set((line.released ?? []).map((e) => e.toLowerCase())));
        return;
      }
      case 'read': {
        const record = this.#recordFor(line.plc);
        this.#reconcile(record, line.forced, line.at, line.live, new Set());
        return;
      }
      case 'ended':
        for (const record of this.#records.values()) if (record.live && (line.key === null || record.key === line.key)) this.#endSession(record, { at: line.at, why: line.why });
        return;
    }
  }

  #endSession(record: PlcLedgerRecord, since: { at: number; why: string }): void {
    record.live = false;
    record.unknownSince = since;
    record.forces = record.forces.map((f) => (f.status === 'confirmed' ? { ...f, status: 'unknown' } : f));
  }

  /**
   * Compares the ledger's forces with the PLC's own list. Coming back after a time of not knowing, the result is the
   * reconciliation the person sees; while live, only a difference (a release or force outside Interlock) replaces it.
   * `releasedByInterlock`: expressions an unforce just released, which leave without a trace.
   */
  #reconcile(record: PlcLedgerRecord, forced: ForcedRead, at: number, live: boolean, releasedByInterlock: Set<string>): void {
    const fresh = !record.live;
    const onPlc = new Map(forced.map((f) => [f.expression.toLowerCase(), f]));
    const confirmed: string[] = [];
    const releasedElsewhere: LedgerForce[] = [];
    const kept: Tracked[] = [];
    // A read taken before a change that has not ended yet may miss its forces, or still show what it releases.
    const running = [...this.#open.entries()].filter(([, o]) => o.key === record.key);
    const releasing = running.filter(([, o]) => o.deed.action === 'unforce').map(([, o]) => o.deed.expressions ?? []);
    const beingReleased = (e: string) => releasing.some((list) => list.length === 0 || list.some((x) => sameExpression(x, e)));
    for (const force of record.forces as Tracked[]) {
      const found = onPlc.get(force.expression.toLowerCase());
      onPlc.delete(force.expression.toLowerCase());
      if (!found && ((force.deed !== undefined && this.#open.has(force.deed)) || beingReleased(force.expression))) {
        kept.push(force);
      } else if (found) {
        const { uncertain: _uncertain, deed: _deed, ...held } = force;
        kept.push({ ...held, value: found.value ?? force.value, status: force.by ? 'confirmed' : 'added-elsewhere' });
        if (force.by) confirmed.push(force.expression);
      } else if (!force.uncertain && !releasedByInterlock.has(force.expression.toLowerCase()) && force.by) {
        const { uncertain: _uncertain, deed: _deed, ...gone } = force;
        releasedElsewhere.push(gone);
      }
    }
    // What is left on the PLC's list is new to the ledger: forced by someone else (those seen before matched above).
    const newlyForeign = [...onPlc.values()].map((f) => f.expression);
    for (const f of onPlc.values()) kept.push({ expression: f.expression, value: f.value, address: null, safety: [], status: 'added-elsewhere', by: null });
    record.forces = kept.slice(0, MAX_LEDGER_FORCES);
    record.readAt = at;
    record.live = live;
    record.unknownSince = live ? null : { at, why: 'Interlock read the PLC once, without staying logged in' };
    // A difference replaces what the person saw last; a read that finds none keeps it (with its own time), so a
    // login right after a read that found the difference does not wipe it.
    if (releasedElsewhere.length > 0 || newlyForeign.length > 0) record.reconciliation = { at, confirmed, releasedElsewhere, addedElsewhere: newlyForeign };
    else if (fresh && record.reconciliation === null && confirmed.length > 0) record.reconciliation = { at, confirmed, releasedElsewhere: [], addedElsewhere: [] };
  }
}

/** Who approved a call, in words for the ledger. */
export function approverWords(decision: DecisionRecord | null): string {
  if (!decision) return 'not recorded';
  switch (decision.by) {
    case 'person':
      return decision.ui?.kind === 'browser' ? 'you (in a browser)' : 'you (in the Interlock window)';
    case 'policy:always':
      return 'an "always approve" rule';
    case 'policy:session':
      return "approval for the agent's session";
    case 'policy:token-window':
      return 'approval for a time window';
    default:
      return decision.by;
  }
}

function sameExpression(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function sameForces(record: PlcLedgerRecord, forced: ForcedRead): boolean {
  if (record.forces.length !== forced.length) return false;
  const held = new Map(record.forces.map((f) => [f.expression.toLowerCase(), f]));
  return forced.every((f) => {
    const mine = held.get(f.expression.toLowerCase()) as Tracked | undefined;
    return mine !== undefined && !mine.uncertain && mine.status !== 'unknown' && (f.value === null || mine.value === f.value);
  });
}

function touched(record: PlcLedgerRecord): number {
  return Math.max(record.readAt ?? 0, record.lastDeed?.by.at ?? 0, record.unknownSince?.at ?? 0);
}

