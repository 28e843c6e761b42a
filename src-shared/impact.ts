// What a code edit does to the machine, as the approval card, the notification, the agent's result and the audit
// record show it: computed in main from the old and new text (src-main/iec-st/), never by the agent.
import { behaviourText, type BehaviourReport } from './behaviour.ts';

/** What kind of thing the edit changes. */
export type ImpactKind =
  /** A variable, output or I/O point written by a changed statement. */
  | 'write'
  /** A signal read in a condition (IF, ELSIF, CASE, WHILE, UNTIL). */
  | 'condition'
  /** A timer preset, setpoint, threshold or other constant that changes value. */
  | 'constant'
  /** A function block instance whose inputs change, or that is no longer / newly called. */
  | 'fb-call'
  /** A POU (function, program, method) called or no longer called. */
  | 'call'
  /** A declaration added, removed or retyped, an I/O address taken or freed, an initial value changed. */
  | 'declaration';

export interface ImpactLocation {
  side: 'old' | 'new';
  /** The diff part the line belongs to (the diff's file name, e.g. `pous/programs/main.st`). */
  part: string;
  line: number;
}

export interface ImpactItem {
  kind: ImpactKind;
  /**
   * How it changes: `now-constant`, `value-changed`, `condition-changed`, `no-longer-written`, `newly-written`,
   * `no-longer-read`, `read-differently`, `newly-read`, `now-always`, `now-never`, `inputs-changed`,
   * `no-longer-called`, `newly-called`, `added`, `removed`, `renamed`, `retyped`, `address-changed`, `initial-value-changed`;
   * on a running PLC: `written`, `forced`, `unforced`.
   */
  change: string;
  /** The variable, instance or POU, as declared. */
  subject: string;
  /** Its I/O address (`%QX0.0`) where it has one. */
  address?: string;
  old?: string;
  new?: string;
  /** One sentence for the person. */
  text: string;
  /** The safety patterns or project signals it matched; non-empty makes the item safety-relevant. */
  safety: string[];
  /** Where to look in the diff. */
  at: ImpactLocation[];
}

export interface ImpactReport {
  /**
   * `complete`: every item below; `not-analysed`: the text could not be read (see `reason`) and nothing is claimed;
   * `too-large`: the analysis hit its cost limit.
   */
  status: 'complete' | 'not-analysed' | 'too-large';
  reason?: string;
  /** Safety-relevant items first, then writes to outputs, then the rest. */
  items: ImpactItem[];
  /** The safety-relevant signals touched (their names), for the notification and the gate. */
  safetySignals: string[];
  /**
   * With `complete`: what the analysis could not resolve, in one sentence (global variable lists it could not read):
   * the items stand, but a variable of those lists shows without its address or safety flag.
   */
  unresolved?: string;
  /**
   * What the simulation of old and new found (src-main/st-sim/), where the edit is one it can run; `running` while
   * the card waits for it. Its safety-relevant differences are among `safetySignals`.
   */
  behaviour?: BehaviourReport;
}

/** The safety patterns Interlock starts with; the person edits the list in Settings. */
export const DEFAULT_SAFETY_PATTERNS: readonly string[] = [
  'emergency stop',
  'emergency',
  'e-stop',
  'estop',
  'safety',
  'safe',
  'guard',
  'interlock',
  'light curtain',
  'two-hand',
  'sto',
  'safe torque off',
  'muting',
  'door switch',
  'lockout',
];

/** The safety-relevant signals a report names, by name alone (`safetySignals` reads `<what matched>: <name>`). */
export function safetySignalNames(report: ImpactReport): string[] {
  return [...new Set(report.safetySignals.map((s) => s.slice(s.indexOf(': ') + 2)))];
}

/** A short line for a notification or a queue row: the safety-relevant items, else the first few. */
export function impactHeadline(report: ImpactReport, max = 2): string {
  if (report.status !== 'complete') return report.status === 'too-large' ? 'Impact not analysed: too large' : 'Impact not analysed';
  if (report.items.length === 0) return 'No effect on outputs, conditions or constants found';
  const shown = report.items.slice(0, max).map((item) => (item.safety.length > 0 ? `SAFETY: ${item.text}` : item.text));
  const more = report.items.length - shown.length;
  return more > 0 ? `${shown.join(' ')} (+${more} more)` : shown.join(' ');
}

/** The report's first item in one line (safety-relevant items come first), or what the analysis said instead. */
export function impactFirstLine(report: ImpactReport): string {
  if (report.status !== 'complete') return report.status === 'too-large' ? 'Impact not analysed: too large' : 'Impact not analysed';
  const [first] = report.items;
  if (!first) return 'No effect on outputs, conditions or constants found';
  const more = report.items.length - 1;
  return `${first.safety.length > 0 ? 'SAFETY: ' : ''}${first.text}${more > 0 ? ` (+${more} more)` : ''}`;
}

/** The impact a card's preview carries: a code edit's, or the values a call writes or forces on a running PLC. */
export function previewImpact(preview: { kind: string; impact?: ImpactReport } | undefined): ImpactReport | undefined {
  return preview && (preview.kind === 'diff' || preview.kind === 'text' || preview.kind === 'plc') ? preview.impact : undefined;
}

/**
 * The report as plain lines, for the agent's result and the audit's readers (the simulated behaviour after it).
 * `approvedByRule`: no card was shown; the person's rule (in words) let the change through after this analysis.
 */
export function impactText(report: ImpactReport, approvedByRule?: string): string {
  const behaviour = report.behaviour && report.behaviour.status !== 'running' ? `\n${behaviourText(report.behaviour)}` : '';
  const byRule = approvedByRule ? `\nNo one looked at this change before it ran: the person's rule "always approve ${approvedByRule}" let it through.` : '';
  if (report.status !== 'complete') return `Impact of this change: not analysed (${report.reason ?? report.status}).${behaviour}${byRule}`;
  if (report.items.length === 0) return `Impact of this change: no effect on outputs, conditions, constants, calls or declarations was found.${report.unresolved ? ` ${report.unresolved}` : ''}${behaviour}${byRule}`;
  const lines = report.items.map((item) => `- ${item.safety.length > 0 ? `SAFETY (${item.safety.join('; ')}): ` : ''}${item.text}`);
  const heading = approvedByRule ? `Impact of this change, as the person's rule was checked against it:` : 'Impact of this change, as the person saw it when approving:';
  return [heading, ...lines, ...(report.unresolved ? [report.unresolved] : [])].join('\n') + behaviour + byRule;
}
