// What an edit of a program does to its behaviour, found by running the old and the new version side by side
// (src-main/st-sim/): the card's "Behaviour" part, the agent's result, the audit record and History.

/** A signal's value over time in a chart: the value from `atMs` on, as text (`TRUE`, `3`, `T#1s`). */
export interface BehaviourTrace {
  name: string;
  /** `input`: what the scenario sets; `old` / `new`: the output in each version. */
  role: 'input' | 'old' | 'new';
  bool: boolean;
  changes: Array<[atMs: number, value: string]>;
}

export interface BehaviourDifference {
  /** The output (`StackLightGreen`, `Filler.FillValve`), or `runtime fault`. */
  output: string;
  address?: string;
  /** The safety patterns or project signals it matched; non-empty makes the difference safety-relevant. */
  safety: string[];
  /** When the two versions first disagree in the counterexample, and on what. */
  atMs: number;
  old: string;
  new: string;
  /** The shortest input sequence found that shows it: the start values that differ from the defaults, then changes. */
  sequence: Array<{ atMs: number; input: string; value: string }>;
  /** One sentence for the person. */
  text: string;
  chart: { endMs: number; traces: BehaviourTrace[] };
}

export interface BehaviourReport {
  /**
   * `same`: no output differed in any scenario (tested, not proven); `different`: see `differences`;
   * `not-simulated`: the simulator cannot run this code (see `reason`) and claims nothing; `running`: the card
   * shows the static Impact while the simulation runs.
   */
  status: 'same' | 'different' | 'not-simulated' | 'running';
  reason?: string;
  scenarios: number;
  scans: number;
  cycleMs: number;
  /** Scenarios in which at least one output differed. */
  differingScenarios: number;
  differences: BehaviourDifference[];
  /** Things the person should know: the cycle time assumed, outputs only one version has, a contradiction with Impact. */
  notes: string[];
  /** The headline: "Simulated N scenarios × M scans: outputs differ in K" or "Same behaviour in all N scenarios (tested, not proven)". */
  summary: string;
}

/** The report as plain lines, for the agent's result and the audit's readers. */
export function behaviourText(report: BehaviourReport): string {
  if (report.status === 'running') return 'Behaviour: the simulation had not finished.';
  if (report.status === 'not-simulated') return `Behaviour: not simulated (${report.reason ?? 'unknown reason'}).`;
  const lines = [`Behaviour: ${report.summary}`];
  for (const d of report.differences) lines.push(`- ${d.safety.length > 0 ? `SAFETY (${d.safety.join('; ')}): ` : ''}${d.text}`);
  lines.push(...report.notes);
  return lines.join('\n');
}

/** The safety-relevant signals among the differences, as the impact lists them. */
export function behaviourSafetySignals(report: BehaviourReport | undefined): string[] {
  return report ? [...new Set(report.differences.flatMap((d) => d.safety))] : [];
}
