// Audit records for what the person does in a UI that is not an agent's tool call: widening trust (settings,
// "always approve"), letting a browser in. Each names the UI that did it.
import { randomUUID } from 'node:crypto';
import type { UiActor } from '../../src-shared/app-state.ts';
import type { Core } from '../core/index.ts';

export interface PersonAction {
  /** What was done, e.g. `settings:update`, `policy:always-approve`, `browser-login`. */
  action: string;
  target: string;
  details: unknown;
  summary: string;
  ui: UiActor;
}

export function describeUi(ui: UiActor): string {
  return ui.kind === 'window' ? 'the Interlock window' : `browser session ${ui.sessionId}`;
}

/** Appends the record and waits until it is on disk. */
export function recordPersonAction(core: Core, { action, target, details, summary, ui }: PersonAction): Promise<void> {
  return core.audit.append(
    {
      v: 1,
      id: randomUUID(),
      at: new Date().toISOString(),
      agent: { id: 'person', name: 'Interlock user', version: '', transport: 'internal' },
      tool: action,
      target,
      mutates: true,
      args: details,
      decision: { outcome: 'approved', by: 'person', ui },
      outcome: 'succeeded',
      durationMs: 0,
      resultSummary: `${summary} (in ${describeUi(ui)})`,
    },
    { urgent: true },
  );
}
