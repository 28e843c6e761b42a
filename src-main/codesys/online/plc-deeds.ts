// A change to a running PLC as the ledger records it: begun (on disk before CODESYS is asked), then ended with what
// the PLC reported; a call cut off by the IDE's end or a timeout stays "outcome unknown". Also what the login card
// says the PLC holds, from the state just read and the ledger, without two lines contradicting each other.
import type { PlcLedgerAction, PlcLedgerRecord } from '../../../src-shared/plc-ledger.ts';
import { forceOriginWords } from '../../../src-shared/plc-ledger.ts';
import { ToolError, ToolTimeoutError, type ToolExecution } from '../../core/index.ts';
import type { CodesysOnline, OnlineReport } from '../online-session/codesys-online.ts';
import { approverWords, type LedgerValue } from '../online-session/plc-ledger.ts';
import { CommandNotSentError } from '../bridge/launcher.ts';

/** What the PLC reported after the change: its forced list (null when the command did not read it). */
export interface DeedOutcome {
  forced: Array<{ expression: string; value: string | null }> | null;
  /** An unforce: the expressions it released (they leave the ledger without "released elsewhere"). */
  released?: string[];
  /** A login or download: what it did to the code (`none`: nothing was downloaded after all). */
  happened?: 'none' | 'download' | 'online-change';
}

/** Runs `change` as a ledger deed of `action` on the project's PLC. */
export async function onPlc<R>(
  online: CodesysOnline,
  execution: ToolExecution,
  projectPath: string,
  action: PlcLedgerAction,
  values: LedgerValue[] | undefined,
  change: () => Promise<R>,
  outcome: (result: R) => DeedOutcome,
): Promise<R> {
  // The change runs in the CODESYS whose session the card showed, or not at all: one that ended before the change
  // began is not replaced by a new one (which would log in anew, in a session the person never saw).
  const ide = online.ide;
  if (ide.pid === null && !online.headless) {
    throw new ToolError(`Nothing was done to the PLC: CODESYS is not running${ide.why ? ` (${ide.why})` : ''}, so the session this change was approved in has ended. Log in again: its card shows what the PLC holds now.`);
  }
  const plc = online.plcOf(projectPath);
  const by = { agentId: execution.agent.id, agent: execution.agent.clientName, card: execution.entryId, approver: approverWords(execution.decision), at: Date.now() };
  let id: string;
  try {
    id = await online.ledger.begin(plc, action, by, values);
  } catch (err) {
    throw new ToolError(`Nothing was done to the PLC: Interlock could not record it in its PLC ledger first (${err instanceof Error ? err.message : String(err)}).`);
  }
  let result: R;
  try {
    result = await (ide.pid === null ? change() : online.pinned(execution, ide.pid, change));
  } catch (err) {
    // A timeout or an IDE that ended mid-command: whether the PLC took the change is not known. A command never
    // sent did nothing.
    const unknown = !(err instanceof CommandNotSentError) && (err instanceof ToolTimeoutError || !(err instanceof ToolError) || !online.ideRunning);
    await online.ledger.end(id, unknown ? 'unknown' : 'failed', null);
    throw err;
  }
  await online.ledger.end(id, 'done', ...splitOutcome(outcome(result)));
  return result;
}

function splitOutcome(o: DeedOutcome): [DeedOutcome['forced'], Omit<DeedOutcome, 'forced'>] {
  const { forced, ...extra } = o;
  return [forced, extra];
}

/**
 * What the login card says the PLC holds, one fact a line: the application as just read (or that it could not be
 * read), the last download and the forces from the ledger. `codeNote` is the code comparison's sentence, kept only
 * where it does not contradict the PLC (no application on it: the download it names is no longer there).
 */
export function plcHolds(report: OnlineReport, record: PlcLedgerRecord | undefined, codeNote: string): { lines: string[]; note: string } {
  const lines: string[] = [];
  const noApplication = report.logged_in && report.application_state === 'none';
  if (report.not_read !== null) lines.push('Application on the PLC: not known — it could not be read without a login that changes it (see the note).');
  else if (!report.logged_in) lines.push('Application on the PLC: not known (it could not be read before the login).');
  else if (noApplication) lines.push('Application on the PLC: none — the PLC holds no application now.');
  else lines.push(`Application on the PLC: present (${report.application_state ?? 'state unknown'}).`);

  const download = record?.lastDownload ?? null;
  if (!download) lines.push('Last download by Interlock: none recorded for this PLC.');
  else {
    const when = new Date(download.by.at).toLocaleString();
    const kind = download.action === 'online-change' ? 'online change' : 'download';
    const how = { done: '', failed: ' (it failed)', unknown: ' (its outcome is unknown: the IDE or Interlock ended during it)', pending: ' (still running)' }[download.outcome];
    const last = record?.lastDeed;
    const removed = last?.action === 'reset_origin' && last.outcome === 'done' ? `; removed since by a reset to origin (${last.by.agent}, ${new Date(last.by.at).toLocaleString()})` : '';
    lines.push(`Last ${kind} by Interlock: ${when}, by ${download.by.agent}${how}${removed || (noApplication && download.outcome === 'done' ? '; that application is no longer on the PLC' : '')}.`);
  }
  const forces = record?.forces ?? [];
  if (forces.length === 0) lines.push(record?.readAt ? 'Forces: none that Interlock knows of.' : 'Forces: Interlock has never read this PLC, so it does not know.');
  else {
    const since = record && !record.live && record.unknownSince ? ` — state on the PLC unknown since ${record.unknownSince.why} (${new Date(record.unknownSince.at).toLocaleString()}); this login reads the PLC's own list` : '';
    lines.push(`Forces (${forces.length}): ${forces.map((f) => `${f.expression}${f.value !== null ? ` = ${f.value}` : ''}, ${forceOriginWords(f)}`).join('; ')}${since}.`);
  }
  const unchanged = /unchanged since/.test(codeNote);
  let note = codeNote;
  if (unchanged && noApplication) note = "The project's code is the same as Interlock's last download, but the PLC no longer holds that application (removed since): the login downloads it again.";
  else if (unchanged && report.not_read !== null) note = "The project's code is the same as Interlock's last download, but the PLC does not hold that code now, or cannot be read without a download.";
  return { lines, note };
}
