// The commit message of an approved change: what changed in words (the impact's first lines, as the card showed
// them), then trailers that carry the card: the call, who approved it, the agent, whether it was safety-relevant.
import type { AuditEntry } from '../../src-shared/audit-entry.ts';
import type { UiActor } from '../../src-shared/app-state.ts';
import { ruleText } from '../../src-shared/always-approve.ts';
import { displayClientString } from '../core/index.ts';

/** How many impact items the body lists before saying how many more there are. */
const BODY_ITEMS = 8;
const SUBJECT_CHARS = 72;

/** A trailer's value on one line: no line breaks or invisible characters, bounded (as names are shown elsewhere). */
function trailerValue(value: string, fallback: string): string {
  return displayClientString(value.replace(/\s+/g, ' '), fallback);
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function uiText(ui: UiActor | undefined): string {
  if (!ui) return 'Interlock';
  return ui.kind === 'window' ? 'the Interlock window' : `browser session ${ui.sessionId.slice(0, 8)}`;
}

/** `person (the Interlock window)`, or `rule <the rule in words>` for a standing approval. */
export function approvedBy(entry: AuditEntry): string {
  const { decision } = entry;
  if (decision.by === 'person') return `person (${uiText(decision.ui)})`;
  if (decision.by === 'policy:always') return `rule ${decision.rule ? ruleText(decision.rule) : 'always approve'}`;
  if (decision.by === 'policy:session') return `rule approve ${entry.tool} for this agent's session`;
  if (decision.by === 'policy:token-window') return 'rule approve for a time window';
  return decision.by;
}

function safetyRelevant(entry: AuditEntry): boolean {
  const impact = entry.impact;
  return impact !== undefined && (impact.safetySignals.length > 0 || impact.items.some((item) => item.safety.length > 0));
}

/** Where the change is, in words: the card's target name, else the edited locations. */
function where(entry: AuditEntry): string {
  if (entry.targetName) return entry.targetName;
  const locations = (entry.edits ?? []).map((e) => e.location);
  return locations.length > 0 ? locations.join(', ') : entry.target;
}

export interface MessageExtras {
  /** The commit this change reverts (for a Revert from History). */
  reverts?: string;
  /** The card's name of what the reverted change changed (`Cell.project › PLC_PRG`), for the Revert's subject. */
  revertsTarget?: string;
  /** Files the commit holds, each with what it is, listed in the body (the text export of a CODESYS project). */
  notes?: readonly string[];
}

export function commitMessage(entry: AuditEntry, extras: MessageExtras = {}): string {
  const items = entry.impact?.status === 'complete' ? entry.impact.items : [];
  const itemLine = (text: string, safety: readonly string[]) => `${safety.length > 0 ? 'SAFETY: ' : ''}${text}`;
  let subject: string;
  if (entry.revertOf) subject = `Revert ${extras.revertsTarget ?? where(entry)}`;
  else if (items[0]) subject = itemLine(items[0].text, items[0].safety);
  else subject = `${entry.tool}: ${where(entry)}`;
  const body: string[] = [];
  if (entry.revertOf) body.push(`The person reverted an earlier approved change (${entry.resultSummary ?? where(entry)}).`);
  else {
    body.push(`${entry.tool} on ${where(entry)}, approved in Interlock.`);
    if (items.length > 0) {
      body.push('', 'What changes:');
      for (const item of items.slice(0, BODY_ITEMS)) body.push(`- ${oneLine(itemLine(item.text, item.safety), 200)}`);
      if (items.length > BODY_ITEMS) body.push(`- and ${items.length - BODY_ITEMS} more`);
    } else if (entry.impact && entry.impact.status !== 'complete') {
      body.push('', `Impact not analysed (${oneLine(entry.impact.reason ?? entry.impact.status, 200)}).`);
    }
  }
  if (extras.notes && extras.notes.length > 0) body.push('', ...extras.notes);
  const trailers = [
    `Interlock-Call: ${entry.id}`,
    `Approved-By: ${trailerValue(approvedBy(entry), 'unknown')}`,
    `Agent: ${trailerValue(entry.agent.name, 'unnamed agent')}`,
    `Safety: ${safetyRelevant(entry) ? 'yes' : 'no'}`,
    ...(extras.reverts ? [`Interlock-Reverts: ${extras.reverts}`] : []),
  ];
  return `${oneLine(subject, SUBJECT_CHARS)}\n\n${body.join('\n')}\n\n${trailers.join('\n')}\n`;
}
