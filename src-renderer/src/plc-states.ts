// A PLC application's run state as a person says it: CODESYS's names (`run`, `stop`, `halt_on_bp`, `none`) never
// reach the screen as they are.
import type { ApplicationRunState } from '../../src-shared/online-state.ts';

export type RunStateTone = 'good' | 'warn' | 'bad' | 'neutral' | 'info';

export const RUN_STATE: Record<ApplicationRunState, { text: string; sentence: string; tone: RunStateTone }> = {
  run: { text: 'Running', sentence: 'The application is running.', tone: 'good' },
  stop: { text: 'Stopped', sentence: 'The application is stopped.', tone: 'warn' },
  halt_on_bp: { text: 'Halted on a breakpoint', sentence: 'The application is halted on a breakpoint.', tone: 'warn' },
  exception: { text: 'Exception', sentence: 'The application stopped with an exception.', tone: 'bad' },
  none: { text: 'No application on the device', sentence: 'There is no application on the device yet.', tone: 'neutral' },
  unknown: { text: 'Run state unknown', sentence: 'Whether the application runs could not be read.', tone: 'neutral' },
};

/** The words for a run state as main reports it; a state this UI does not know is shown as unknown, not raw. */
export function runStateWords(state: string): (typeof RUN_STATE)[ApplicationRunState] {
  return RUN_STATE[state as ApplicationRunState] ?? RUN_STATE.unknown;
}
