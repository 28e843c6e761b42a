// What Interlock did to each PLC, as its ledger (`<data-dir>/plc-ledger.jsonl`) keeps it across IDE crashes and
// restarts of Interlock: per PLC (gateway, address, application) the forces Interlock set and did not release, what
// the PLC's own forced list said when it was last read, the last download and the last change. Main publishes one
// `PlcLedgerRecord` per PLC (`plc-ledger.updated` events); UIs and `get_interlock_status` show it. Plain data only.

/** What Interlock does to a running PLC that the ledger records. */
export const PLC_LEDGER_ACTIONS = [
  'force',
  'unforce',
  'write',
  'download',
  'online-change',
  'start',
  'stop',
  'reset_warm',
  'reset_cold',
  'reset_origin',
  'create_boot_application',
] as const;
export type PlcLedgerAction = (typeof PLC_LEDGER_ACTIONS)[number];

/** Who did it: the agent (or the person), the call's card (its queue entry id), who approved it, and when. */
export interface PlcLedgerActor {
  agentId: string;
  agent: string;
  /** The call's entry id: its card, its queue entry and its History record share it. */
  card: string;
  /** Who let it through, in words: "you (this window)", "an always-approve rule"... */
  approver: string;
  at: number;
}

/**
 * `confirmed`: the PLC's own forced list showed it when last read (`PlcLedgerRecord.readAt`).
 * `unknown`: Interlock forced it and has not read the PLC since the session ended (see `unknownSince`).
 * `added-elsewhere`: the PLC holds it forced, but Interlock did not force it (another tool, the person in the IDE).
 */
export type LedgerForceStatus = 'confirmed' | 'unknown' | 'added-elsewhere';

export interface LedgerForce {
  expression: string;
  /** The forced value as CODESYS prints it; null when not known (a force whose outcome was never reported). */
  value: string | null;
  /** The I/O address it is located at or mapped to (`%QX0.0`), when Interlock knows it. */
  address: string | null;
  /** Why it is safety-relevant (what matched: an E-stop comment, a name pattern); empty when nothing matched. */
  safety: string[];
  status: LedgerForceStatus;
  /** Who forced it through Interlock; null for a force someone else added. */
  by: PlcLedgerActor | null;
}

/** One thing Interlock did to the PLC, with its outcome (`unknown`: the IDE or Interlock ended before it answered). */
export interface PlcLedgerDeed {
  action: PlcLedgerAction;
  by: PlcLedgerActor;
  outcome: 'done' | 'failed' | 'unknown' | 'pending';
  /** The expressions of a write, force or unforce. */
  expressions?: string[];
}

/** What the last fresh read of the PLC's forced list found, compared with the ledger. */
export interface PlcReconciliation {
  at: number;
  /** Forces Interlock set that the PLC still holds. */
  confirmed: string[];
  /** Forces Interlock set that the PLC no longer holds: someone released them outside Interlock. */
  releasedElsewhere: LedgerForce[];
  /** Forces the PLC holds that Interlock did not set. */
  addedElsewhere: string[];
}

export interface PlcLedgerRecord {
  /** `gateway|address|application` (lower case): the PLC and the application on it. */
  key: string;
  /** The project whose application Interlock last worked on there. */
  project: string;
  device: { name: string | null; gateway: string | null; address: string | null; simulation?: boolean };
  application: string;
  /** Forces the PLC holds as far as Interlock knows, Interlock's own first. */
  forces: LedgerForce[];
  /** When Interlock last read the PLC's forced list; null when never. */
  readAt: number | null;
  /** True while Interlock is logged in and reading the PLC; false: what it holds is known only from the ledger. */
  live: boolean;
  /** While not live: since when nothing was read, and why ("the IDE ended", "Interlock restarted", "logged out"). */
  unknownSince: { at: number; why: string } | null;
  lastDownload: PlcLedgerDeed | null;
  /** The last thing Interlock did to this PLC (any action). */
  lastDeed: PlcLedgerDeed | null;
  /** What the last read after a time of not knowing found; null until one happened. */
  reconciliation: PlcReconciliation | null;
}

/** At most this many PLCs are kept (the least recently touched go first); forces per PLC are bounded too. */
export const MAX_LEDGER_PLCS = 50;
export const MAX_LEDGER_FORCES = 200;

export function plcLedgerKey(device: { gateway: string | null; address: string | null; simulation?: boolean }, application: string, project: string): string {
  const where = device.simulation ? `simulation:${project}` : `${device.gateway ?? ''}|${device.address ?? ''}`;
  return `${where}|${application}`.toLowerCase();
}

/** "forced by Interlock (agent, card, time)" words for one force, shared by the Online view and the Overview. */
export function forceOriginWords(force: LedgerForce): string {
  if (!force.by) return 'added by someone else (not through Interlock)';
  return `forced by Interlock (${force.by.agent}, card ${force.by.card.slice(0, 8)}, ${new Date(force.by.at).toLocaleString()})`;
}


/** One PLC's ledger as the status tools give it to agents (snake_case, ISO times): the same facts the UI shows. */
export function ledgerFacts(record: PlcLedgerRecord) {
  const iso = (at: number) => new Date(at).toISOString();
  const actor = (by: PlcLedgerActor | null) => (by ? { agent: by.agent, card: by.card, approver: by.approver, at: iso(by.at) } : null);
  const deed = (d: PlcLedgerDeed | null) => (d ? { action: d.action, outcome: d.outcome, by: actor(d.by)!, ...(d.expressions ? { expressions: d.expressions } : {}) } : null);
  const force = (f: LedgerForce) => ({ expression: f.expression, value: f.value, address: f.address, safety: f.safety, status: f.status, forced_by: actor(f.by) });
  return {
    plc: record.key,
    project: record.project,
    device: record.device.name,
    gateway: record.device.gateway,
    address: record.device.address,
    application: record.application,
    read_live: record.live,
    last_read_at: record.readAt === null ? null : iso(record.readAt),
    unknown_since: record.unknownSince ? { at: iso(record.unknownSince.at), why: record.unknownSince.why } : null,
    forces: record.forces.map(force),
    reconciliation: record.reconciliation
      ? {
          at: iso(record.reconciliation.at),
          confirmed: record.reconciliation.confirmed,
          released_elsewhere: record.reconciliation.releasedElsewhere.map(force),
          added_elsewhere: record.reconciliation.addedElsewhere,
        }
      : null,
    last_download: deed(record.lastDownload),
    last_change: deed(record.lastDeed),
  };
}
export type LedgerFacts = ReturnType<typeof ledgerFacts>;

/** What an I/O address makes of a variable when its force is released (the unforce card says it per value). */
export function releaseConsequence(address: string | null | undefined, restore: boolean): string {
  const kind = /^%I/i.test(address ?? '') ? 'input' : /^%Q/i.test(address ?? '') ? 'output' : /^%M/i.test(address ?? '') ? 'memory' : null;
  if (kind === 'input') {
    return `input (${address}): returns to the value the field wires deliver at the next I/O update${restore ? ' (the value before the force is written first, then the field value takes over)' : ''} — for an E-stop or a guard, what the sensor really reads`;
  }
  if (kind === 'output') {
    return `output (${address}): ${restore ? 'gets back the value it had before the force, then' : 'keeps the forced value until'} the program writes its next value, which drives the actuator`;
  }
  const where = kind === 'memory' ? `memory (${address})` : 'not located at an I/O address';
  return `${where}: ${restore ? 'gets back the value it had before the force; ' : 'keeps the forced value '}until the program writes it`;
}
